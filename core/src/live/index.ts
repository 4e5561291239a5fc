export {
  createLiveClient,
  DEFAULT_POLL_MS,
  FAILURES_BEFORE_POLLING,
  FIRST_BYTE_MS,
  type LiveClient,
  type LiveClientOptions,
  type LiveListener,
  type LiveMode,
  type LiveState,
  type LiveTimers,
  RECONNECT_MS,
  STREAM_RETRY_MS,
} from './liveClient';
export { createSseParser, type SseMessage } from './sse';
export { LIVE_CHANNEL, LIVE_LOCK, startAcrossTabs, type TabsEnvironment } from './tabs';
export { connectShellToLive, type LiveShell } from './wire';

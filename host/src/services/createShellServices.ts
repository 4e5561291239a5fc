import { livePageCursor } from '@greenroom/contracts/limits';
import {
  type BootSource,
  bootSource,
  type CertificationStore,
  type Connectivity,
  connectShellToLive,
  createCallClient,
  createCertificationStore,
  createConnectivity,
  createErrorHandler,
  createHttp,
  createLiveClient,
  createLogger,
  createMessagePopover,
  createMessagesStore,
  createNoticeDialog,
  createNoticesStore,
  createSession,
  type ErrorHandler,
  type LiveClient,
  type MessagePopover,
  type MessagesStore,
  type NoticeDialog,
  type NoticesStore,
  openExternal,
  openSessionChannel,
  parseBootData,
  preloadHttp,
  redirectToSso,
  resolveConfig,
  type SessionStore,
  startAcrossTabs,
  TOAST_DURATION_MS,
} from '@greenroom/core';
import type { NoticeAction, NoticeLink, Notifier, ShellServices } from '@greenroom/sdk';
import { NETWORK_LOST_EVENT, NETWORK_RESTORED_EVENT } from '@greenroom/sdk/host';
import { createElement, type ReactNode } from 'react';
import { texts } from '../texts';
import { createPreferences, type Preferences } from './preferences';

declare const __GREENROOM_ENV__: string | undefined;

// Semi's Toast and its stylesheet load with the first toast: nothing on the first screen shows one,
// and they would cost the first screen about 3 KB of CSS. Toasts keep their order (one module promise).
const loadToast = () => import('@douyinfe/semi-ui/lib/es/toast').then((module) => module.default);

/**
 * A toast's text, and after it the link it offers (a finished download's file: issue 24 §5) or its
 * action inside the console (a new message's 查看: issue 26 §2).
 */
function toastContent(text: string, link?: NoticeLink | NoticeAction): ReactNode {
  if (!link) return text;
  if ('onClick' in link) {
    const style = { border: 0, background: 'none', padding: 0, color: 'var(--semi-color-link)', cursor: 'pointer', font: 'inherit' };
    return createElement(
      'span',
      null,
      `${text} `,
      createElement('button', { type: 'button', onClick: link.onClick, className: 'gr-toast-link', style }, link.text),
    );
  }
  return createElement('span', null, `${text} `, createElement('a', { href: link.href, download: link.download, className: 'gr-toast-link' }, link.text));
}

function toast(kind: keyof Notifier) {
  return (text: string, link?: NoticeLink | NoticeAction) => {
    loadToast().then(
      (Toast) => Toast[kind]({ content: toastContent(text, link), duration: TOAST_DURATION_MS / 1000 }),
      (error) => console.error('[toast] could not load', error, text),
    );
  };
}

/** Toasts through Semi, for the duration of SPEC §9 (Semi counts seconds). */
const notify: Notifier = { success: toast('success'), error: toast('error'), info: toast('info'), warning: toast('warning') };

/** The services plugins see, plus the host-only handles behind them. */
export interface HostServices {
  services: ShellServices;
  session: SessionStore;
  /** The shared error handler of SPEC §8. */
  onError: ErrorHandler;
  /** The inbox behind the bell (unread count and message popover). */
  messages: MessagesStore;
  /** The bell's message popover: open or not, and which message it shows in full. */
  messagePopover: MessagePopover;
  /** The platform notices. */
  notices: NoticesStore;
  /** The notice detail dialog. */
  noticeDialog: NoticeDialog;
  /** The certification modal, its token and status polling. */
  certification: CertificationStore;
  /** The start-up answers the server put into the page, each handed out once (the home's messages). */
  boot: BootSource;
  /** Whether the server answers: the shell's offline notice (issue 24 §3). */
  connectivity: Connectivity;
  /** The live channel (issue 26), when the browser has one; {@link startLive} opens it after the first screen. */
  live?: LiveClient;
  /** The person's language and theme (issue 29). */
  preferences: Preferences;
}

/** Opens the live channel — one stream per browser, shared by its tabs — once the page is live (issue 26 §1). */
export function startLive(host: HostServices): void {
  if (host.live) startAcrossTabs(host.live);
}

/** What {@link createHostServices} needs: the shell services and the session store behind them. */
export interface HostServicesInput {
  services: ShellServices;
  session: SessionStore;
  /** The page's boot data (none in tests unless given). */
  boot?: BootSource;
  /** The envelope client's connectivity (tests: one that never probes unless given). */
  connectivity?: Connectivity;
  /** The live channel (none in tests unless given). */
  live?: LiveClient;
}

/**
 * Creates core's host-only stores over given shell services, once. The browser passes the real
 * services; tests pass `createFakeServices()` and a session store over its fake http.
 */
export function createHostServices({
  services,
  session,
  boot = bootSource(null),
  connectivity = createConnectivity({ probe: async () => true }),
  live,
}: HostServicesInput): HostServices {
  const onError = createErrorHandler(services.notify, createLogger('error').error, () => !connectivity.state.online);
  const host: HostServices = {
    services: live ? { ...services, live } : services,
    session,
    onError,
    boot,
    connectivity,
    live,
    messages: createMessagesStore(services.http, onError, boot),
    messagePopover: createMessagePopover(),
    notices: createNoticesStore(services.http, onError),
    noticeDialog: createNoticeDialog(),
    preferences: createPreferences({ http: services.http, session, notify: services.notify }),
    certification: createCertificationStore({
      http: services.http,
      config: services.config,
      session,
      onError,
      onCertified: () => services.notify.success(texts.certificationSucceeded),
      pushed: () => live?.state.mode === 'stream',
    }),
  };
  if (live) {
    connectShellToLive(live, {
      ...host,
      // Issue 26 §2: a new message is toasted, naming it: 查看 opens it in the bell; a finished
      // download's carries its file's link instead (the bell still has the message).
      toast: ({ id, title, download }) =>
        services.notify.info(
          texts.messageArrived(title),
          download
            ? { text: texts.downloadFile, href: download.href, download: download.fileName }
            : { text: texts.viewMessage, onClick: () => host.messagePopover.showMessage(id) },
        ),
    });
  }
  return host;
}

/** Wires core's services for the browser: configuration of the built environment, envelope client, session and stores. */
export function createShellServices(): HostServices {
  const config = resolveConfig(typeof __GREENROOM_ENV__ === 'string' ? __GREENROOM_ENV__ : undefined, window.location.origin);
  const toSso = () => redirectToSso(config);
  const connectivity = createConnectivity({ probe: probeServer, events: window, browserOnline: () => navigator.onLine });
  // Lists, widgets and lazy parts that failed for want of a network load again by themselves.
  connectivity.onRestored(() => window.dispatchEvent(new Event(NETWORK_RESTORED_EVENT)));
  window.addEventListener(NETWORK_LOST_EVENT, connectivity.lost);
  const http = createHttp({ notify, log: createLogger('http').error, redirectToSso: toSso, connectivity });
  // The http library is not on the first screen (issue 25): loaded once the page is live and the
  // browser idle, before a click needs it.
  afterLive(() => void preloadHttp());
  // The start-up answers the server put into the page (issue 14): the session and the home use
  // them instead of calling; absent or stale, they call as usual.
  const bootData = parseBootData(document.getElementById('gr-boot')?.textContent);
  const boot = bootSource(bootData);
  // A purchase in another tab refreshes this tab's session too (issue 12).
  const session = createSession(http, { redirectToSso: toSso, channel: openSessionChannel(), boot });
  // Polled only when the stream cannot be held; silent: a failed poll is tried again, never toasted.
  const call = createCallClient(http);
  const live = createLiveClient({
    // Issue 25: the channel opens once the page is live; what happened since the server wrote the
    // page is replayed when it does (a download finished meanwhile is still toasted).
    since: bootData ? livePageCursor(bootData.issuedAt) : undefined,
    poll: async (after) => {
      const result = await call('GET /api/live/events', { query: { after: after || undefined }, silent: true });
      return result.ok ? result.data : null;
    },
  });
  return createHostServices({ session, boot, connectivity, live, services: { session, http, notify, config, openExternal } });
}

/** Longest wait for an idle moment, once the page is live, before {@link afterLive}'s task runs anyway. */
const AFTER_LIVE_IDLE_MS = 3000;

/**
 * Runs `task` when the browser is idle after the page is live: after main.tsx's `gr:live` mark (a
 * server-rendered page hydrated), or after the window's load for a page rendered in the browser
 * (which has no such mark); once.
 */
function afterLive(task: () => void) {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: AFTER_LIVE_IDLE_MS });
    else setTimeout(task, 300);
  };
  const observer =
    typeof PerformanceObserver === 'function'
      ? new PerformanceObserver((list) => {
          if (list.getEntriesByName('gr:live').length > 0) run();
        })
      : null;
  try {
    observer?.observe({ type: 'mark', buffered: true });
  } catch {
    // an engine without mark entries: the window's load below
  }
  // A server's page that is replaced rather than hydrated never marks `gr:live`: some seconds after load then.
  const serverRendered = observer !== null && document.getElementById('root')?.hasAttribute('data-gr-server') === true;
  const afterLoad = () => setTimeout(run, serverRendered ? AFTER_LOAD_SERVER_MS : 0);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/** On a server's page, how long after the window's load {@link afterLive} waits for `gr:live` at most. */
const AFTER_LOAD_SERVER_MS = 8000;

/** Asks the server's health address, which needs no session nor database: any HTTP answer means it is reachable. */
async function probeServer(): Promise<boolean> {
  try {
    await fetch('/healthz', { cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

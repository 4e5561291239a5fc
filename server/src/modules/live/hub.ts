/**
 * One process's live hub (issue 26 §1): the console streams it holds, each owner's bounded event
 * log, and the viewers online of every live broadcast (summed over processes) with a 30-minute
 * series. Everything it delivers comes from the bus — its own events included — so one process and
 * several behave alike.
 */
import { randomBytes } from 'node:crypto';
import { type LiveTopic, livePageCursorTime } from '@greenroom/contracts';
import type { LiveBus } from './bus';
import type { BusMessage } from './registry';

/** Events kept per owner for catch-up, at most. */
export const LOG_MAX_EVENTS = 200;
/** Events older than this leave the log (a reconnect later than that reloads instead). */
export const LOG_MAX_AGE_MS = 15 * 60_000;
/** A comment line on every idle stream this often (proxies keep the connection; clients know it lives). */
export const HEARTBEAT_MS = 15_000;
/** A stream's session is confirmed at least this recently before an event is written to it. */
export const AUTH_FRESH_MS = 20_000;
/** Console streams one session may hold at once. */
export const MAX_STREAMS_PER_SESSION = 4;
/** A process re-announces its watch-page counts this often; a count not renewed for {@link PRESENCE_TTL_MS} is dropped (a process that died). */
export const PRESENCE_ANNOUNCE_MS = 30_000;
export const PRESENCE_TTL_MS = 75_000;
/** Minutes of the viewers series. */
export const SERIES_MINUTES = 30;
/** A stream whose unsent bytes pile up past this is closed (the client reconnects and catches up). */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface LoggedEvent {
  id: string;
  topic: Exclude<LiveTopic, 'viewers'>;
  data: unknown;
  at: string;
  /** When it arrived here (ms), for the age bound. */
  received: number;
}

/** A console stream: an owner's session, and where its text goes. */
export interface ConsoleStream {
  ownerId: number;
  sessionId: number;
  /** Writes SSE text; false when the socket's buffer is over its mark. */
  write(text: string): void;
  /** Unsent bytes. */
  buffered(): number;
  end(): void;
  /** When the session was last confirmed open (ms). */
  confirmedAt: number;
  /** Events are written in order, each after its authorisation. */
  queue: Promise<void>;
}

interface Presence {
  owner: number;
  nodes: Map<string, { count: number; at: number }>;
  total: number;
}

export interface HubOptions {
  bus: LiveBus;
  /** Whether these sessions are still open (answers the open ones); one query for many. */
  openSessions(ids: number[]): Promise<Set<number>>;
  /** Milliseconds now (tests move it). */
  now?: () => number;
  heartbeatMs?: number;
}

/** One SSE message. */
export function sseMessage(event: string, data: unknown, id?: string): string {
  return `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export class LiveHub {
  /** This hub's name in presence announcements (two apps in one process are two nodes). */
  readonly node = randomBytes(4).toString('hex');
  readonly #logs = new Map<number, LoggedEvent[]>();
  /** Per owner, the latest arrival (ms) of an event that left the log: a time cursor before it has missed events. */
  readonly #dropped = new Map<number, number>();
  /** When this hub started (ms): it knows nothing of what happened before. */
  readonly #startedAt: number;
  readonly #streams = new Map<number, Set<ConsoleStream>>();
  readonly #perSession = new Map<number, number>();
  readonly #watchers = new Set<{ end(): void }>();
  /** This process's open watch pages per broadcast. */
  readonly #local = new Map<number, { owner: number; count: number }>();
  readonly #presence = new Map<number, Presence>();
  /** activity → minute (ms of its start) → most online that minute, and the last value. */
  readonly #series = new Map<number, Map<number, { max: number; last: number }>>();
  readonly #timers: NodeJS.Timeout[] = [];
  readonly #unsubscribe: () => void;
  readonly #now: () => number;
  readonly heartbeatMs: number;
  #closed = false;

  constructor(private readonly options: HubOptions) {
    this.#now = options.now ?? Date.now;
    this.#startedAt = this.#now();
    this.heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
    this.#unsubscribe = options.bus.subscribe(
      (message) => this.#receive(message as BusMessage),
      () => this.#gap(),
    );
    const heartbeat = setInterval(() => void this.#heartbeat(), this.heartbeatMs);
    const announce = setInterval(() => this.#announceAll(), PRESENCE_ANNOUNCE_MS);
    for (const timer of [heartbeat, announce]) {
      timer.unref();
      this.#timers.push(timer);
    }
  }

  get streamCount(): number {
    let n = 0;
    for (const set of this.#streams.values()) n += set.size;
    return n;
  }

  /** Whether one more stream of this session fits under {@link MAX_STREAMS_PER_SESSION}. */
  canOpen(sessionId: number): boolean {
    return (this.#perSession.get(sessionId) ?? 0) < MAX_STREAMS_PER_SESSION;
  }

  /**
   * Adds a stream, then writes what it missed after `lastEventId` (or `reset` when the log no
   * longer holds it). Synchronous, so no event falls between the catch-up and the live ones.
   */
  open(stream: ConsoleStream, lastEventId: string | undefined): () => void {
    const set = this.#streams.get(stream.ownerId) ?? new Set();
    set.add(stream);
    this.#streams.set(stream.ownerId, set);
    this.#perSession.set(stream.sessionId, (this.#perSession.get(stream.sessionId) ?? 0) + 1);
    const log = this.#trimmed(stream.ownerId);
    stream.write(`retry: 2000\n${sseMessage('ready', { heartbeatMs: this.heartbeatMs, last: log.at(-1)?.id ?? '' })}`);
    if (lastEventId) {
      const { events, reset } = this.since(stream.ownerId, lastEventId);
      if (reset) stream.write(sseMessage('reset', {}));
      for (const event of events) stream.write(sseMessage(event.topic, event.data, event.id));
    }
    for (const row of this.viewersNow(stream.ownerId)) stream.write(sseMessage('viewers', row));
    let closed = false;
    return () => {
      if (closed) return;
      closed = true;
      set.delete(stream);
      if (set.size === 0) this.#streams.delete(stream.ownerId);
      const left = (this.#perSession.get(stream.sessionId) ?? 1) - 1;
      if (left > 0) this.#perSession.set(stream.sessionId, left);
      else this.#perSession.delete(stream.sessionId);
    };
  }

  /**
   * The owner's logged events after `after` (an event id, or a page's time cursor `t-<ms>`: the events
   * that arrived from then on); `reset` when the log does not hold it, or may have lost some since.
   */
  since(ownerId: number, after: string | undefined): { events: LoggedEvent[]; reset: boolean; last: string } {
    const log = this.#trimmed(ownerId);
    const last = log.at(-1)?.id ?? '';
    if (!after) return { events: [], reset: false, last };
    // A page's cursor (livePageCursor): the events that arrived from the time the server wrote the page.
    const from = livePageCursorTime(after);
    if (from !== null) {
      if (from < this.#startedAt || (this.#dropped.get(ownerId) ?? -1) >= from) return { events: [], reset: true, last };
      return { events: log.filter((event) => event.received >= from), reset: false, last };
    }
    const at = log.findIndex((event) => event.id === after);
    if (at < 0) return { events: [], reset: true, last };
    return { events: log.slice(at + 1), reset: false, last };
  }

  /** The owner's broadcasts with viewers online now. */
  viewersNow(ownerId: number): { activityId: number; online: number }[] {
    const rows: { activityId: number; online: number }[] = [];
    for (const [activityId, presence] of this.#presence)
      if (presence.owner === ownerId && presence.total > 0) rows.push({ activityId, online: presence.total });
    return rows;
  }

  /** Viewers online of one broadcast now and the most in each of the last {@link SERIES_MINUTES} minutes, oldest first. */
  viewersOf(activityId: number): { online: number; series: number[] } {
    const online = this.#presence.get(activityId)?.total ?? 0;
    const minutes = this.#series.get(activityId);
    const series: number[] = [];
    const current = minuteOf(this.#now());
    let carried = 0;
    if (minutes) {
      // The value before the window, carried into its first minutes.
      let before = -Infinity;
      for (const [minute, point] of minutes) if (minute <= current - SERIES_MINUTES * 60_000 && minute > before) [before, carried] = [minute, point.last];
    }
    for (let i = SERIES_MINUTES - 1; i >= 0; i--) {
      const point = minutes?.get(current - i * 60_000);
      series.push(point ? point.max : carried);
      if (point) carried = point.last;
    }
    return { online, series };
  }

  /** A watch page of `activityId` (owned by `owner`) opened; call the answer when it closes. */
  watch(activityId: number, owner: number, page: { end(): void }): () => void {
    this.#watchers.add(page);
    const local = this.#local.get(activityId) ?? { owner, count: 0 };
    local.count += 1;
    this.#local.set(activityId, local);
    this.#announce(activityId);
    let closed = false;
    return () => {
      if (closed) return;
      closed = true;
      this.#watchers.delete(page);
      const entry = this.#local.get(activityId);
      if (!entry) return;
      entry.count -= 1;
      this.#announce(activityId);
      if (entry.count <= 0) this.#local.delete(activityId);
    };
  }

  /** Ends every stream and watch page (the server is closing: nothing may hold it open). */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    for (const timer of this.#timers) clearInterval(timer);
    // Other processes stop counting this one's viewers at once, not after the TTL.
    for (const [activityId, local] of this.#local) {
      await this.options.bus
        .publish({ t: 'p', node: this.node, owner: local.owner, activity: activityId, count: 0 } satisfies BusMessage)
        .catch(() => undefined);
    }
    this.#unsubscribe();
    for (const set of this.#streams.values()) for (const stream of set) stream.end();
    for (const page of this.#watchers) page.end();
    this.#streams.clear();
    this.#perSession.clear();
    this.#watchers.clear();
    this.#local.clear();
  }

  #announce(activityId: number): void {
    const local = this.#local.get(activityId);
    if (!local) return;
    const message: BusMessage = { t: 'p', node: this.node, owner: local.owner, activity: activityId, count: Math.max(0, local.count) };
    this.options.bus.publish(message).catch(() => undefined);
  }

  #announceAll(): void {
    for (const activityId of this.#local.keys()) this.#announce(activityId);
    // Counts of processes that stopped announcing (gone without a word) are dropped.
    const now = this.#now();
    for (const [activityId, presence] of this.#presence) {
      let changed = false;
      for (const [node, entry] of presence.nodes) {
        if (now - entry.at > PRESENCE_TTL_MS) {
          presence.nodes.delete(node);
          changed = true;
        }
      }
      if (changed) this.#total(activityId, presence);
      if (presence.nodes.size === 0) this.#presence.delete(activityId);
    }
    for (const owner of this.#logs.keys()) this.#trimmed(owner);
  }

  #receive(message: BusMessage): void {
    if (this.#closed || !message || typeof message !== 'object') return;
    if (message.t === 'e') {
      const event: LoggedEvent = { id: message.id, topic: message.topic, data: message.data, at: message.at, received: this.#now() };
      const log = this.#logs.get(message.owner) ?? [];
      log.push(event);
      if (log.length > LOG_MAX_EVENTS) this.#drop(message.owner, log, log.length - LOG_MAX_EVENTS);
      this.#logs.set(message.owner, log);
      this.#deliver(message.owner, sseMessage(event.topic, event.data, event.id));
    } else if (message.t === 'p') {
      const presence = this.#presence.get(message.activity) ?? { owner: message.owner, nodes: new Map(), total: 0 };
      this.#presence.set(message.activity, presence);
      if (message.count > 0) presence.nodes.set(message.node, { count: message.count, at: this.#now() });
      else presence.nodes.delete(message.node);
      this.#total(message.activity, presence);
    }
  }

  /** Sums the processes' counts; a new total is recorded and pushed to the owner's consoles. */
  #total(activityId: number, presence: Presence): void {
    let total = 0;
    for (const entry of presence.nodes.values()) total += entry.count;
    const minute = minuteOf(this.#now());
    const minutes = this.#series.get(activityId) ?? new Map();
    const point = minutes.get(minute);
    minutes.set(minute, { max: Math.max(point?.max ?? 0, total), last: total });
    for (const key of minutes.keys()) if (key < minute - (SERIES_MINUTES + 1) * 60_000) minutes.delete(key);
    this.#series.set(activityId, minutes);
    if (total === presence.total) return;
    presence.total = total;
    this.#deliver(presence.owner, sseMessage('viewers', { activityId, online: total }));
  }

  /** Writes to the owner's streams only, each after confirming its session (at most {@link AUTH_FRESH_MS} old). */
  #deliver(ownerId: number, text: string): void {
    const set = this.#streams.get(ownerId);
    if (!set) return;
    for (const stream of set) {
      if (stream.ownerId !== ownerId) continue;
      stream.queue = stream.queue.then(async () => {
        if (!(await this.#authorised(stream))) return stream.end();
        if (stream.buffered() > MAX_BUFFERED_BYTES) return stream.end();
        stream.write(text);
      });
    }
  }

  async #authorised(stream: ConsoleStream): Promise<boolean> {
    if (this.#now() - stream.confirmedAt <= AUTH_FRESH_MS) return true;
    const open = await this.options.openSessions([stream.sessionId]);
    if (!open.has(stream.sessionId)) return false;
    stream.confirmedAt = this.#now();
    return true;
  }

  /** Heartbeat: one comment per stream, and every stream's session confirmed in one query. */
  async #heartbeat(): Promise<void> {
    const streams = [...this.#streams.values()].flatMap((set) => [...set]);
    if (streams.length === 0) return;
    let open: Set<number>;
    try {
      open = await this.options.openSessions([...new Set(streams.map((stream) => stream.sessionId))]);
    } catch {
      // The database is away: streams stay, their sessions are asked again on the next beat.
      for (const stream of streams) stream.write(`: ${this.#now()}\n\n`);
      return;
    }
    const now = this.#now();
    for (const stream of streams) {
      if (!open.has(stream.sessionId)) {
        stream.end();
        continue;
      }
      stream.confirmedAt = now;
      stream.write(`: ${now}\n\n`);
    }
  }

  /** The LISTEN connection dropped and came back: events may be lost, every console reloads. */
  #gap(): void {
    for (const set of this.#streams.values()) for (const stream of set) stream.write(sseMessage('reset', {}));
  }

  /** Removes the log's `count` oldest events, noting the latest of them. */
  #drop(ownerId: number, log: LoggedEvent[], count: number): void {
    const latest = log[count - 1]?.received ?? 0;
    this.#dropped.set(ownerId, Math.max(this.#dropped.get(ownerId) ?? 0, latest));
    log.splice(0, count);
  }

  #trimmed(ownerId: number): LoggedEvent[] {
    const log = this.#logs.get(ownerId);
    if (!log) return [];
    const oldest = this.#now() - LOG_MAX_AGE_MS;
    let drop = 0;
    while (drop < log.length && log[drop].received < oldest) drop += 1;
    if (drop > 0) this.#drop(ownerId, log, drop);
    if (log.length === 0) this.#logs.delete(ownerId);
    return log;
  }
}

const minuteOf = (ms: number) => ms - (ms % 60_000);

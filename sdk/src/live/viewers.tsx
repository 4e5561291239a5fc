import type { LiveViewersAnswer } from '@greenroom/contracts';
import { useCallback, useSyncExternalStore } from 'react';
import { formatCount } from '../format';
import { useServices } from '../hooks';
import type { LiveService, ShellServices } from '../services';

/**
 * The viewers online of one console (issue 26 §2), shared by every part that shows them: read once
 * from `/api/live/viewers` when the first part appears, kept by the pushed `viewers` events, read
 * again after a reset, and let go {@link VIEWERS_KEPT_MS} after the last part is gone (or at a reset
 * while no part shows them). A part subscribes to the one count it shows, so a pushed count renders
 * that part alone, not the list or widget around it (issue 25: a popular broadcast's viewers come and
 * go many times a second).
 */
interface ViewersStore {
  counts: ReadonlyMap<number, number>;
  readonly listeners: Set<() => void>;
  stop: () => void;
  /** Lets the store go once no part has shown the counts for {@link VIEWERS_KEPT_MS}. */
  idle: ReturnType<typeof setTimeout> | null;
}

/**
 * How long the counts are kept, current by the pushed events, after the last part showing them is
 * gone: a navigation from the home's live widget to the live list (or back) finds them without
 * reading `/api/live/viewers` again.
 */
export const VIEWERS_KEPT_MS = 60_000;

const NONE: ReadonlyMap<number, number> = new Map();
const stores = new WeakMap<LiveService, ViewersStore>();

function publish(store: ViewersStore, counts: ReadonlyMap<number, number>) {
  store.counts = counts;
  for (const listener of [...store.listeners]) listener();
}

function setCount(counts: Map<number, number>, activityId: number, online: number) {
  if (online > 0) counts.set(activityId, online);
  else counts.delete(activityId);
}

function open(services: ShellServices, live: LiveService): ViewersStore {
  const store: ViewersStore = { counts: NONE, listeners: new Set(), stop: () => {}, idle: null };
  // The counts pushed while a read is on its way are newer than the read: they are laid over it.
  let pushedSince: Map<number, number> | null = null;
  const load = () => {
    const pushed = new Map<number, number>();
    pushedSince = pushed;
    void services
      .http('/api/live')
      .get<LiveViewersAnswer>('/viewers', { silent: true })
      .then((result) => {
        // A newer read was asked, or the store was let go: this answer is not shown.
        if (pushedSince !== pushed || stores.get(live) !== store) return;
        pushedSince = null;
        if (!result.ok) return;
        const next = new Map(result.data.list.map((row) => [row.activityId, row.online]));
        for (const [activityId, online] of pushed) setCount(next, activityId, online);
        publish(store, next);
      });
  };
  const off = live.subscribe('viewers', ({ activityId, online }) => {
    pushedSince?.set(activityId, online);
    if ((store.counts.get(activityId) ?? 0) === online) return;
    const next = new Map(store.counts);
    setCount(next, activityId, online);
    publish(store, next);
  });
  // Events were missed: read again for the parts showing the counts; with none, let the store go
  // (the next part reads afresh) rather than read for nobody.
  const offReset = live.onReset(() => (store.listeners.size > 0 ? load() : close(live, store)));
  store.stop = () => {
    off();
    offReset();
  };
  load();
  return store;
}

/** Lets `store` go: no more pushed counts, and the next part opens a new one. */
function close(live: LiveService, store: ViewersStore) {
  if (store.idle !== null) clearTimeout(store.idle);
  store.idle = null;
  store.stop();
  if (stores.get(live) === store) stores.delete(live);
}

/**
 * Subscribes `listener` to the console's viewers counts (opening the shared store for the first
 * part, or taking back the one kept since the last part went).
 */
function subscribeViewers(services: ShellServices, listener: () => void): () => void {
  const live = services.live;
  if (!live) return () => {};
  let store = stores.get(live);
  if (!store) {
    store = open(services, live);
    stores.set(live, store);
  }
  if (store.idle !== null) clearTimeout(store.idle);
  store.idle = null;
  store.listeners.add(listener);
  const held = store;
  return () => {
    held.listeners.delete(listener);
    if (held.listeners.size > 0 || stores.get(live) !== held) return;
    held.idle = setTimeout(() => close(live, held), VIEWERS_KEPT_MS);
  };
}

function countsOf(services: ShellServices): ReadonlyMap<number, number> {
  return (services.live && stores.get(services.live)?.counts) || NONE;
}

/** The console's services and a subscription to their shared viewers counts, for `useSyncExternalStore`. */
function useViewersSubscription() {
  const services = useServices();
  const subscribe = useCallback((listener: () => void) => subscribeViewers(services, listener), [services]);
  return { services, subscribe };
}

/** The server renders no viewers (its page has no live channel): 0 everywhere, as the browser's first render. */
const serverCounts = () => NONE;

/**
 * Viewers online of the account's live broadcasts (issue 26 §2): open watch pages summed over the
 * server's processes, as a map from activity id to the count (absent: none). Read once per console
 * from `/api/live/viewers`, then kept by the pushed `viewers` events; empty without a live channel.
 * Renders its part on every pushed count: a part showing one broadcast's count reads
 * {@link useViewersOnlineOf} (or draws {@link ViewersOnline}) instead.
 * @public
 */
export function useViewersOnline(): ReadonlyMap<number, number> {
  const { services, subscribe } = useViewersSubscription();
  return useSyncExternalStore(subscribe, () => countsOf(services), serverCounts);
}

/**
 * One broadcast's viewers online (0 when none), from the same shared counts as
 * {@link useViewersOnline}; its part renders only when this count changes, not on another
 * broadcast's.
 * @public
 */
export function useViewersOnlineOf(activityId: number): number {
  const { services, subscribe } = useViewersSubscription();
  return useSyncExternalStore(
    subscribe,
    () => countsOf(services).get(activityId) ?? 0,
    () => 0,
  );
}

/**
 * Props of {@link ViewersOnline}.
 * @public
 */
export interface ViewersOnlineProps {
  /** The broadcast. */
  activityId: number;
  /** Words before the count (在线), if any. */
  label?: string;
  /** The element's class. */
  className?: string;
}

/**
 * One broadcast's viewers online as text (`data-online-of` names the broadcast): a list's cell or a
 * widget's line that a pushed count renders alone (issue 25), written with {@link formatCount}.
 * @public
 */
export function ViewersOnline({ activityId, label, className }: ViewersOnlineProps) {
  const online = useViewersOnlineOf(activityId);
  return (
    <span className={className} data-online-of={activityId}>
      {label ? `${label} ` : ''}
      {formatCount(online)}
    </span>
  );
}

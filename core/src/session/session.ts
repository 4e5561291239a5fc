import type { Entitlement, HttpResult, SessionRefreshOptions, SessionService, SessionSnapshot, UserInfo } from '@greenroom/sdk';
import { proxy } from 'valtio/vanilla';
import type { HttpFactory } from '../http';
import { createCallClient } from '../http/calls';
import { createLogger } from '../log';
import type { BootSource } from '../startup/boot';
import { isStatusTrue } from '../userApi';
import { isPhotoCompany, maskPhone } from './rules';

/** Area code shown when the server leaves it out (SPEC §3). */
export const DEFAULT_AREA_CODE = '+86';

/** The session's mutable state; plugins only ever see it as a read-only {@link SessionSnapshot}. */
export interface SessionState extends SessionSnapshot {
  loaded: boolean;
  user: UserInfo | null;
  entitlements: Entitlement[];
  certified: boolean;
  huipai: boolean;
}

/** Name of the channel the console's tabs tell each other on that the session changed (a purchase). */
export const SESSION_CHANNEL = 'greenroom:session';

/** The part of a `BroadcastChannel` the session uses. */
export type SessionChannel = Pick<BroadcastChannel, 'postMessage' | 'onmessage'>;

/** The console's session channel, or null where the environment has no `BroadcastChannel`. */
export function openSessionChannel(): SessionChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : null;
}

/** Options of {@link createSession}. */
export interface SessionOptions {
  /** The clock for the photo-company rule; injectable for tests. */
  now?: () => number;
  /** Where exceptions while applying a response go (SPEC §8: only log). */
  log?: (...args: unknown[]) => void;
  /** Leaves for single sign-on re-login; used after a successful log-out. */
  redirectToSso?: () => void;
  /**
   * Where the console's tabs tell each other to refresh ({@link openSessionChannel}): a message
   * reloads this tab's session without broadcasting again. None by default.
   */
  channel?: SessionChannel | null;
  /**
   * The start-up answers the server put into the page ({@link BootSource}): the first `load()` uses
   * each one present instead of its call; later loads always call.
   */
  boot?: BootSource | null;
}

/** The session service the host owns: the sdk's read-only view plus what the shell may change. */
export interface SessionStore extends SessionService {
  readonly state: SessionState;
  /** Loads user info, entitlements, certification and huipai status in parallel (SPEC §4 "Start-up"). */
  load(): Promise<void>;
  /** Sets the certification status (after a successful scan). */
  setCertified(certified: boolean): void;
  /** Logs out; on ok leaves for single sign-on re-login (SPEC §7 `/logout`). */
  logout(): Promise<void>;
}

function asEntitlements(data: unknown): Entitlement[] {
  if (Array.isArray(data)) return data as Entitlement[];
  const list = (data as { list?: unknown } | null)?.list;
  return Array.isArray(list) ? (list as Entitlement[]) : [];
}

/**
 * Creates the session store. Derived fields are getters on the proxy: valtio 2 snapshots evaluate
 * getters into plain values, so `useSnapshot` readers see `maskedPhone`, `pointsNum` and
 * `photoCompany` like any other field (a test guards this).
 */
export function createSession(http: HttpFactory, options: SessionOptions = {}): SessionStore {
  const now = options.now ?? Date.now;
  const log = options.log ?? createLogger('session').error;
  const call = createCallClient(http);

  const state = proxy<SessionState>({
    loaded: false,
    user: null,
    entitlements: [],
    certified: false,
    huipai: false,
    get maskedPhone() {
      return maskPhone(this.user?.mobPhone);
    },
    get pointsNum() {
      return this.user?.pointsNum ?? 0;
    },
    get photoCompany() {
      return isPhotoCompany(this.entitlements, now());
    },
  });

  // Not ok: keep what we had (SPEC §8). Applying is guarded so one odd payload cannot stop the rest.
  async function apply<T>(request: Promise<HttpResult<T>>, use: (data: T | null) => void, what: string) {
    try {
      const result = await request;
      if (result.ok) use(result.data);
    } catch (error) {
      log(`loading ${what} failed`, error);
    }
  }

  /** The boot data's answer for `key` as a successful result, else the call. */
  function bootOr<T>(key: 'user' | 'entitlements' | 'certified' | 'huipai', call: () => Promise<HttpResult<T>>): Promise<HttpResult<T>> {
    const data = options.boot?.take(key);
    return data === undefined ? call() : Promise.resolve({ ok: true, data: data as T, code: 0, msg: '' });
  }

  async function load(): Promise<void> {
    try {
      await Promise.all([
        apply(
          bootOr('user', () => call('GET /api/user/getUserInfo')),
          (user) => {
            state.user = user ? { ...user, areaCode: user.areaCode || DEFAULT_AREA_CODE } : null;
          },
          'user info',
        ),
        apply(
          bootOr('entitlements', () => call('GET /api/user/empower-info')),
          (data) => {
            state.entitlements = asEntitlements(data);
          },
          'entitlements',
        ),
        apply(
          bootOr('certified', () => call('GET /api/user/certification/status')),
          (data) => {
            state.certified = isStatusTrue(data);
          },
          'certification status',
        ),
        apply(
          bootOr('huipai', () => call('GET /api/user/huipai/status')),
          (data) => {
            state.huipai = isStatusTrue(data);
          },
          'huipai status',
        ),
      ]);
    } finally {
      state.loaded = true;
    }
  }

  const channel = options.channel;
  if (channel) channel.onmessage = () => void load();

  return {
    state,
    load,
    async refresh({ broadcast }: SessionRefreshOptions = {}) {
      await load();
      if (broadcast) channel?.postMessage('refresh');
    },
    setCertified(certified) {
      state.certified = certified;
    },
    async logout() {
      const result = await call('GET /api/user/logout');
      if (result.ok) options.redirectToSso?.();
    },
  };
}

import type { LiveTopic, LiveTopics } from '@greenroom/contracts';
import { proxy } from 'valtio/vanilla';
import type {
  ExternalTarget,
  HttpClient,
  HttpRequestOptions,
  HttpResult,
  LiveService,
  NoticeAction,
  NoticeLink,
  SessionSnapshot,
  ShellConfig,
  ShellServices,
} from '../services';
import { testingTexts } from './texts';

/**
 * One request a plugin made through the fake envelope client.
 * @public
 */
export interface FakeRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Full path: API base + url, without the query string. */
  path: string;
  /** Values of `:params` in the matched route key. */
  pathParams: Record<string, string>;
  params: HttpRequestOptions['params'];
  data: unknown;
  /** The request's abort signal, to assert that a screen aborts what it no longer needs. */
  signal?: AbortSignal;
}

/**
 * What a fake answers: an envelope (code defaults to 0), or a bare HTTP failure.
 * @public
 */
export type FakeReply = { code?: number; msg?: string; msgCode?: number | string; data?: unknown; fileName?: string } | { httpStatus: number };

/**
 * A fake endpoint: a fixed reply or a function of the request.
 * @public
 */
export type FakeHandler = FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);

/**
 * Options of {@link createFakeServices}.
 * @public
 */
export interface FakeServicesOptions {
  /** Endpoints by `METHOD /full/path`, `:name` segments allowed: `'DELETE /api/activity/twzb/:id'`. */
  http?: Record<string, FakeHandler>;
  /** Session fields to override (a signed-in, certified demo user by default). */
  session?: Partial<SessionSnapshot>;
  /** Configuration fields to override. */
  config?: Partial<ShellConfig>;
  /** A live channel the test pushes events through ({@link createFakeLive}); none by default (nothing is pushed). */
  live?: FakeLive;
}

/**
 * A live channel a test drives (issue 26): `emit` hands an event to the screen's `useLive`
 * listeners, `reset` runs their reset callbacks, `state.mode` is what `useLiveConnected` reads.
 * @public
 */
export interface FakeLive {
  readonly live: LiveService;
  readonly state: { mode: LiveService['state']['mode'] };
  emit<T extends LiveTopic>(topic: T, data: LiveTopics[T]): void;
  reset(): void;
  /** How many listeners the topic has now. */
  count(topic: LiveTopic): number;
}

/**
 * A fake live channel, held (`stream`) unless `mode` says otherwise.
 * @public
 */
export function createFakeLive(mode: LiveService['state']['mode'] = 'stream'): FakeLive {
  const listeners = new Map<LiveTopic, Set<(data: unknown) => void>>();
  const resets = new Set<() => void>();
  const state = proxy<{ mode: LiveService['state']['mode'] }>({ mode });
  const live: LiveService = {
    state,
    subscribe(topic, listener) {
      const set = listeners.get(topic) ?? new Set();
      const call = listener as (data: unknown) => void;
      set.add(call);
      listeners.set(topic, set);
      return () => set.delete(call);
    },
    onReset(listener) {
      resets.add(listener);
      return () => resets.delete(listener);
    },
  };
  return {
    live,
    state,
    emit: (topic, data) => {
      for (const listener of [...(listeners.get(topic) ?? [])]) listener(data);
    },
    reset: () => {
      for (const listener of [...resets]) listener();
    },
    count: (topic) => listeners.get(topic)?.size ?? 0,
  };
}

/**
 * Shell services for tests, recording what the plugin did.
 * @public
 */
export interface FakeServices extends ShellServices {
  /** Every request, in order. */
  readonly requests: FakeRequest[];
  /** Every toast, in order. */
  readonly toasts: { type: 'success' | 'error' | 'info' | 'warning'; text: string; link?: NoticeLink | NoticeAction }[];
  /** Every external link opened. */
  readonly opened: { url: string; target: ExternalTarget }[];
  /** Replaces or adds an endpoint while a test runs. */
  setHandler(key: string, handler: FakeHandler): void;
}

const origin = 'http://localhost';

/**
 * Configuration the fakes start from (the `local` environment on localhost).
 * @public
 */
export const fakeConfig: ShellConfig = {
  env: 'local',
  apiPath: '/api',
  host: origin,
  key: 'test',
  uploadHost: origin,
  ssoUrl: `${origin}/sso`,
  authHost: origin,
  userCenterHost: `${origin}/sso/user-center`,
  homeSite: `${origin}/`,
  cdn: `${origin}/static`,
  hotline: '400-000-0000',
  products: {
    live: { base: origin, admin: `${origin}/admin/` },
    photo: { base: origin, admin: `${origin}/admin/` },
    event: { base: origin, admin: `${origin}/admin/` },
    website: { base: origin, admin: `${origin}/admin/` },
    survey: { base: origin, admin: `${origin}/admin/` },
    userCenter: { base: origin, admin: `${origin}/sso/user-center` },
  },
};

/** The fake session, in the page's language (its nickname: 测试主办方, or Test organizer in English). */
const fakeSession = (): SessionSnapshot => ({
  loaded: true,
  user: {
    avatarUrl: '',
    nickname: testingTexts.nickname,
    username: 'tester',
    usernameModify: 0,
    email: 'tester@example.com',
    isSetPassword: true,
    mobPhone: '13812345678',
    areaCode: '+86',
    wxNickname: '',
    registerTime: '2026-01-01 00:00:00',
    pointsNum: 0,
    locale: null,
    theme: 'system',
  },
  entitlements: [],
  certified: true,
  huipai: false,
  maskedPhone: '138****5678',
  pointsNum: 0,
  photoCompany: false,
});

/** The fake session with `overrides`; a given user without a given `pointsNum` derives it as the core does (SPEC §3: 0 if missing). */
function sessionOf(overrides: Partial<SessionSnapshot> = {}): SessionSnapshot {
  const derived = overrides.user && !('pointsNum' in overrides) ? { pointsNum: overrides.user.pointsNum ?? 0 } : {};
  return { ...fakeSession(), ...derived, ...overrides };
}

/** The bytes of a request body, as far as a fake can tell (a FormData's files, a Blob, a JSON text). */
function bodySize(data: unknown): number {
  if (typeof Blob !== 'undefined' && data instanceof Blob) return data.size;
  if (typeof FormData !== 'undefined' && data instanceof FormData) {
    let size = 0;
    data.forEach((value) => {
      size += typeof value === 'string' ? value.length : value.size;
    });
    return size;
  }
  return data === undefined ? 0 : JSON.stringify(data).length;
}

function matchKey(key: string, method: string, path: string): Record<string, string> | null {
  const [keyMethod, keyPath] = key.split(' ');
  if (keyMethod !== method) return null;
  const want = keyPath.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) params[want[i].slice(1)] = decodeURIComponent(got[i]);
    else if (want[i] !== got[i]) return null;
  }
  return params;
}

/**
 * Fake shell services with the envelope client's semantics: `code` not 0 toasts `msg` (unless the
 * request is `silent`) and is not ok;
 * an `httpStatus` reply is not ok with an error attached and no toast; an unknown endpoint answers
 * HTTP 404 (and warns, so a missing fake is easy to spot).
 * @public
 */
export function createFakeServices(options: FakeServicesOptions = {}): FakeServices {
  const handlers = new Map(Object.entries(options.http ?? {}));
  const requests: FakeRequest[] = [];
  const toasts: FakeServices['toasts'] = [];
  const opened: FakeServices['opened'] = [];
  const toast = (type: FakeServices['toasts'][number]['type']) => (text: string, link?: NoticeLink | NoticeAction) =>
    toasts.push(link ? { type, text, link } : { type, text });
  const notify = { success: toast('success'), error: toast('error'), info: toast('info'), warning: toast('warning') };

  async function send<T>(method: FakeRequest['method'], path: string, opts: HttpRequestOptions = {}): Promise<HttpResult<T>> {
    for (const [key, handler] of handlers) {
      const pathParams = matchKey(key, method, path);
      if (!pathParams) continue;
      const request: FakeRequest = { method, path, pathParams, params: opts.params, data: opts.data, signal: opts.signal };
      requests.push(request);
      // A body being sent reports its progress in two steps, as an upload does.
      if (opts.onUploadProgress) {
        const total = bodySize(opts.data);
        opts.onUploadProgress({ loaded: Math.floor(total / 2), total });
        opts.onUploadProgress({ loaded: total, total });
      }
      const reply = typeof handler === 'function' ? await handler(request) : handler;
      if ('httpStatus' in reply) {
        return { ok: false, data: null, code: null, msg: '', status: reply.httpStatus, error: new Error(`HTTP ${reply.httpStatus}`) };
      }
      const code = reply.code ?? 0;
      if (code !== 0) {
        if (!opts.silent) notify.error(reply.msg ?? '');
        return { ok: false, data: null, code, msg: reply.msg ?? '', status: 200 };
      }
      // A file arrives in two steps, as a streamed download reports it.
      if (reply.data instanceof Blob && opts.onDownloadProgress) {
        const total = reply.data.size;
        opts.onDownloadProgress({ loaded: Math.floor(total / 2), total });
        opts.onDownloadProgress({ loaded: total, total });
      }
      const fileName = reply.fileName === undefined ? {} : { fileName: reply.fileName };
      return { ok: true, data: (reply.data ?? null) as T, code, msg: reply.msg ?? '', status: 200, ...fileName };
    }
    console.warn(`[fake http] no handler for ${method} ${path}`);
    requests.push({ method, path, pathParams: {}, params: opts.params, data: opts.data });
    return { ok: false, data: null, code: null, msg: '', status: 404, error: new Error(`no fake for ${method} ${path}`) };
  }

  const http = (base: string): HttpClient => ({
    base,
    get: (url, opts) => send('GET', base + url, opts),
    post: (url, opts) => send('POST', base + url, opts),
    put: (url, opts) => send('PUT', base + url, opts),
    delete: (url, opts) => send('DELETE', base + url, opts),
  });

  return {
    session: { state: proxy(sessionOf(options.session)), refresh: async () => {} },
    http,
    notify,
    config: { ...fakeConfig, ...options.config },
    openExternal: (url, target = 'tab') => {
      opened.push({ url, target });
    },
    requests,
    toasts,
    opened,
    setHandler: (key, handler) => {
      handlers.set(key, handler);
    },
    ...(options.live ? { live: options.live.live } : {}),
  };
}

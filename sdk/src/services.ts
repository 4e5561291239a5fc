/**
 * Shell services: what the console host provides to every plugin at run time.
 * Plugins reach them through the hooks in `hooks.tsx`; the host (and the test harness) supply them
 * through {@link ServicesProvider}. Types only: the implementations live in `core/`.
 */
import type { LiveTopic, LiveTopics, UserInfo } from '@greenroom/contracts';

/** The API's shapes come from one source, the contracts: a page of rows and the user info (SPEC §3). */
export type { Page, UserInfo } from '@greenroom/contracts';

/**
 * The response envelope every API answers with (SPEC §3). `code` 0 is success.
 * @public
 */
export interface Envelope<T = unknown> {
  /** 0 is success; 401 sends the user to single sign-on (SPEC §6). */
  code: number;
  /** Human-readable message, in Chinese; shown as an error toast when `code` is not 0. */
  msg: string;
  /** Secondary code; 401 also sends the user to single sign-on. */
  msgCode?: number | string | null;
  /** The payload. */
  data: T;
}

/**
 * Options of one request through the envelope client.
 * @public
 */
export interface HttpRequestOptions {
  /** Query parameters; `undefined` and empty-string values are dropped. */
  params?: Record<string, string | number | boolean | undefined | null | readonly (string | number)[]>;
  /** JSON body (POST, PUT, DELETE). */
  data?: unknown;
  /** Aborts the request (a page unmounting). */
  signal?: AbortSignal;
  /** `blob` for file downloads: a binary body counts as ok (SPEC §4 "Response"). */
  responseType?: 'json' | 'blob';
  /** Called as a response body arrives (a file download): bytes so far, and the total when the server said it. */
  onDownloadProgress?: (progress: DownloadProgress) => void;
  /**
   * Called as the request body is sent (an image upload, `data` a `FormData`): bytes so far, and the
   * total when known. The envelope client hands it to axios' `onUploadProgress`.
   */
  onUploadProgress?: (progress: DownloadProgress) => void;
  /**
   * No error toast when the envelope says no (`code` ≠ 0): the result is still not ok and is still
   * logged, and a 401 still leaves for single sign-on. For calls SPEC §8 marks silent, such as the
   * contact-us QR code.
   */
  silent?: boolean;
}

/** What every result carries besides its payload. */
interface HttpResultBase {
  /** The envelope's `code`, when an envelope arrived. */
  code: number | null;
  /** The envelope's `msg`, when an envelope arrived. */
  msg: string;
  /** HTTP status, when a response arrived. */
  status?: number;
}

/**
 * How much of a response body has arrived.
 * @public
 */
export interface DownloadProgress {
  loaded: number;
  /** The body's length, when the server sent one (a streamed export may not). */
  total?: number;
}

/**
 * A successful request: the envelope's `data` (or the Blob of a file).
 * @public
 */
export interface HttpSuccess<T> extends HttpResultBase {
  /** A file's name from the server's `Content-Disposition` (`filename*` or `filename`), when it sent one. */
  fileName?: string;
  /** Success as SPEC §4 defines it. */
  ok: true;
  /** The envelope's `data` (or the Blob of a file). */
  data: T;
  /** Never set on success; declared so `result.error` reads without narrowing first. */
  error?: undefined;
}

/**
 * A request that did not succeed: refused envelope, HTTP or network failure.
 * @public
 */
export interface HttpFailure extends HttpResultBase {
  /** Success as SPEC §4 defines it. */
  ok: false;
  /** Always null when not ok. */
  data: null;
  /** The transport error for HTTP and network failures (no toast is shown for those). */
  error?: unknown;
}

/**
 * What every request resolves to; it never rejects (SPEC §8).
 * `ok` is true when the HTTP status is 2xx and `code` is 0, or the body is a file; `if (result.ok)`
 * narrows `data` to `T`.
 * @public
 */
export type HttpResult<T> = HttpSuccess<T> | HttpFailure;

/**
 * The envelope HTTP client bound to one API base (e.g. `/api/activity`).
 * @public
 */
export interface HttpClient {
  /** The API base this client is bound to. */
  readonly base: string;
  /** GET `base + url`. */
  get<T>(url: string, options?: HttpRequestOptions): Promise<HttpResult<T>>;
  /** POST `base + url`. */
  post<T>(url: string, options?: HttpRequestOptions): Promise<HttpResult<T>>;
  /** PUT `base + url`. */
  put<T>(url: string, options?: HttpRequestOptions): Promise<HttpResult<T>>;
  /** DELETE `base + url`. */
  delete<T>(url: string, options?: HttpRequestOptions): Promise<HttpResult<T>>;
}

/**
 * One entitlement of `/api/user/empower-info`: a product (SPEC §1 id), its edition and expiry.
 * @public
 */
export interface Entitlement {
  /** Product id of SPEC §1. */
  product: number;
  /** Edition id within the product. */
  proType: number;
  /** Expiry, as an ISO date-time string or epoch milliseconds. */
  expireTime: string | number;
}

/**
 * The read-only session a plugin sees (SPEC §3 "User info", "Other user state").
 * @public
 */
export interface SessionSnapshot {
  /** True once start-up loading has finished (whatever its outcome). */
  readonly loaded: boolean;
  /** The signed-in user; null until loaded or when loading was not ok. */
  readonly user: UserInfo | null;
  /** Entitlements of the user. */
  readonly entitlements: readonly Entitlement[];
  /** Real-name certification status. */
  readonly certified: boolean;
  /** Guest-reception (huipai) status. */
  readonly huipai: boolean;
  /** Phone masked as SPEC §3: first 3 digits, `****`, digits 8 to 11. */
  readonly maskedPhone: string;
  /** Points, 0 when missing. */
  readonly pointsNum: number;
  /** The photo-company rule of SPEC §6. */
  readonly photoCompany: boolean;
}

/**
 * Options of {@link SessionService.refresh}.
 * @public
 */
export interface SessionRefreshOptions {
  /**
   * Also tells the console's other tabs to reload theirs (after a purchase in a tab of its own, the
   * drawer and the home of the first tab show the new entitlement without a reload).
   */
  broadcast?: boolean;
}

/**
 * The session service.
 * @public
 */
export interface SessionService {
  /** Reactive state (a valtio proxy); read it with {@link useSession}. */
  readonly state: SessionSnapshot;
  /** Reloads user info, entitlements and certification status. */
  refresh(options?: SessionRefreshOptions): Promise<void>;
}

/**
 * A link a toast offers after its text: a finished download's file (issue 24 §5).
 * @public
 */
export interface NoticeLink {
  text: string;
  /** The address; a file on the console's server. */
  href: string;
  /** Download it under this file name instead of opening it. */
  download?: string;
}

/**
 * An action a toast offers after its text, inside the console (a new message: 查看 opens it in the bell).
 * @public
 */
export interface NoticeAction {
  text: string;
  onClick(): void;
}

/**
 * Toasts (SPEC §9: 3000 ms by default; hovering one keeps it), each with an optional link or action.
 * @public
 */
export interface Notifier {
  success(text: string, link?: NoticeLink | NoticeAction): void;
  error(text: string, link?: NoticeLink | NoticeAction): void;
  info(text: string, link?: NoticeLink | NoticeAction): void;
  warning(text: string, link?: NoticeLink | NoticeAction): void;
}

/**
 * Environments of SPEC §3/§9, plus `local` for the reference server.
 * @public
 */
export type EnvName = 'release' | 'beta' | 'dev' | 'local';

/**
 * Products with their own base and back-office address per environment (SPEC §3).
 * @public
 */
export type ProductHostKey = 'live' | 'photo' | 'event' | 'website' | 'survey' | 'userCenter';

/**
 * Configuration of SPEC §3 for the selected environment.
 * @public
 */
export interface ShellConfig {
  env: EnvName;
  apiPath: string;
  host: string;
  key: string;
  uploadHost: string;
  ssoUrl: string;
  authHost: string;
  /** The user centre's address (account, security, certification, points mall pages). */
  userCenterHost: string;
  /** The product's public home site (the logo opens it). */
  homeSite: string;
  /** CDN for static images (mini-program config and codes). */
  cdn: string;
  /** Contact hotline shown in the certification modal. */
  hotline: string;
  /** Base and back-office addresses per product. */
  products: Record<ProductHostKey, { base: string; admin: string }>;
}

/**
 * How an external link opens: a new tab, or a new window (SPEC §2 distinguishes both).
 * @public
 */
export type ExternalTarget = 'tab' | 'window';

/**
 * The console's live channel (issue 26): the server's pushed events, by topic. One stream per
 * browser, opened by the console after the first screen; polling when it cannot be held.
 * @public
 */
export interface LiveService {
  /** `stream` while the stream is held (pushes arrive at once), `polling` when it could not be, else connecting or off. */
  readonly state: { readonly mode: 'idle' | 'connecting' | 'stream' | 'polling' | 'stopped' };
  /** Listens to one topic's events; answers the unsubscribe. */
  subscribe<T extends LiveTopic>(topic: T, listener: (data: LiveTopics[T]) => void): () => void;
  /** Called when events may have been missed (a long disconnection): reload what is shown. */
  onReset(listener: () => void): () => void;
}

/**
 * Everything the host provides.
 * @public
 */
export interface ShellServices {
  session: SessionService;
  /** The envelope client for an API base such as `/api/activity`. */
  http(base: string): HttpClient;
  notify: Notifier;
  config: ShellConfig;
  /** Opens an absolute http(s) address; anything else is refused. */
  openExternal(url: string, target?: ExternalTarget): void;
  /** The live channel; absent where nothing is pushed (tests, a host without it): `useLive` then hears nothing. */
  live?: LiveService;
}

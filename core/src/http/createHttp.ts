import { currentLocale } from '@greenroom/contracts/i18n';
import type { HttpClient, HttpFailure, HttpRequestOptions, HttpResult, Notifier } from '@greenroom/sdk';
import type { AxiosAdapter, AxiosInstance, AxiosResponse } from 'axios';
import { createLogger } from '../log';
import { CORE_TEXTS } from '../texts';
import type { Connectivity } from './connectivity';
import { isEnvelope, isFileBody, isJsonContentType, needsSso, SSO_CODE } from './envelope';
import { serializeParams } from './params';

/** API request timeout (SPEC §9). */
export const API_TIMEOUT_MS = 120_000;

/** Sent with every request so no proxy or browser cache answers for the server (SPEC §7). */
export const NO_CACHE_HEADERS = {
  'Cache-Control': 'no-cache',
  Pragma: 'no-cache',
  Expires: '0',
} as const;

/** Makes the envelope client for an API base; what {@link createHttp} returns. */
export type HttpFactory = (base: string) => HttpClient;

/** What the envelope client needs from its surroundings. */
export interface HttpDeps {
  /** Shows the server's `msg` when the envelope says no. */
  notify: Notifier;
  /** Where refused envelopes are logged; defaults to the console. */
  log?: (...args: unknown[]) => void;
  /** Leaves for single sign-on; called on HTTP 401 and envelope/msgCode 401. */
  redirectToSso: () => void;
  /** Replaces the network, for tests. */
  adapter?: AxiosAdapter;
  /** Origin prefixed to every base; empty (same origin) by default. */
  baseURL?: string;
  /** Told whether each request got an answer, so that the shell can say it is offline (issue 24 §3). */
  connectivity?: Pick<Connectivity, 'lost' | 'answered'>;
}

type Method = 'get' | 'post' | 'put' | 'delete';

type AxiosModule = typeof import('axios');
let axiosModule: Promise<AxiosModule> | null = null;

/**
 * axios, loaded once, on the console's first request (issue 25): a dynamic import, which the build
 * puts in a chunk of its own, so that the first screen (whose answers are in the page) neither
 * fetches nor evaluates it before the page is live. {@link preloadHttp} loads it ahead of that
 * request. A failed load is not kept: the next request tries again.
 */
function loadAxios(): Promise<AxiosModule> {
  axiosModule ??= import('axios').catch((error: unknown) => {
    axiosModule = null;
    throw error;
  });
  return axiosModule;
}

/**
 * Loads the envelope client's http library ahead of the first request (the shell calls it when the
 * browser is idle after the page is live), so that a click's request does not wait for it.
 */
export function preloadHttp(): Promise<void> {
  return loadAxios().then(
    () => undefined,
    () => undefined,
  );
}

function headerOf(response: AxiosResponse, name: string): string {
  const { headers } = response;
  // AxiosHeaders (a class of axios, which is loaded lazily) reads a header by `get`; a plain object by key.
  const value = typeof headers?.get === 'function' ? (headers.get as (name: string) => unknown)(name) : headers?.[name];
  return typeof value === 'string' ? value : '';
}

const contentTypeOf = (response: AxiosResponse) => headerOf(response, 'content-type');

/** The file name of a `Content-Disposition` header: `filename*=UTF-8''…` (RFC 5987) first, then `filename="…"`. */
export function fileNameOf(disposition: string): string | undefined {
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || undefined;
}

function failure(status: number | undefined, error?: unknown): HttpFailure {
  return { ok: false, data: null, code: null, msg: '', status, ...(error === undefined ? {} : { error }) };
}

/**
 * Creates the one axios instance of the console (on its first request: axios is loaded then, see
 * {@link loadAxios}) and returns a factory of envelope clients bound to an API base. Requests never
 * reject: every outcome of SPEC §8 becomes an {@link HttpResult}, and this is the only place that
 * toasts refused envelopes and handles 401.
 */
export function createHttp(deps: HttpDeps): HttpFactory {
  const log = deps.log ?? createLogger('http').error;
  let client: Promise<{ axios: AxiosModule; instance: AxiosInstance }> | null = null;
  const instanceOf = () => {
    client ??= loadAxios().then(
      (loaded) => ({
        axios: loaded,
        instance: loaded.default.create({
          baseURL: deps.baseURL ?? '',
          timeout: API_TIMEOUT_MS,
          headers: { ...NO_CACHE_HEADERS },
          withCredentials: true,
          paramsSerializer: { serialize: (params) => serializeParams(params) },
          ...(deps.adapter ? { adapter: deps.adapter } : {}),
        }),
      }),
      (error: unknown) => {
        client = null;
        throw error;
      },
    );
    return client;
  };

  async function settle<T>(response: AxiosResponse, where: string, silent: boolean): Promise<HttpResult<T>> {
    const contentType = contentTypeOf(response);
    let body: unknown = response.data;
    // A blob request that the server answered with an envelope (a refusal, an expired session)
    // must follow the envelope rules, not pass as a downloaded file.
    if (typeof Blob !== 'undefined' && body instanceof Blob && isJsonContentType(contentType)) {
      try {
        body = JSON.parse(await body.text());
      } catch (error) {
        log(`${where}: unreadable JSON body`, error);
        return failure(response.status, error);
      }
    }
    if (isFileBody(body, contentType)) {
      const fileName = fileNameOf(headerOf(response, 'content-disposition'));
      return { ok: true, data: body as T, code: null, msg: '', status: response.status, ...(fileName ? { fileName } : {}) };
    }
    if (!isEnvelope(body)) {
      log(`${where}: unexpected response body`, body);
      return failure(response.status, new Error(`${where}: unexpected response body`));
    }
    if (body.code === 0) {
      return { ok: true, data: (body.data ?? null) as T, code: 0, msg: body.msg ?? '', status: response.status };
    }
    if (!silent) deps.notify.error(body.msg || CORE_TEXTS.requestFailed);
    log(`${where}: code ${body.code}${body.msgCode == null ? '' : ` (msgCode ${body.msgCode})`}: ${body.msg}`);
    if (needsSso(body)) deps.redirectToSso();
    return { ok: false, data: null, code: body.code, msg: body.msg ?? '', status: response.status };
  }

  function rejected(error: unknown, loaded: AxiosModule | null): HttpFailure {
    const isAxiosError = loaded?.isAxiosError ?? (() => false);
    const status = isAxiosError(error) ? error.response?.status : undefined;
    if (status !== undefined) deps.connectivity?.answered();
    else if (isAxiosError(error) && !loaded?.isCancel(error)) deps.connectivity?.lost();
    if (status === SSO_CODE) {
      deps.redirectToSso();
      return failure(status);
    }
    return failure(status, error);
  }

  return (base) => {
    async function request<T>(method: Method, url: string, options: HttpRequestOptions = {}): Promise<HttpResult<T>> {
      const where = `${method.toUpperCase()} ${base}${url}`;
      let loaded: AxiosModule | null = null;
      try {
        // axios failing to load (the network gone) fails the request as a network error would.
        const { axios, instance } = await instanceOf();
        loaded = axios;
        const response = await instance.request({
          method,
          url: base + url,
          // The server writes its messages (`msg`) in the page's language (issue 29).
          headers: { 'Accept-Language': currentLocale() },
          params: options.params,
          data: options.data,
          signal: options.signal,
          responseType: options.responseType ?? 'json',
          ...(options.onUploadProgress
            ? {
                onUploadProgress: (event: { loaded: number; total?: number }) =>
                  options.onUploadProgress?.({ loaded: event.loaded, total: event.total || undefined }),
              }
            : {}),
          ...(options.onDownloadProgress
            ? {
                onDownloadProgress: (event: { loaded: number; total?: number }) =>
                  options.onDownloadProgress?.({ loaded: event.loaded, total: event.total || undefined }),
              }
            : {}),
        });
        deps.connectivity?.answered();
        return await settle<T>(response, where, options.silent === true);
      } catch (error) {
        // axios not loaded: its chunk had no answer, as a request without one (issue 24 §3).
        if (loaded === null) deps.connectivity?.lost();
        return rejected(error, loaded);
      }
    }
    return {
      base,
      get: (url, options) => request('get', url, options),
      post: (url, options) => request('post', url, options),
      put: (url, options) => request('put', url, options),
      delete: (url, options) => request('delete', url, options),
    };
  };
}

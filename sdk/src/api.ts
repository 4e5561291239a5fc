/**
 * The typed API client: the call table of `@greenroom/contracts` (`apiCalls`) turned into checked
 * requests. `api.get('/api/activity/twzb/list', { query: { pageNum: 1 } })` only accepts paths the
 * server documents for that method, checks `query`, `path` and `body` against the contract and
 * answers `HttpResult` of the contract's answer type. Requests go through the envelope client
 * (`services.http('')` with the full path), so toasts, 401 and never-rejecting results are unchanged.
 * Contracts are imported as types only: no zod reaches the browser.
 */
import type { CallAnswer, CallBody, CallKey, CallMethod, CallParams, CallPath, CallQuery } from '@greenroom/contracts';
import { useMemo } from 'react';
import { httpMarkingWrites, useServices } from './hooks';
import type { HttpClient, HttpRequestOptions, HttpResult } from './services';

/**
 * Options every typed call takes besides its inputs.
 * @public
 */
export interface ApiCallOptions {
  /** Aborts the request (a page unmounting). */
  signal?: AbortSignal;
  /** No error toast when the envelope says no (see {@link HttpRequestOptions.silent}). */
  silent?: boolean;
  /** `blob` for calls that answer a file. */
  responseType?: HttpRequestOptions['responseType'];
  /** Progress of a file's body as it arrives (see {@link HttpRequestOptions.onDownloadProgress}). */
  onDownloadProgress?: HttpRequestOptions['onDownloadProgress'];
}

// An input the call does not take cannot be passed; one with required fields must be.
type Input<Name extends string, T> = [T] extends [never] ? { [P in Name]?: never } : Record<string, never> extends T ? { [P in Name]?: T } : { [P in Name]: T };

/**
 * The options of call `K`: its query string, path parameters and JSON body, as the contract types them.
 * @public
 */
export type ApiRequest<K extends CallKey> = ApiCallOptions & Input<'query', CallQuery<K>> & Input<'path', CallParams<K>> & Input<'body', CallBody<K>>;

// The options argument may be left out when nothing in it is required.
type Args<K extends CallKey> = Record<string, never> extends ApiRequest<K> ? [options?: ApiRequest<K>] : [options: ApiRequest<K>];

// `CallPath<M>` joined back to its key.
type KeyOf<M extends CallMethod, P extends string> = `${M} ${P}` extends CallKey ? `${M} ${P}` : never;

/**
 * A request of method `M`: a documented path of that method, its options, the contract's answer.
 * @public
 */
export type ApiMethod<M extends CallMethod> = <P extends CallPath<M>>(path: P, ...options: Args<KeyOf<M, P>>) => Promise<HttpResult<CallAnswer<KeyOf<M, P>>>>;

/**
 * The typed client over the documented calls of the API.
 * @public
 */
export interface ApiClient {
  /** GET a documented path. */
  get: ApiMethod<'GET'>;
  /** POST to a documented path. */
  post: ApiMethod<'POST'>;
  /** PUT to a documented path. */
  put: ApiMethod<'PUT'>;
  /** DELETE a documented path. */
  delete: ApiMethod<'DELETE'>;
}

interface LooseRequest extends ApiCallOptions {
  query?: object;
  path?: object;
  body?: unknown;
}

// `/api/activity/twzb/{id}` with `{ id: 3 }` → `/api/activity/twzb/3` (each value URL-encoded).
function fillPath(path: string, values: object | undefined): string {
  const given = (values ?? {}) as Record<string, unknown>;
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, (_match, name: string) => {
    const value = given[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path}: path parameter "${name}" is missing`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Builds the typed client on an envelope-client factory (`services.http`); requests use base '' and the full path.
 * @public
 */
export function createApiClient(http: (base: string) => HttpClient): ApiClient {
  const client = http('');
  const send =
    (method: 'get' | 'post' | 'put' | 'delete') =>
    async (path: string, options: LooseRequest = {}): Promise<HttpResult<unknown>> =>
      client[method](fillPath(path, options.path), {
        params: options.query as HttpRequestOptions['params'],
        data: options.body,
        signal: options.signal,
        silent: options.silent,
        responseType: options.responseType,
        onDownloadProgress: options.onDownloadProgress,
      });
  return { get: send('get'), post: send('post'), put: send('put'), delete: send('delete') } as ApiClient;
}

/**
 * The typed API client of the shell services, stable across renders.
 * @public
 */
export function useApi(): ApiClient {
  const services = useServices();
  // Its saves and deletes mark the console's answers as changed, as `useHttp`'s do (issue 25).
  return useMemo(() => createApiClient(httpMarkingWrites(services)), [services]);
}

/**
 * Core's typed calls: a call of the contracts' table (`apiCalls` of `@greenroom/contracts`) made by
 * its key, `call('GET /api/user/sys-msg/user/list', { query: { pageNum: 1, pageSize: 10 } })`. The
 * key names the method and the full path, the contract types the query, path parameters, body and
 * the answer, so core and host name no address and no answer type of their own. Requests go through
 * the envelope client (`http('')`), so toasts, 401 handling and never-rejecting results are unchanged.
 * Contracts are imported as types only: no zod reaches the browser.
 */
import type { CallAnswer, CallBody, CallKey, CallParams, CallQuery } from '@greenroom/contracts';
import type { HttpRequestOptions, HttpResult } from '@greenroom/sdk';
import type { HttpFactory } from './createHttp';

/** The inputs of call `K` as its contract types them, and how the request is made. */
export interface CallOptions<K extends CallKey> extends Pick<HttpRequestOptions, 'signal' | 'silent'> {
  query?: CallQuery<K>;
  path?: CallParams<K>;
  body?: CallBody<K>;
}

/** Makes call `K`; answers the envelope client's result of the contract's answer. */
export type CallClient = <K extends CallKey>(key: K, options?: CallOptions<K>) => Promise<HttpResult<CallAnswer<K>>>;

const METHODS = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const;

/** A typed call client over the envelope-client factory. */
export function createCallClient(http: HttpFactory): CallClient {
  const client = http('');
  return (key, options = {}) => {
    const [method, template] = key.split(' ') as [keyof typeof METHODS, string];
    const values = (options.path ?? {}) as Record<string, unknown>;
    const url = template.replace(/\{([A-Za-z0-9_]+)\}/g, (_match, name: string) => encodeURIComponent(String(values[name] ?? '')));
    return client[METHODS[method]](url, {
      params: options.query as HttpRequestOptions['params'],
      data: options.body,
      signal: options.signal,
      silent: options.silent,
    });
  };
}

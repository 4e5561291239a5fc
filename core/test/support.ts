import type { HttpClient, HttpRequestOptions, HttpResult, Notifier } from '@greenroom/sdk';
import { vi } from 'vitest';
import type { HttpFactory } from '../src/http';

/** One request seen by the fake HTTP factory. */
export interface SeenRequest {
  method: 'get' | 'post' | 'put' | 'delete';
  base: string;
  url: string;
  options?: HttpRequestOptions;
}

type Answer = HttpResult<unknown> | Promise<HttpResult<unknown>>;

/** An ok envelope result. */
export const ok = <T>(data: T): HttpResult<T> => ({ ok: true, data, code: 0, msg: '', status: 200 });
/** A refused envelope (already toasted by the real client). */
export const refused = (code: number, msg: string): HttpResult<never> => ({ ok: false, data: null, code, msg, status: 200 });
/** A network failure. */
export const offline = (): HttpResult<never> => ({ ok: false, data: null, code: null, msg: '', error: new Error('Network Error') });

/** An envelope-client factory answering from `answer`; records every request. */
export function fakeHttp(answer: (request: SeenRequest) => Answer) {
  const seen: SeenRequest[] = [];
  const http: HttpFactory = (base) => {
    const call =
      (method: SeenRequest['method']) =>
      <T>(url: string, options?: HttpRequestOptions) => {
        const request = { method, base, url, options };
        seen.push(request);
        return Promise.resolve(answer(request)) as Promise<HttpResult<T>>;
      };
    const client: HttpClient = { base, get: call('get'), post: call('post'), put: call('put'), delete: call('delete') };
    return client;
  };
  return { http, seen };
}

/** A Notifier whose methods are spies. */
export function fakeNotifier() {
  return { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } satisfies Notifier;
}

/** A promise with its resolve exposed, to hold an answer back. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

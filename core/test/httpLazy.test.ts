/**
 * Issue 25 ("less JavaScript before a console page is live"): axios is not on the first screen. The
 * envelope client loads it on its first request (or when the shell preloads it), with the same
 * instance, envelope handling, errors and cancellation. This file imports axios only dynamically: a
 * static import would load it before the client does.
 */
import type { AxiosAdapter } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { fakeNotifier } from './support';

const loads = { count: 0 };

/** The http modules afresh (a new module graph: axios not loaded yet, each load of it counted). */
async function freshHttp() {
  vi.resetModules();
  loads.count = 0;
  vi.doMock('axios', async (importOriginal) => {
    loads.count += 1;
    return importOriginal();
  });
  return import('../src/http');
}

/** An adapter answering an ok envelope with plain-object headers (no axios class needed). */
const okAdapter: AxiosAdapter = async (config) => ({
  data: { code: 0, msg: '', data: { nickname: 'demo' } },
  status: 200,
  statusText: '',
  headers: { 'content-type': 'application/json' },
  config,
  request: {},
});

describe('envelope client loads axios lazily — issue 25', () => {
  it('creating the client loads nothing; the first request loads axios once, for every request after it', async () => {
    const { createHttp } = await freshHttp();
    const adapter = vi.fn(okAdapter);
    const http = createHttp({ notify: fakeNotifier(), log: vi.fn(), redirectToSso: vi.fn(), adapter });
    const api = http('/api/user');
    expect(loads.count).toBe(0);
    const [first, second] = await Promise.all([api.get('/getUserInfo'), http('/api/other').post('/x', { data: { a: 1 } })]);
    expect(first).toEqual({ ok: true, data: { nickname: 'demo' }, code: 0, msg: '', status: 200 });
    expect(second.ok).toBe(true);
    expect(loads.count).toBe(1);
    // the same instance's settings on both (SPEC §7's no-cache headers, the base prefixed)
    expect(adapter.mock.calls.map(([config]) => [config.method, config.url, config.headers?.Pragma])).toEqual([
      ['get', '/api/user/getUserInfo', 'no-cache'],
      ['post', '/api/other/x', 'no-cache'],
    ]);
    await api.get('/again');
    expect(loads.count).toBe(1);
  });

  it('preloadHttp loads it ahead of the first request', async () => {
    const { preloadHttp } = await freshHttp();
    await preloadHttp();
    expect(loads.count).toBe(1);
  });

  it('a request aborted before axios is in is a cancellation: not ok, no toast, no loss of network', async () => {
    const { createConnectivity, createErrorHandler, createHttp } = await freshHttp();
    const connectivity = createConnectivity({ probe: async () => false });
    const notify = fakeNotifier();
    const adapter = vi.fn(okAdapter);
    const controller = new AbortController();
    controller.abort();
    const result = await createHttp({ notify, log: vi.fn(), redirectToSso: vi.fn(), adapter, connectivity })('/api/user').get('/getUserInfo', {
      signal: controller.signal,
    });
    expect(result.ok).toBe(false);
    expect(adapter).not.toHaveBeenCalled();
    expect(connectivity.state.online).toBe(true);
    // SPEC §8: the shared error handler stays silent for it, without importing axios itself.
    const log = vi.fn();
    createErrorHandler(notify, log)(result);
    expect(notify.error).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it("the shared error handler knows axios' cancellation without loading axios", async () => {
    const { createErrorHandler } = await freshHttp();
    const notify = fakeNotifier();
    const handle = createErrorHandler(notify, vi.fn());
    expect(loads.count).toBe(0);
    const { CanceledError } = await import('axios');
    handle(new CanceledError());
    handle({ ok: false, data: null, code: null, msg: '', error: new CanceledError() });
    expect(notify.error).not.toHaveBeenCalled();
    handle(new Error('boom'));
    expect(notify.error).toHaveBeenCalledWith('boom');
  });

  it('axios failing to load (the network gone) fails the request as a network error would, and the next request loads it again', async () => {
    vi.resetModules();
    let fail = true;
    vi.doMock('axios', async (importOriginal) => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { createConnectivity, createHttp } = await import('../src/http');
    const connectivity = createConnectivity({ probe: async () => false });
    const notify = fakeNotifier();
    const api = createHttp({ notify, log: vi.fn(), redirectToSso: vi.fn(), adapter: okAdapter, connectivity })('/api/user');
    const failed = await api.get('/getUserInfo');
    expect(failed).toMatchObject({ ok: false, data: null, code: null, status: undefined });
    expect(connectivity.state.online).toBe(false);
    expect(notify.error).not.toHaveBeenCalled();
    fail = false;
    vi.resetModules();
    const again = await api.get('/getUserInfo');
    expect(again.ok).toBe(true);
    expect(connectivity.state.online).toBe(true);
  });
});

import axios, { type AxiosAdapter, AxiosError, AxiosHeaders } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTIVITY_PROBE_MS, createConnectivity, createErrorHandler, createHttp } from '../src/http';
import { fakeNotifier } from './support';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** An adapter that has no network while `down`, and answers `{ code: 0 }` otherwise. */
function switchableAdapter() {
  const net = { down: false };
  const adapter: AxiosAdapter = async (config) => {
    if (config.signal && (config.signal as AbortSignal).aborted) throw new axios.CanceledError('canceled');
    if (net.down) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    return { data: { code: 0, msg: '', data: null }, status: 200, statusText: '', headers: new AxiosHeaders({ 'content-type': 'application/json' }), config };
  };
  return { net, adapter };
}

describe('connectivity — issue 24 §3 "Offline: the console says it is offline and retries quietly"', () => {
  it('a request without an answer makes it offline; an answered one brings it back and tells the listeners', async () => {
    const { net, adapter } = switchableAdapter();
    const connectivity = createConnectivity({ probe: async () => false });
    const restored = vi.fn();
    connectivity.onRestored(restored);
    const api = createHttp({ notify: fakeNotifier(), log: () => {}, redirectToSso: () => {}, adapter, connectivity })('/api/user');
    net.down = true;
    expect((await api.get('/getUserInfo')).ok).toBe(false);
    expect(connectivity.state.online).toBe(false);
    net.down = false;
    expect((await api.get('/getUserInfo')).ok).toBe(true);
    expect(connectivity.state.online).toBe(true);
    expect(restored).toHaveBeenCalledTimes(1);
  });

  it('an HTTP error is an answer (the server is there), a request aborted on purpose is no loss', async () => {
    const connectivity = createConnectivity({ probe: async () => false });
    const adapter: AxiosAdapter = async (config) => {
      const response = { data: 'Bad Gateway', status: 502, statusText: '', headers: new AxiosHeaders(), config };
      throw new AxiosError('Request failed with status code 502', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    };
    const api = createHttp({ notify: fakeNotifier(), log: () => {}, redirectToSso: () => {}, adapter, connectivity })('/api/user');
    await api.get('/getUserInfo');
    expect(connectivity.state.online).toBe(true);
    const aborted = switchableAdapter();
    const controller = new AbortController();
    controller.abort();
    const quiet = createHttp({ notify: fakeNotifier(), log: () => {}, redirectToSso: () => {}, adapter: aborted.adapter, connectivity })('/api/user');
    await quiet.get('/getUserInfo', { signal: controller.signal });
    expect(connectivity.state.online).toBe(true);
  });

  it('while offline it asks the server every few seconds, quietly, until it answers', async () => {
    let up = false;
    const probe = vi.fn(async () => up);
    const connectivity = createConnectivity({ probe });
    const restored = vi.fn();
    connectivity.onRestored(restored);
    connectivity.lost();
    await vi.advanceTimersByTimeAsync(CONNECTIVITY_PROBE_MS);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(connectivity.state.online).toBe(false);
    up = true;
    await vi.advanceTimersByTimeAsync(CONNECTIVITY_PROBE_MS);
    expect(connectivity.state.online).toBe(true);
    expect(restored).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CONNECTIVITY_PROBE_MS * 3);
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it('follows the browser: offline at once (a late answer to an earlier request does not undo it), and back online it asks the server without waiting', async () => {
    const events = new EventTarget();
    let browserOnline = true;
    const connectivity = createConnectivity({ probe: async () => true, events, browserOnline: () => browserOnline });
    browserOnline = false;
    events.dispatchEvent(new Event('offline'));
    expect(connectivity.state.online).toBe(false);
    connectivity.answered();
    expect(connectivity.state.online).toBe(false);
    browserOnline = true;
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(connectivity.state.online).toBe(true);
  });

  it('the shared error handler does not toast network failures while the offline notice says it', () => {
    const notify = fakeNotifier();
    let offline = true;
    const onError = createErrorHandler(
      notify,
      () => {},
      () => offline,
    );
    const noAnswer = { ok: false as const, data: null, code: null, msg: '', error: new Error('Network Error') };
    onError(noAnswer);
    expect(notify.error).not.toHaveBeenCalled();
    offline = false;
    onError(noAnswer);
    expect(notify.error).toHaveBeenCalledWith('网络异常，请稍后重试');
  });
});

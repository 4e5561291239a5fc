import { type Locale, setLocaleSource } from '@greenroom/contracts/i18n';
import axios, { type AxiosAdapter, AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS, createHttp, serializeParams } from '../src/http';
import { fakeNotifier } from './support';

type Reply = { status: number; data: unknown; contentType?: string } | 'network' | 'timeout';

/** An axios adapter answering from `reply`, settling like axios' own adapters do. */
function fakeAdapter(reply: (config: InternalAxiosRequestConfig) => Reply) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const answer = reply(config);
    if (answer === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    if (answer === 'timeout') throw new AxiosError(`timeout of ${config.timeout}ms exceeded`, 'ECONNABORTED', config, {});
    const headers = new AxiosHeaders({ 'content-type': answer.contentType ?? 'application/json' });
    const response = { data: answer.data, status: answer.status, statusText: '', headers, config, request: {} };
    if (config.validateStatus?.(answer.status) ?? true) return response;
    throw new AxiosError(`Request failed with status code ${answer.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
  return { adapter, seen };
}

function setup(reply: (config: InternalAxiosRequestConfig) => Reply) {
  const { adapter, seen } = fakeAdapter(reply);
  const notify = fakeNotifier();
  const log = vi.fn();
  const redirectToSso = vi.fn();
  const client = createHttp({ notify, log, redirectToSso, adapter })('/api/user');
  return { client, seen, notify, log, redirectToSso };
}

const envelope = (code: number, data: unknown = null, msg = '', msgCode?: number | string) => ({
  status: 200,
  data: { code, msg, msgCode, data },
});

describe('envelope client — SPEC §4 "Response"', () => {
  it('ok: HTTP 2xx and envelope code 0 resolves ok with the envelope data', async () => {
    const { client, notify } = setup(() => envelope(0, { nickname: '张三' }));
    const result = await client.get('/getUserInfo');
    expect(result).toMatchObject({ ok: true, data: { nickname: '张三' }, code: 0, status: 200 });
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('ok: a binary file body (blob request) is ok with the Blob', async () => {
    const file = new Blob(['a,b\n1,2'], { type: 'application/octet-stream' });
    const { client } = setup(() => ({ status: 200, data: file, contentType: 'application/octet-stream' }));
    const result = await client.get('/exportExcel', { responseType: 'blob' });
    expect(result.ok).toBe(true);
    expect(result.data).toBe(file);
  });

  it('ok: a non-JSON content type (a spreadsheet) is ok with the body', async () => {
    const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const { client } = setup(() => ({ status: 200, data: 'PK…', contentType: type }));
    expect(await client.get('/exportExcel')).toMatchObject({ ok: true, data: 'PK…' });
  });

  it('a blob request answered with a JSON envelope follows the envelope rules', async () => {
    const body = new Blob([JSON.stringify({ code: 500, msg: '导出失败' })], { type: 'application/json' });
    const { client, notify } = setup(() => ({ status: 200, data: body, contentType: 'application/json' }));
    const result = await client.get('/exportExcel', { responseType: 'blob' });
    expect(result).toMatchObject({ ok: false, code: 500, msg: '导出失败', data: null });
    expect(notify.error).toHaveBeenCalledWith('导出失败');
  });

  it('an HTML page on an API address is not ok and not a file', async () => {
    const { client, notify } = setup(() => ({ status: 200, data: '<!doctype html>', contentType: 'text/html' }));
    const result = await client.get('/getUserInfo');
    expect(result.ok).toBe(false);
    expect(result.error).toBeInstanceOf(Error);
    expect(notify.error).not.toHaveBeenCalled();
  });
});

describe('envelope client — SPEC §8 error catalogue', () => {
  it('envelope code not 0 (not a file): shows the server msg as an error toast, logs it, marks the result not ok', async () => {
    const { client, notify, log, redirectToSso } = setup(() => envelope(1001, null, '活动不存在'));
    const result = await client.get('/twzb/list');
    expect(result).toEqual({ ok: false, data: null, code: 1001, msg: '活动不存在', status: 200 });
    expect(notify.error).toHaveBeenCalledExactlyOnceWith('活动不存在');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('活动不存在'));
    expect(redirectToSso).not.toHaveBeenCalled();
  });

  it('a silent request (contact QR, SPEC §8): envelope code not 0 shows no toast, is still logged and not ok', async () => {
    const { client, notify, log } = setup(() => envelope(500, null, '暂无客服'));
    const result = await client.get('/qrCodeAndPhone', { params: { roleId: 5 }, silent: true });
    expect(result).toEqual({ ok: false, data: null, code: 500, msg: '暂无客服', status: 200 });
    expect(notify.error).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('暂无客服'));
  });

  it('a silent request still leaves for single sign-on on envelope code 401', async () => {
    const { client, notify, redirectToSso } = setup(() => envelope(401, null, '登录已过期'));
    expect((await client.get('/qrCodeAndPhone', { silent: true })).ok).toBe(false);
    expect(notify.error).not.toHaveBeenCalled();
    expect(redirectToSso).toHaveBeenCalledOnce();
  });

  it('envelope code 401: same toast, and redirect to single sign-on re-login', async () => {
    const { client, notify, redirectToSso } = setup(() => envelope(401, null, '登录已过期'));
    const result = await client.get('/getUserInfo');
    expect(result).toMatchObject({ ok: false, code: 401, data: null });
    expect(notify.error).toHaveBeenCalledWith('登录已过期');
    expect(redirectToSso).toHaveBeenCalledOnce();
  });

  it.each([401, '401'])('msgCode 401 (%j): same toast, and redirect to single sign-on re-login', async (msgCode) => {
    const { client, notify, redirectToSso } = setup(() => envelope(1, null, '请重新登录', msgCode));
    expect((await client.get('/getUserInfo')).ok).toBe(false);
    expect(notify.error).toHaveBeenCalledWith('请重新登录');
    expect(redirectToSso).toHaveBeenCalledOnce();
  });

  it('HTTP 401: redirects to sign-in and returns not-ok with null data, without a toast', async () => {
    const { client, notify, redirectToSso } = setup(() => ({ status: 401, data: '' }));
    const result = await client.get('/getUserInfo');
    expect(result).toMatchObject({ ok: false, data: null, status: 401 });
    expect(redirectToSso).toHaveBeenCalledOnce();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('other HTTP error: not-ok with the error attached and the status, no toast', async () => {
    const { client, notify, redirectToSso } = setup(() => ({ status: 500, data: 'boom' }));
    const result = await client.get('/stat/total');
    expect(result).toMatchObject({ ok: false, data: null, code: null, status: 500 });
    expect(result.error).toBeInstanceOf(AxiosError);
    expect(notify.error).not.toHaveBeenCalled();
    expect(redirectToSso).not.toHaveBeenCalled();
  });

  it('network error: not-ok with the error attached, no status, no toast', async () => {
    const { client, notify } = setup(() => 'network');
    const result = await client.get('/stat/total');
    expect(result).toMatchObject({ ok: false, data: null, status: undefined });
    expect((result.error as AxiosError).code).toBe(AxiosError.ERR_NETWORK);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('timeout: not-ok with the error attached, no toast', async () => {
    const { client, notify } = setup(() => 'timeout');
    const result = await client.post('/live/list');
    expect(result.ok).toBe(false);
    expect((result.error as AxiosError).code).toBe('ECONNABORTED');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('never rejects, even when the toast itself throws', async () => {
    const { adapter } = fakeAdapter(() => envelope(1, null, 'x'));
    const notify = {
      ...fakeNotifier(),
      error: () => {
        throw new Error('toast broke');
      },
    };
    const client = createHttp({ notify, log: vi.fn(), redirectToSso: vi.fn(), adapter })('/api/user');
    await expect(client.get('/x')).resolves.toMatchObject({ ok: false });
  });
});

describe('envelope client — request shape (SPEC §7, §9)', () => {
  it(`sends no-cache headers, credentials and a ${API_TIMEOUT_MS} ms timeout`, async () => {
    const { client, seen } = setup(() => envelope(0));
    await client.get('/getUserInfo');
    const [config] = seen;
    expect(API_TIMEOUT_MS).toBe(120000);
    expect(config.timeout).toBe(120000);
    expect(config.withCredentials).toBe(true);
    expect(config.headers.get('Cache-Control')).toBe('no-cache');
    expect(config.headers.get('Pragma')).toBe('no-cache');
    expect(config.headers.get('Expires')).toBe('0');
  });

  it("issue 29: sends the page's language as Accept-Language on every call (the server writes its messages in it)", async () => {
    const { client, seen } = setup(() => envelope(0));
    let locale: Locale | undefined;
    const previous = setLocaleSource(() => locale);
    try {
      await client.get('/getUserInfo');
      locale = 'en-US';
      await client.post('/preferences', { data: { locale: 'en-US' } });
      locale = 'zh-CN';
      await client.delete('/batch-delete');
    } finally {
      setLocaleSource(previous);
    }
    expect(seen.map((config) => config.headers.get('Accept-Language'))).toEqual(['zh-CN', 'en-US', 'zh-CN']);
  });

  it('prefixes the base, uses the method and serialises query params', async () => {
    const { client, seen } = setup(() => envelope(0));
    await client.delete('/batch-delete', { params: { ids: [1, 2, 3], empty: '', gone: undefined, none: null }, data: { a: 1 } });
    const [config] = seen;
    expect(config.method).toBe('delete');
    expect(axios.getUri(config)).toBe('/api/user/batch-delete?ids=1%2C2%2C3');
    expect(JSON.parse(String(config.data))).toEqual({ a: 1 });
  });

  it('put and post reach the server with their method', async () => {
    const { client, seen } = setup(() => envelope(0));
    await client.put('/rename/7', { params: { title: '新标题' } });
    await client.post('/tagRead', { params: { ids: 9 } });
    expect(seen.map((c) => [c.method, axios.getUri(c)])).toEqual([
      ['put', `/api/user/rename/7?title=${encodeURIComponent('新标题')}`],
      ['post', '/api/user/tagRead?ids=9'],
    ]);
  });
});

describe('serializeParams', () => {
  it('drops undefined, null and empty values and comma-joins arrays', () => {
    expect(serializeParams({ a: 1, b: undefined, c: null, d: '', e: ['x', 'y'], f: false, g: [] })).toBe('a=1&e=x%2Cy&f=false');
  });

  it('answers an empty string for no params', () => {
    expect(serializeParams(undefined)).toBe('');
  });
});

import { AxiosError, CanceledError } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { createErrorHandler } from '../src/http';
import { fakeNotifier, offline, ok, refused } from './support';

function setup() {
  const notify = fakeNotifier();
  const log = vi.fn();
  return { notify, log, handle: createErrorHandler(notify, log) };
}

describe('shared error handler (SPEC §8)', () => {
  it('shows an error message as a toast and logs it', () => {
    const { notify, log, handle } = setup();
    const error = new Error('保存失败');
    handle(error);
    expect(notify.error).toHaveBeenCalledWith('保存失败');
    expect(log).toHaveBeenCalledWith(error);
  });

  it('shows msg as a toast', () => {
    const { notify, handle } = setup();
    handle({ msg: '令牌已失效' });
    expect(notify.error).toHaveBeenCalledWith('令牌已失效');
  });

  it('does not toast a refused envelope twice (the envelope client already did)', () => {
    const { notify, handle } = setup();
    handle(refused(1001, '活动不存在'));
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('toasts a network failure with a Chinese fallback and logs the error', () => {
    const { notify, log, handle } = setup();
    const result = offline();
    handle(result);
    expect(notify.error).toHaveBeenCalledWith('网络异常，请稍后重试');
    expect(log).toHaveBeenCalledWith(result.error);
  });

  it('names the status of an HTTP failure', () => {
    const { notify, handle } = setup();
    handle({ ok: false, data: null, code: null, msg: '', status: 502, error: new AxiosError('Bad Gateway') });
    expect(notify.error).toHaveBeenCalledWith('服务异常（502），请稍后重试');
  });

  it('stays silent on HTTP 401 (the page is leaving for single sign-on)', () => {
    const { notify, handle } = setup();
    handle({ ok: false, data: null, code: null, msg: '', status: 401 });
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('stays silent on a cancelled request and on an ok result', () => {
    const { notify, handle } = setup();
    handle({ ok: false, data: null, code: null, msg: '', error: new CanceledError() });
    handle(new DOMException('aborted', 'AbortError'));
    handle(ok(1));
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('falls back to a generic Chinese text when there is nothing readable', () => {
    const { notify, handle } = setup();
    handle({ reason: 42 });
    expect(notify.error).toHaveBeenCalledWith('请求失败，请稍后重试');
  });
});

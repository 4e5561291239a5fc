import { buildQrUrl, createCertificationStore, QR_IMAGE_SIZE } from '@greenroom/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CERTIFICATION_MODAL_WIDTH } from '../../src/shell/header/CertificationModal';
import { manualTimers, renderHeader } from './renderHeader';

function setup(status: () => boolean, token: { data: string } | { httpStatus: number } = { data: 'scene-7f3a' }) {
  const clock = manualTimers();
  const rendered = renderHeader({
    http: {
      'GET /api/user/certification/token': token,
      'GET /api/user/certification/status': () => ({ data: status() }),
    },
    certification: (host) =>
      createCertificationStore({
        http: host.services.http,
        config: host.services.config,
        session: host.session,
        onError: host.onError,
        onCertified: () => host.services.notify.success('实名认证成功'),
        timers: clock.timers,
      }),
  });
  return { clock, rendered };
}

describe('certification tag and modal (SPEC §2, §4 "Certification modal")', () => {
  it('the tag shows 未认证; a click opens the modal (width 518), which requests a token and shows its QR code 200×200', async () => {
    const { rendered } = setup(() => false);
    const { fake } = await rendered;
    fireEvent.click(screen.getByRole('button', { name: /未认证/ }));
    const dialog = await screen.findByRole('dialog', { name: '实名认证' });
    expect(within(dialog).getByText(/根据国家相关法律法规要求，开通直播服务需完成实名认证/)).toBeTruthy();
    expect(within(dialog).getByText(`如有疑问，请拨打客服热线 ${fake.config.hotline}`)).toBeTruthy();
    expect((dialog.closest('.semi-modal') as HTMLElement | null)?.style.width).toBe(`${CERTIFICATION_MODAL_WIDTH}px`);
    expect(CERTIFICATION_MODAL_WIDTH).toBe(518);
    await waitFor(() => expect(fake.requests.map((r) => r.path)).toContain('/api/user/certification/token'));

    fireEvent.click(within(dialog).getByRole('button', { name: '立即扫码认证' }));
    const code = (await within(dialog).findByRole('img', { name: '实名认证小程序码' })) as HTMLImageElement;
    expect(code.getAttribute('src')).toBe(buildQrUrl(fake.config, 'scene-7f3a'));
    expect([code.getAttribute('width'), code.getAttribute('height')]).toEqual([String(QR_IMAGE_SIZE), String(QR_IMAGE_SIZE)]);
  });

  it('while open it watches the status; once certified it closes, the tag turns 已认证 and a success toast says so', async () => {
    let certified = false;
    const { clock, rendered } = setup(() => certified);
    const { fake, host } = await rendered;
    fireEvent.click(screen.getByRole('button', { name: /未认证/ }));
    const dialog = await screen.findByRole('dialog', { name: '实名认证' });
    await waitFor(() => expect(fake.requests.some((r) => r.path === '/api/user/certification/token')).toBe(true));

    // Not yet scanned: still open.
    await act(async () => clock.runAll());
    await waitFor(() => expect(fake.requests.filter((r) => r.path === '/api/user/certification/status')).toHaveLength(1));
    expect(dialog.isConnected).toBe(true);

    certified = true;
    await act(async () => clock.runAll());
    expect(await screen.findByText('已认证')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /未认证/ })).toBeNull();
    expect(host.certification.state.modalVisible).toBe(false);
    // Semi leaves the dialog in the DOM for its closing animation (which happy-dom never ends).
    expect(dialog.className).toContain('semi-modal-content-animate-hide');
    expect(fake.toasts).toEqual([{ type: 'success', text: '实名认证成功' }]);
  });

  it('a failed token request goes to the shared error handler and offers a new code', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rendered } = setup(() => false, { httpStatus: 500 });
    const { fake } = await rendered;
    fireEvent.click(screen.getByRole('button', { name: /未认证/ }));
    const dialog = await screen.findByRole('dialog', { name: '实名认证' });
    fireEvent.click(within(dialog).getByRole('button', { name: '立即扫码认证' }));
    expect(await within(dialog).findByRole('button', { name: '重新获取二维码' })).toBeTruthy();
    expect(fake.toasts.map((t) => t.text)).toEqual(['服务异常（500），请稍后重试']);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('a certified user sees 已认证 as a plain label', async () => {
    await renderHeader({ session: { certified: true } });
    expect(screen.getByText('已认证').closest('button')).toBeNull();
  });
});

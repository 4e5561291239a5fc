import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MENU_POPUP_DELAY_MS, POPOVER_SPACING, POPUP_DELAY_MS } from '../../src/shell/Header';
import { purchaseAddress, renderHeader } from './renderHeader';

const contactOk = { data: { qrCode: '/api/worker/contact-qr.png', phone: '400-123-4567' } };

/** Points at a header button and returns its popover once the hover delay has passed. */
async function hover(name: string) {
  fireEvent.mouseEnter(screen.getByRole('button', { name }));
  return screen.findByRole('region', { name });
}

describe('header popovers (SPEC §2 "Application shell", §9 hover delays and offset)', () => {
  it('the delays and offset are those of SPEC §9', () => {
    expect([POPUP_DELAY_MS, MENU_POPUP_DELAY_MS, POPOVER_SPACING]).toEqual([100, 50, 10]);
  });

  it('a popover opens on hover only after the delay, and closes the same delay after the pointer leaves', async () => {
    await renderHeader();
    const button = screen.getByRole('button', { name: '下载' });
    fireEvent.mouseEnter(button);
    await new Promise((resolve) => setTimeout(resolve, POPUP_DELAY_MS / 2));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await screen.findByRole('region', { name: '下载' });
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.mouseLeave(button);
    await new Promise((resolve) => setTimeout(resolve, POPUP_DELAY_MS / 2));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
  });

  it('the pointer moving from the button into the popover keeps it open', async () => {
    await renderHeader();
    const button = screen.getByRole('button', { name: '下载' });
    fireEvent.mouseEnter(button);
    const popover = await screen.findByRole('region', { name: '下载' });
    fireEvent.mouseLeave(button);
    fireEvent.mouseEnter(popover);
    await new Promise((resolve) => setTimeout(resolve, POPUP_DELAY_MS * 2));
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('keyboard: focusing the button opens its popover at once; Escape closes it and focus stays on the button', async () => {
    await renderHeader({ http: { 'GET /api/worker/qrCodeAndPhone': contactOk } });
    const button = screen.getByRole('button', { name: '联系我们' });
    act(() => button.focus());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await screen.findByRole('region', { name: '联系我们' });
    fireEvent.keyDown(button, { key: 'Escape' });
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(button);
    await new Promise((resolve) => setTimeout(resolve, POPUP_DELAY_MS * 2));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('download offers the Windows and Mac installers of the sync helper and the product introduction, on the CDN (SPEC §7 "Downloads")', async () => {
    const { fake } = await renderHeader();
    const popover = await hover('下载');
    const link = (name: string) => (within(popover).getByRole('link', { name: new RegExp(name) }) as HTMLAnchorElement).getAttribute('href');
    await within(popover).findByRole('link', { name: /Windows/ });
    expect(link('Windows')).toBe(`${fake.config.cdn}/downloads/greenroom-sync-setup.exe`);
    expect(link('Mac')).toBe(`${fake.config.cdn}/downloads/greenroom-sync.dmg`);
    expect(link('产品介绍')).toBe(`${fake.config.cdn}/downloads/greenroom-intro.zip`);
  });

  it('follow official account shows the account QR image from the CDN', async () => {
    const { fake } = await renderHeader();
    const popover = await hover('关注公众号');
    const image = (await within(popover).findByRole('img', { name: '公众号二维码' })) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(`${fake.config.cdn}/images/official-account-qr.png`);
  });

  it('service order opens the user centre’s ticket pages in a new tab, from real links (issue 24 §1)', async () => {
    const { fake } = await renderHeader();
    const popover = await hover('服务工单');
    const submit = await within(popover).findByRole('link', { name: '提交工单' });
    const list = within(popover).getByRole('link', { name: '我的工单' });
    expect(submit.getAttribute('href')).toBe(`${fake.config.userCenterHost}/user/workOrder/create`);
    expect(list.getAttribute('href')).toBe(`${fake.config.userCenterHost}/user/workOrder`);
    expect(submit.getAttribute('target')).toBe('_blank');
    // Ctrl-click and a middle click are the browser's.
    expect(fireEvent.click(submit, { ctrlKey: true })).toBe(true);
    expect(fake.opened).toEqual([]);
    fireEvent.click(submit);
    expect(fake.opened).toEqual([{ url: `${fake.config.userCenterHost}/user/workOrder/create`, target: 'tab' }]);
  });
});

describe('contact us (SPEC §7 "External contact service", §8 contact QR load: silent)', () => {
  it('asks the worker service with roleId 5 and shows the QR when the code is 0', async () => {
    const { fake } = await renderHeader({ http: { 'GET /api/worker/qrCodeAndPhone': contactOk } });
    const popover = await hover('联系我们');
    const image = await within(popover).findByRole('img', { name: '专属客服微信二维码' });
    expect(image.getAttribute('src')).toBe('/api/worker/contact-qr.png');
    expect(within(popover).getByText('服务热线：400-123-4567')).toBeTruthy();
    expect(fake.requests).toContainEqual(expect.objectContaining({ method: 'GET', path: '/api/worker/qrCodeAndPhone', params: { roleId: 5 } }));
  });

  it.each([
    ['an envelope code other than 0', { code: 500, msg: '客服不在线' }],
    ['an HTTP failure', { httpStatus: 502 }],
  ])('on %s it stays silent: no toast, no QR, only the hotline', async (_what, reply) => {
    const { fake } = await renderHeader({ http: { 'GET /api/worker/qrCodeAndPhone': reply } });
    const popover = await hover('联系我们');
    expect(await within(popover).findByText(`服务热线：${fake.config.hotline}`)).toBeTruthy();
    await waitFor(() => expect(fake.requests.some((r) => r.path === '/api/worker/qrCodeAndPhone')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(within(popover).queryByRole('img')).toBeNull();
    expect(fake.toasts).toEqual([]);
  });
});

describe('purchase picker (SPEC §2 "Purchase picker")', () => {
  it('offers live, photo, events and on-site booking in that order, each a link to its purchase page, opened in the same tab (issue 24 §1)', async () => {
    const { fake, router } = await renderHeader({ withPurchases: true });
    const popover = await hover('购买服务');
    const items = await within(popover).findAllByRole('link');
    expect(items.map((b) => b.querySelector('.gr-pop-strong')?.textContent)).toEqual(['购买直播', '购买云摄影', '购买活动', '预约现场拍摄']);
    const products = ['live', 'photo', 'event', 'onsite'];
    // Issue 12: the console's one purchase page, contributed by the orders plugin — a real address.
    expect(items.map((a) => a.getAttribute('href'))).toEqual(products.map(purchaseAddress));
    expect(items.map((a) => a.getAttribute('target'))).toEqual(products.map(() => null));
    // Ctrl-click and Shift-click are the browser's (a new tab, a new window).
    expect(fireEvent.click(items[0], { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(items[0], { shiftKey: true })).toBe(true);
    expect(router.state.location.pathname).toBe('/');
    const visited: string[] = [];
    for (const item of items) {
      fireEvent.click(item);
      visited.push(`${router.state.location.pathname}${router.state.location.search}`);
    }
    expect(visited).toEqual(products.map((product) => `/purchase?product=${product}`));
    expect(fake.opened).toEqual([]);
  });

  it('is not shown while no plugin contributes a purchase (the host offers none of its own: issue 12)', async () => {
    await renderHeader();
    expect(screen.queryByRole('button', { name: '购买服务' })).toBeNull();
  });
});

describe('header links (SPEC §2 "Application shell")', () => {
  it('the logo opens the home site in a new tab', async () => {
    const { fake } = await renderHeader();
    const logo = screen.getByRole('link', { name: /官网/ });
    expect(logo.getAttribute('href')).toBe(fake.config.homeSite);
    expect(logo.getAttribute('target')).toBe('_blank');
    expect(logo.getAttribute('rel')).toContain('noopener');
  });

  it('the AI chat image button opens /ai-chat in a new window', async () => {
    const { fake } = await renderHeader();
    fireEvent.click(screen.getByRole('button', { name: /AI助手/ }));
    expect(fake.opened).toEqual([{ url: new URL('/ai-chat', fake.config.host).href, target: 'window' }]);
  });

  it('every header control is a button or a link with a Chinese accessible name', async () => {
    await renderHeader({ withPurchases: true });
    const header = document.querySelector('header.gr-header') as HTMLElement;
    const controls = [...within(header).queryAllByRole('button'), ...within(header).queryAllByRole('link')];
    expect(controls.length).toBeGreaterThanOrEqual(11);
    for (const control of controls) {
      const name = control.getAttribute('aria-label') ?? control.textContent ?? '';
      expect(name, control.outerHTML.slice(0, 120)).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

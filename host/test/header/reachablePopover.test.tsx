import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderHeader } from './renderHeader';

/** A server's page not yet live: main.tsx removes the mark once every server boundary is adopted. */
function serverRoot() {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('data-gr-server', '');
  document.body.append(root);
  return root;
}

/** The header's buttons that open a popover (SPEC §2 "Application shell"; the certification tag opens a dialog of its own). */
const popoverButtons = () =>
  screen.getAllByRole('button').filter((button) => button.getAttribute('aria-haspopup') === 'dialog' && button.classList.contains('gr-header-button'));
/** Whether Semi's popover is mounted around a button (it gives its trigger the popup's id). */
const semiMounted = (button: HTMLElement) => button.hasAttribute('data-popupid');

afterEach(() => document.getElementById('root')?.remove());

describe("the header's popovers mount as they are reached (issue 25: Semi's popovers off the hydration)", () => {
  it('on a server page not yet live the buttons are drawn alone, as Semi draws them: in the tab order, announced as opening a dialog', async () => {
    await renderHeader({ container: serverRoot() });
    const buttons = popoverButtons();
    // 服务工单, 下载, 关注公众号, 联系我们, the bell, the avatar menu (the purchase picker and 更多 need plugins or a narrow screen).
    expect(buttons.length).toBeGreaterThanOrEqual(6);
    for (const button of buttons) {
      expect(semiMounted(button)).toBe(false);
      expect(button.tabIndex).toBe(0);
    }
  });

  it('focused, the button opens its popover as Semi’s, and the focus stays on it (the button is a new element)', async () => {
    await renderHeader({
      container: serverRoot(),
      http: { 'GET /api/worker/qrCodeAndPhone': { data: { qrCode: '/api/worker/contact-qr.png', phone: '400-123-4567' } } },
    });
    act(() => screen.getByRole('button', { name: '联系我们' }).focus());
    await screen.findByRole('region', { name: '联系我们' });
    const button = screen.getByRole('button', { name: '联系我们' });
    expect(semiMounted(button)).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(button);
    fireEvent.keyDown(button, { key: 'Escape' });
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(button);
  });

  it('pointed at, it opens after the delay; clicked, the bell opens the messages', async () => {
    await renderHeader({ container: serverRoot(), http: { 'GET /api/user/sys-msg/user/list': { data: { list: [], total: 0 } } } });
    fireEvent.mouseEnter(screen.getByRole('button', { name: '下载' }));
    await screen.findByRole('region', { name: '下载' });
    expect(semiMounted(screen.getByRole('button', { name: '下载' }))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '消息通知' }));
    await screen.findByRole('region', { name: '消息通知' });
    expect(semiMounted(screen.getByRole('button', { name: '消息通知' }))).toBe(true);
  });

  it('once the page is live the buttons stay the elements the server drew until one opens: only that one becomes Semi’s', async () => {
    const root = serverRoot();
    await renderHeader({ container: root });
    const before = popoverButtons();
    root.removeAttribute('data-gr-server');
    // Idle moments pass: nothing is remounted (the console adopts the server's page as it stands).
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(popoverButtons()).toEqual(before);
    expect(before.every((button) => button.isConnected && !semiMounted(button))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '服务工单' }));
    await screen.findByRole('region', { name: '服务工单' });
    const after = popoverButtons();
    expect(after.filter(semiMounted).map((button) => button.getAttribute('aria-label'))).toEqual(['服务工单']);
    expect(after.filter((button) => before.includes(button))).toHaveLength(before.length - 1);
  });

  it('on a page drawn in the browser, Semi’s popovers are there from the start', async () => {
    await renderHeader();
    expect(popoverButtons().every(semiMounted)).toBe(true);
  });
});

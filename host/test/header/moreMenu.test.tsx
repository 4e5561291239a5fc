import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHeader } from './renderHeader';

// Which of the header's buttons show at a width is CSS (header.css, checked in Chromium by
// tests/e2e/shell-widths); here: what the 更多 menu offers and that each folded action still works.
async function openMore() {
  const button = screen.getByRole('button', { name: '更多' });
  act(() => button.focus());
  return { button, menu: await screen.findByRole('region', { name: '更多' }) };
}

describe('the 更多 menu (below lg, SPEC §9): the folded header actions', () => {
  it('is a button with aria-expanded listing service order, download, follow, contact and AI助手', async () => {
    await renderHeader();
    const { button, menu } = await openMore();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const entries = (await within(menu).findAllByRole('button')).map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(entries).toEqual(['服务工单', '下载', '关注公众号', '联系我们', 'AI助手（新窗口打开）']);
  });

  it('an entry opens the same content as its header button in place; 返回 leads back to the list with focus on that entry', async () => {
    const { fake } = await renderHeader();
    const { menu } = await openMore();
    fireEvent.click(within(menu).getByRole('button', { name: '下载' }));
    const content = await within(menu).findByRole('region', { name: '下载' });
    expect((await within(content).findByRole('link', { name: /Mac/ })).getAttribute('href')).toBe(`${fake.config.cdn}/downloads/greenroom-sync.dmg`);
    const back = within(content).getByRole('button', { name: '返回' });
    await waitFor(() => expect(document.activeElement).toBe(back));

    fireEvent.click(back);
    const entry = await within(menu).findByRole('button', { name: '下载' });
    await waitFor(() => expect(document.activeElement).toBe(entry));

    fireEvent.click(within(menu).getByRole('button', { name: '服务工单' }));
    fireEvent.click(await within(menu).findByRole('link', { name: '提交工单' }));
    expect(fake.opened).toEqual([{ url: `${fake.config.userCenterHost}/user/workOrder/create`, target: 'tab' }]);
  });

  it('AI助手 opens /ai-chat in a new window and closes the menu', async () => {
    const { fake } = await renderHeader();
    const { button, menu } = await openMore();
    fireEvent.click(within(menu).getByRole('button', { name: /AI助手/ }));
    expect(fake.opened).toEqual([{ url: new URL('/ai-chat', fake.config.host).href, target: 'window' }]);
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(button);
  });

  it('Escape closes it, also from an opened action, and focus returns to 更多', async () => {
    await renderHeader();
    const { button, menu } = await openMore();
    fireEvent.click(within(menu).getByRole('button', { name: '关注公众号' }));
    const back = await within(menu).findByRole('button', { name: '返回' });
    fireEvent.keyDown(back, { key: 'Escape' });
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(button);

    // Opened again, it shows its list again.
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
    const reopened = await screen.findByRole('region', { name: '更多' });
    expect(await within(reopened).findByRole('button', { name: '关注公众号' })).toBeTruthy();
    expect(within(reopened).queryByRole('button', { name: '返回' })).toBeNull();
  });
});

describe('the header at every width (issue 14)', () => {
  it('the user name carries the full name as its title, for when it is truncated', async () => {
    await renderHeader();
    const name = screen.getByRole('button', { name: '绿幕直播工作室 的账户菜单' }).querySelector('.gr-user-name');
    expect(name?.getAttribute('title')).toBe('绿幕直播工作室');
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeInbox, renderHeader } from './renderHeader';

async function openPopover() {
  fireEvent.click(screen.getByRole('button', { name: /^消息通知/ }));
  return screen.findByRole('region', { name: '消息通知' });
}

describe('message popover (SPEC §2 "Message and notice popovers", §4 "Message popover")', () => {
  // Sanitizing itself is checked in Chromium (tests/e2e/shell-header): DOMPurify is a no-op under happy-dom.
  it('shows the first message in full (YYYY-MM-DD and HTML content) and the others as titles, a red dot on unread ones', async () => {
    const inbox = fakeInbox(3, 2);
    inbox.messages[0].content = '<p>欢迎使用<b>绿幕</b></p>';
    const { host } = await renderHeader({ http: inbox.handlers });
    await host.messages.start();
    const popover = await openPopover();
    const items = await within(popover).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByText('2026-05-01')).toBeTruthy();
    await waitFor(() => expect(items[0].querySelector('.gr-message-content b')?.textContent).toBe('绿幕'));
    expect(items[1].querySelector('.gr-message-content')).toBeNull();
    expect(items[1].querySelector('time')).toBeNull();
    expect(within(items[0]).getByRole('img', { name: '未读' })).toBeTruthy();
    expect(within(items[1]).getByRole('img', { name: '未读' })).toBeTruthy();
    expect(within(items[2]).queryByRole('img', { name: '未读' })).toBeNull();
  });

  it('labels a message with the cloud-photography product when photoLive is set, else the live-broadcast product', async () => {
    const { host } = await renderHeader({ http: fakeInbox(2, 0, (i) => i === 1).handlers });
    await host.messages.start();
    const popover = await openPopover();
    expect(await within(popover).findByText('【视频直播】消息 1')).toBeTruthy();
    expect(within(popover).getByText('【云摄影】消息 2')).toBeTruthy();
  });

  it('loads pages of 10 appended to the list while pages remain; load-more disappears once all are loaded', async () => {
    const { host, fake } = await renderHeader({ http: fakeInbox(23, 0).handlers });
    await host.messages.start();
    const popover = await openPopover();
    await waitFor(() => expect(within(popover).getAllByRole('listitem')).toHaveLength(10));
    fireEvent.click(within(popover).getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(within(popover).getAllByRole('listitem')).toHaveLength(20));
    fireEvent.click(within(popover).getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(within(popover).getAllByRole('listitem')).toHaveLength(23));
    expect(within(popover).queryByRole('button', { name: '加载更多' })).toBeNull();
    const pages = fake.requests.filter((r) => r.params?.isRead === undefined).map((r) => [r.params?.pageNum, r.params?.pageSize]);
    expect(pages).toEqual([
      [1, 10],
      [2, 10],
      [3, 10],
    ]);
  });

  it('an empty inbox shows 暂无数据 and no load-more', async () => {
    const { host } = await renderHeader({ http: fakeInbox(0, 0).handlers });
    await host.messages.start();
    const popover = await openPopover();
    expect(await within(popover).findByText('暂无数据')).toBeTruthy();
    expect(popover.querySelector('[data-size="default"]')).toBeTruthy();
    expect(within(popover).queryByRole('button', { name: '加载更多' })).toBeNull();
  });

  it('opening an unread message tags it read, refreshes the unread count and marks it read locally', async () => {
    const { host, fake } = await renderHeader({ http: fakeInbox(3, 2).handlers });
    await host.messages.start();
    const popover = await openPopover();
    await screen.findByRole('button', { name: '消息通知，2 条未读' });
    const second = (await within(popover).findAllByRole('listitem'))[1];
    fireEvent.click(within(second).getByRole('button', { name: /消息 2/ }));
    await waitFor(() => expect(within(second).queryByRole('img', { name: '未读' })).toBeNull());
    expect(fake.requests.find((r) => r.method === 'POST')).toMatchObject({ path: '/api/user/sys-msg/user/tagRead', params: { ids: '2' } });
    expect(await screen.findByRole('button', { name: '消息通知，1 条未读' })).toBeTruthy();
    // Opened, it shows in full.
    expect(await within(second).findByText('内容 2')).toBeTruthy();
  });

  it('opened on a message from elsewhere (the console home), shows that message in full, in view and focused', async () => {
    const { host } = await renderHeader({ http: fakeInbox(6, 6).handlers });
    await host.messages.start();
    act(() => host.messagePopover.showMessage(5));
    const popover = await screen.findByRole('region', { name: '消息通知' });
    const fifth = (await within(popover).findAllByRole('listitem'))[4];
    expect(await within(fifth).findByText('内容 5')).toBeTruthy();
    const title = within(fifth).getByRole('button', { name: /消息 5/ });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(host.messagePopover.state.reveal).toBeNull();
    expect(screen.getByRole('button', { name: /^消息通知/ }).getAttribute('aria-expanded')).toBe('true');
    // Its title folds it back, as for any other message.
    fireEvent.click(title);
    await waitFor(() => expect(within(fifth).queryByText('内容 5')).toBeNull());
  });

  it('a loading failure goes to the shared error handler and stops the loading state', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { host, fake } = await renderHeader({ http: { 'GET /api/user/sys-msg/user/list': { httpStatus: 500 } } });
    await host.messages.start();
    expect(host.messages.state.loading).toBe(false);
    expect(fake.toasts.map((t) => t.text)).toContain('服务异常（500），请稍后重试');
    expect(log).toHaveBeenCalledWith('[error]', expect.any(Error));
    const popover = await openPopover();
    expect(await within(popover).findByRole('button', { name: '重新加载' })).toBeTruthy();
    log.mockRestore();
  });

  it('does not close on an outside click; the close button and Escape close it', async () => {
    const { host } = await renderHeader({ http: fakeInbox(3, 0).handlers });
    await host.messages.start();
    const bell = screen.getByRole('button', { name: /^消息通知/ });
    let popover = await openPopover();
    await act(async () => {
      fireEvent.mouseDown(document.body);
      fireEvent.click(document.body);
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(popover.isConnected).toBe(true);
    expect(bell.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(within(popover).getByRole('button', { name: '关闭消息通知' }));
    await waitFor(() => expect(bell.getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(bell);

    popover = await openPopover();
    fireEvent.keyDown(within(popover).getByRole('button', { name: '关闭消息通知' }), { key: 'Escape' });
    await waitFor(() => expect(bell.getAttribute('aria-expanded')).toBe('false'));
  });
});

describe('notice detail dialog (SPEC §2, §4 "Notice dialog")', () => {
  it('the notices tab lists platform notices; one opens in the dialog with its title and HTML content, and closes', async () => {
    const notices = [
      { id: 1, type: 0, title: '系统升级公告', content: '<p>本周六<b>02:00</b>升级</p>' },
      { id: 2, type: 1, title: '新功能上线', content: '<p>AI 策划助手</p>' },
    ];
    const { host } = await renderHeader({ http: { ...fakeInbox(0, 0).handlers, 'GET /api/user/sys-msg/page': { data: { list: notices, total: 2 } } } });
    await host.messages.start();
    const popover = await openPopover();
    fireEvent.click(within(popover).getByRole('tab', { name: '平台公告' }));
    fireEvent.click(await within(popover).findByRole('button', { name: '系统升级公告' }));
    const dialog = await screen.findByRole('dialog', { name: '系统升级公告' });
    await waitFor(() => expect(dialog.querySelector('.gr-notice-content')?.textContent).toBe('本周六02:00升级'));
    fireEvent.click(within(dialog).getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(host.noticeDialog.state.open).toBe(false));
  });
});

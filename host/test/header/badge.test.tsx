import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeInbox, renderHeader } from './renderHeader';

describe('the bell (SPEC §2 "Message and notice popovers", §9 badge maximum 99)', () => {
  it('past 99 unread messages the badge shows 99+', async () => {
    const { host } = await renderHeader({ http: fakeInbox(150, 120).handlers });
    await host.messages.start();
    const bell = await screen.findByRole('button', { name: '消息通知，99+ 条未读' });
    expect(bell.querySelector('.semi-badge-count')?.textContent).toBe('99+');
  });

  it('up to 99 the badge shows the count, fetched with page size 1 and isRead 0', async () => {
    const { host, fake } = await renderHeader({ http: fakeInbox(30, 7).handlers });
    await host.messages.start();
    const bell = await screen.findByRole('button', { name: '消息通知，7 条未读' });
    expect(bell.querySelector('.semi-badge-count')?.textContent).toBe('7');
    expect(fake.requests[0]).toMatchObject({ path: '/api/user/sys-msg/user/list', params: { pageNum: 1, pageSize: 1, isRead: 0 } });
  });

  it('with nothing unread there is no badge', async () => {
    const { host } = await renderHeader({ http: fakeInbox(3, 0).handlers });
    await host.messages.start();
    await waitFor(() => expect(host.messages.state.pageNum).toBe(1));
    const bell = screen.getByRole('button', { name: '消息通知' });
    expect(bell.querySelector('.semi-badge-count')).toBeNull();
  });
});

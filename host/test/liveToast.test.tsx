/**
 * Issue 26 §2 "messages: the bell's unread count and a new message's arrival": a message pushed to
 * the console is toasted naming its title, with 查看 opening it in the bell; a finished download's
 * message carries the file's link instead (the toast the organiser sees wherever they are). The bell's
 * count follows as before; an event without a new message (messages read) toasts nothing.
 */
import { createLiveClient, createSession } from '@greenroom/core';
import type { NoticeAction, ShellServices } from '@greenroom/sdk';
import { createFakeServices } from '@greenroom/sdk/testing';
import { describe, expect, it, vi } from 'vitest';
import { createHostServices } from '../src/services/createShellServices';

function hostWithLive() {
  const fake = createFakeServices({ http: { 'GET /api/user/sys-msg/user/list': { data: { pageNum: 1, pageSize: 10, total: 0, list: [] } } } });
  const session = createSession(fake.http, { redirectToSso: vi.fn() });
  const services: ShellServices = { session, http: fake.http, notify: fake.notify, config: fake.config, openExternal: fake.openExternal };
  const live = createLiveClient({ poll: async () => null });
  return { host: createHostServices({ services, session, live }), live, toasts: fake.toasts };
}

describe('issue 26 §2: a new message shows a toast', () => {
  it('names the message; 查看 opens it in the bell', () => {
    const { host, live, toasts } = hostWithLive();
    live.dispatch('message', { unread: 4, message: { id: 9, title: '平台维护通知' } });
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ type: 'info', text: '新消息：平台维护通知', link: { text: '查看' } });
    expect(host.messagePopover.state.open).toBe(false);
    const view = toasts[0]?.link as NoticeAction;
    view.onClick();
    expect(host.messagePopover.state).toMatchObject({ open: true, openedId: 9 });
  });

  it('a finished download’s message carries its file link; messages read toast nothing', () => {
    const { live, toasts } = hostWithLive();
    const href = 'http://localhost:8080/api/media/live/download/31';
    live.dispatch('message', { unread: 1, message: { id: 12, title: '下载任务已完成：开幕式回放.webm', download: { fileName: '开幕式回放.webm', href } } });
    live.dispatch('message', { unread: 0 });
    expect(toasts).toEqual([{ type: 'info', text: '新消息：下载任务已完成：开幕式回放.webm', link: { text: '下载文件', href, download: '开幕式回放.webm' } }]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { BADGE_MAX, badgeText, createMessagesStore, MESSAGE_PAGE_SIZE, messageDate, messageProductId, type SystemMessage } from '../src/messages';
import { deferred, fakeHttp, offline, ok, refused, type SeenRequest } from './support';

/** A fake inbox of `count` messages; the first `unread` are unread. */
function inbox(count: number, unread: number) {
  const messages: SystemMessage[] = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    title: `消息 ${i + 1}`,
    content: `<p>内容 ${i + 1}</p>`,
    stime: '2025-05-01 10:00:00',
    isRead: i < unread ? 0 : 1,
    photoLive: false,
  }));
  const answer = ({ method, url, options }: SeenRequest) => {
    const params = options?.params ?? {};
    if (method === 'post' && url === '/api/user/sys-msg/user/tagRead') {
      for (const m of messages) if (String(m.id) === params.ids) m.isRead = 1;
      return ok(null);
    }
    const pageNum = Number(params.pageNum);
    const pageSize = Number(params.pageSize);
    const rows = params.isRead === 0 ? messages.filter((m) => m.isRead === 0) : messages;
    return ok({ list: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize).map((m) => ({ ...m })), total: rows.length });
  };
  return { messages, answer };
}

describe('message popover (SPEC §4 "Message popover")', () => {
  it('on start loads the unread count (page 1, size 1, isRead 0), then the first page of 10', async () => {
    const { answer } = inbox(23, 4);
    const { http, seen } = fakeHttp(answer);
    const store = createMessagesStore(http, vi.fn());
    await store.start();
    expect(seen.map((r) => [r.base, r.url, r.options?.params])).toEqual([
      ['', '/api/user/sys-msg/user/list', { pageNum: 1, pageSize: 1, isRead: 0 }],
      ['', '/api/user/sys-msg/user/list', { pageNum: 1, pageSize: MESSAGE_PAGE_SIZE }],
    ]);
    expect(store.state).toMatchObject({ unread: 4, total: 23, pageNum: 1, loading: false, finished: false });
    expect(store.state.list).toHaveLength(10);
  });

  it('is loading from the moment it starts, while the unread count is still on its way', async () => {
    const { answer } = inbox(3, 1);
    const held = deferred<ReturnType<typeof answer>>();
    const { http } = fakeHttp((request) => (request.options?.params?.isRead === 0 ? held.promise : answer(request)));
    const store = createMessagesStore(http, vi.fn());
    const started = store.start();
    expect(store.state.loading).toBe(true);
    held.resolve(ok({ list: [], total: 1 }));
    await started;
    expect(store.state).toMatchObject({ unread: 1, loading: false, finished: true });
  });

  it('load more appends pages until the loaded count reaches total', async () => {
    const { http, seen } = fakeHttp(inbox(23, 0).answer);
    const store = createMessagesStore(http, vi.fn());
    await store.start();
    await store.loadMore();
    expect(store.state.list).toHaveLength(20);
    await store.loadMore();
    expect(store.state.list.map((m) => m.id)).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    expect(store.state.finished).toBe(true);
    const calls = seen.length;
    await store.loadMore();
    expect(seen).toHaveLength(calls);
  });

  it('load more is ignored while a page is loading', async () => {
    const { answer } = inbox(30, 0);
    const held = deferred<ReturnType<typeof answer>>();
    let hold = false;
    const { http, seen } = fakeHttp((request) => (hold ? held.promise : answer(request)));
    const store = createMessagesStore(http, vi.fn());
    await store.start();
    hold = true;
    const first = store.loadMore();
    expect(store.state.loading).toBe(true);
    await store.loadMore();
    expect(seen.filter((r) => r.options?.params?.pageNum === 2)).toHaveLength(1);
    held.resolve(answer(seen[seen.length - 1]));
    await first;
    expect(store.state).toMatchObject({ loading: false, pageNum: 2 });
  });

  it('an empty inbox is finished after the first page', async () => {
    const { http } = fakeHttp(inbox(0, 0).answer);
    const store = createMessagesStore(http, vi.fn());
    await store.start();
    expect(store.state).toMatchObject({ unread: 0, total: 0, finished: true, list: [] });
  });

  it('message loading fails: the shared error handler is called and loading stops', async () => {
    const onError = vi.fn();
    const failure = offline();
    const { http } = fakeHttp(({ options }) => (options?.params?.isRead === 0 ? ok({ list: [], total: 2 }) : failure));
    const store = createMessagesStore(http, onError);
    await store.start();
    expect(onError).toHaveBeenCalledExactlyOnceWith(failure);
    expect(store.state).toMatchObject({ loading: false, list: [], finished: false, unread: 2 });
  });

  it('a failing unread count goes to the shared error handler too', async () => {
    const onError = vi.fn();
    const failure = refused(500, '服务繁忙');
    const { http } = fakeHttp(() => failure);
    const store = createMessagesStore(http, onError);
    await store.refreshUnread();
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('an answer arriving after a restart does not mix into the new list', async () => {
    const { answer } = inbox(15, 0);
    const held = deferred<ReturnType<typeof answer>>();
    let calls = 0;
    const { http } = fakeHttp((request) => {
      calls += 1;
      return calls === 2 ? held.promise : answer(request);
    });
    const store = createMessagesStore(http, vi.fn());
    const stale = store.start();
    await vi.waitFor(() => expect(calls).toBe(2));
    await store.start();
    held.resolve(answer({ method: 'get', base: '', url: '/api/user/sys-msg/user/list', options: { params: { pageNum: 1, pageSize: 10 } } }));
    await stale;
    expect(store.state.list).toHaveLength(10);
    expect(store.state.pageNum).toBe(1);
  });
});

describe('opening a message (SPEC §4 "Message")', () => {
  it('an unread message is tagged read, marked read locally and the unread count refreshed', async () => {
    const { answer } = inbox(12, 3);
    const { http, seen } = fakeHttp(answer);
    const store = createMessagesStore(http, vi.fn());
    await store.start();
    const target = { ...store.state.list[1] };
    await store.open(target);
    const tag = seen.find((r) => r.method === 'post');
    expect(tag).toMatchObject({ base: '', url: '/api/user/sys-msg/user/tagRead', options: { params: { ids: '2' } } });
    expect(store.state.list[1].isRead).toBe(1);
    expect(store.state.unread).toBe(2);
  });

  it('a read message makes no call', async () => {
    const { http, seen } = fakeHttp(inbox(3, 0).answer);
    const store = createMessagesStore(http, vi.fn());
    await store.start();
    const before = seen.length;
    await store.open(store.state.list[0]);
    expect(seen).toHaveLength(before);
  });

  it('a failing tag-as-read goes to the shared error handler and leaves the message unread', async () => {
    const { answer } = inbox(3, 3);
    const failure = refused(500, '标记失败');
    const { http } = fakeHttp((request) => (request.method === 'post' ? failure : answer(request)));
    const onError = vi.fn();
    const store = createMessagesStore(http, onError);
    await store.start();
    await store.open(store.state.list[0]);
    expect(onError).toHaveBeenCalledWith(failure);
    expect(store.state.list[0].isRead).toBe(0);
    expect(store.state.unread).toBe(3);
  });
});

describe('message display', () => {
  it(`badge: nothing for 0, the count up to ${BADGE_MAX}, then 99+`, () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('send time is shown as YYYY-MM-DD', () => {
    expect(messageDate('2025-05-01 10:00:00')).toBe('2025-05-01');
    expect(messageDate('not a date')).toBe('not a date');
  });

  it('the label names cloud photography when photoLive is set, live broadcast otherwise', () => {
    expect(messageProductId({ photoLive: true })).toBe(2);
    expect(messageProductId({ photoLive: false })).toBe(1);
  });
});

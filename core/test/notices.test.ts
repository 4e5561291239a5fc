import { describe, expect, it, vi } from 'vitest';
import { createNoticeDialog, createNoticesStore, type Notice } from '../src/messages';
import { fakeHttp, offline, ok } from './support';

const notice = (i: number): Notice => ({ id: i, type: 0, title: `公告 ${i}`, content: `<p>${i}</p>`, createTime: '2026-05-01T02:00:00.000Z' });

describe('notices', () => {
  it('pages /api/user/sys-msg/page and appends until total is reached', async () => {
    const all = Array.from({ length: 12 }, (_, i) => notice(i + 1));
    const { http, seen } = fakeHttp(({ options }) => {
      const pageNum = Number(options?.params?.pageNum);
      return ok({ list: all.slice((pageNum - 1) * 10, pageNum * 10), total: all.length });
    });
    const store = createNoticesStore(http, vi.fn());
    await store.start();
    await store.loadMore();
    expect(seen.map((r) => [r.base, r.url, r.options?.params])).toEqual([
      ['', '/api/user/sys-msg/page', { pageNum: 1, pageSize: 10 }],
      ['', '/api/user/sys-msg/page', { pageNum: 2, pageSize: 10 }],
    ]);
    expect(store.state).toMatchObject({ total: 12, finished: true, loading: false });
    expect(store.state.list).toHaveLength(12);
  });

  it('a loading failure goes to the shared error handler and stops loading', async () => {
    const onError = vi.fn();
    const store = createNoticesStore(fakeHttp(() => offline()).http, onError);
    await store.start();
    expect(onError).toHaveBeenCalledOnce();
    expect(store.state.loading).toBe(false);
  });
});

describe('notice dialog (SPEC §4 "Notice dialog")', () => {
  it('opens with a notice and closes', () => {
    const dialog = createNoticeDialog();
    expect(dialog.state).toEqual({ open: false, notice: null });
    dialog.show(notice(7));
    expect(dialog.state).toMatchObject({ open: true, notice: { title: '公告 7' } });
    dialog.close();
    expect(dialog.state.open).toBe(false);
  });
});

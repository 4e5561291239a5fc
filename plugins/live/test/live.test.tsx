import type { ActivityTwzb as LiveActivity } from '@greenroom/contracts';
import { type FakeRequest, renderPlugin } from '@greenroom/sdk/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import livePlugin from '../src/index';

function activity(id: number, title: string, extra: Partial<LiveActivity> = {}): LiveActivity {
  return {
    id,
    title,
    coverUrl: '',
    coverThumbUrl: '',
    status: 'ended',
    startTime: '2026-11-01T10:00:00.000Z',
    endTime: null,
    groupId: 1,
    groupName: '企业年会',
    viewCount: 1234,
    createdAt: '2026-11-01T09:00:00.000Z',
    ...extra,
  };
}

const groups = {
  data: [
    { id: 1, name: '企业年会', count: 2 },
    { id: 2, name: '产品发布', count: 1 },
  ],
};

function listOf(rows: LiveActivity[], total = rows.length, pageNum = 1, pageSize = 10) {
  return { data: { pageNum, pageSize, total, list: rows } };
}

const listRequests = (requests: FakeRequest[]) => requests.filter((r) => r.method === 'GET' && r.path === '/api/activity/twzb/list');

describe('live plugin — contributions (SPEC §2 menu, §1 product 1)', () => {
  it('registers /activity/live, a menu entry under 平台活动 and the drawer card of product 1 with its editions', () => {
    const view = renderPlugin(livePlugin, {
      path: '/nowhere',
      http: {},
    });
    const { routes, menuItems, productCards } = view.contributions;
    expect(routes.map((r) => r.path)).toContain('activity/live');
    expect(menuItems).toContainEqual(expect.objectContaining({ section: 'activity', route: 'live' }));
    expect(productCards[0]).toMatchObject({ productId: 1, hot: true, href: view.services.config.products.live.admin });
  });
});

describe('live plugin — /activity/live list', () => {
  it('shows the activities of /twzb/list for the page, keyword and group kept in the address', { timeout: 20000 }, async () => {
    const view = renderPlugin(livePlugin, {
      path: '/activity/live?page=2&keyword=年会&groupId=1&status=live&from=2026-11-01&to=2026-11-20&sort=startTime&order=asc',
      http: {
        'GET /api/activity/twzb/group-list': groups,
        'GET /api/activity/twzb/list': listOf(
          [
            activity(11, '2026 年会直播', { coverUrl: '/api/upload/file/a1.jpg', coverThumbUrl: '/api/upload/file/a1.thumb.jpg' }),
            activity(12, '年会颁奖典礼', { status: 'live' }),
          ],
          12,
          2,
        ),
      },
    });
    expect(await screen.findByText('2026 年会直播')).toBeTruthy();
    // Issue 25: the cover cell shows the upload's thumbnail, not the original.
    expect(view.container.querySelector('tbody img')?.getAttribute('src')).toBe('/api/upload/file/a1.thumb.jpg');
    expect(screen.getAllByText('直播中').length).toBeGreaterThan(0);
    expect(screen.getByText('第 11-12 条，共 12 条')).toBeTruthy();
    const [request] = listRequests(view.services.requests);
    expect(request.params).toMatchObject({
      pageNum: 2,
      pageSize: 10,
      keyword: '年会',
      groupId: 1,
      status: 'live',
      startDate: '2026-11-01',
      endDate: '2026-11-20',
      sort: 'startTime',
      order: 'asc',
    });
    expect((screen.getByLabelText('搜索直播标题') as HTMLInputElement).value).toBe('年会');
  });

  it('shows 暂无数据 when the organiser has no activity (SPEC §8 "empty lists")', async () => {
    renderPlugin(livePlugin, {
      path: '/activity/live',
      http: { 'GET /api/activity/twzb/group-list': { data: [] }, 'GET /api/activity/twzb/list': listOf([]) },
    });
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('shows an error with a retry that loads the list again', async () => {
    let fail = true;
    renderPlugin(livePlugin, {
      path: '/activity/live',
      http: {
        'GET /api/activity/twzb/group-list': { data: [] },
        'GET /api/activity/twzb/list': () => (fail ? { httpStatus: 500 } : listOf([activity(1, '恢复后的直播')])),
      },
    });
    expect(await screen.findByText('直播列表加载失败')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('恢复后的直播')).toBeTruthy();
  });

  it('searching puts the keyword in the address and goes back to page 1', async () => {
    const view = renderPlugin(livePlugin, {
      path: '/activity/live?page=3',
      http: { 'GET /api/activity/twzb/group-list': groups, 'GET /api/activity/twzb/list': listOf([activity(1, '直播一')], 30, 3) },
    });
    await screen.findByText('直播一');
    fireEvent.change(screen.getByLabelText('搜索直播标题'), { target: { value: ' 发布会 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(view.router.state.location.search).toBe(`?keyword=${encodeURIComponent('发布会')}`));
    await waitFor(() => expect(listRequests(view.services.requests).at(-1)?.params).toMatchObject({ pageNum: 1, keyword: '发布会' }));
  });

  it('changing page updates the address and requests that page from the server', async () => {
    const view = renderPlugin(livePlugin, {
      path: '/activity/live',
      http: {
        'GET /api/activity/twzb/group-list': groups,
        'GET /api/activity/twzb/list': (req) =>
          listOf([activity(Number(req.params?.pageNum), `第 ${req.params?.pageNum} 页的直播`)], 25, Number(req.params?.pageNum)),
      },
    });
    await screen.findByText('第 1 页的直播');
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(await screen.findByText('第 2 页的直播')).toBeTruthy();
    expect(view.router.state.location.search).toBe('?page=2');
  });

  it('deletes an activity only after confirmation, then reloads the list', async () => {
    let rows = [activity(1, '要删除的直播'), activity(2, '保留的直播')];
    const view = renderPlugin(livePlugin, {
      path: '/activity/live',
      http: {
        'GET /api/activity/twzb/group-list': groups,
        'GET /api/activity/twzb/list': () => listOf(rows),
        'DELETE /api/activity/twzb/:id': (req) => {
          rows = rows.filter((r) => r.id !== Number(req.pathParams.id));
          return { data: null };
        },
      },
    });
    await screen.findByText('要删除的直播');
    fireEvent.click(screen.getByRole('button', { name: '删除 要删除的直播' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定删除「要删除的直播」吗？删除后不可恢复。')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(view.services.requests.some((r) => r.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: '删除 要删除的直播' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText('要删除的直播')).toBeNull());
    expect(screen.getByText('保留的直播')).toBeTruthy();
    expect(view.services.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/activity/twzb/1']);
    expect(view.services.toasts).toContainEqual({ type: 'success', text: '已删除' });
  });

  it('a refused delete keeps the row and leaves the message to the envelope client', async () => {
    const view = renderPlugin(livePlugin, {
      path: '/activity/live',
      http: {
        'GET /api/activity/twzb/group-list': groups,
        'GET /api/activity/twzb/list': listOf([activity(5, '别人的直播')]),
        'DELETE /api/activity/twzb/:id': { code: 404, msg: '数据不存在或无权访问' },
      },
    });
    await screen.findByText('别人的直播');
    fireEvent.click(screen.getByRole('button', { name: '删除 别人的直播' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(view.services.toasts).toContainEqual({ type: 'error', text: '数据不存在或无权访问' }));
    expect(screen.getByText('别人的直播')).toBeTruthy();
  });
});

describe('live plugin — more of /activity/live', () => {
  it('deleting a live activity asks for the stronger confirmation; the group counts are read again after', async () => {
    const view = renderPlugin(livePlugin, {
      path: '/activity/live',
      http: {
        'GET /api/activity/twzb/group-list': groups,
        'GET /api/activity/twzb/list': listOf([activity(7, '正在进行的发布会', { status: 'live' })]),
        'DELETE /api/activity/twzb/:id': { data: null },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '删除 正在进行的发布会' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/该直播正在进行/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '删除' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(view.services.toasts).toContainEqual({ type: 'success', text: '已删除' }));
    await waitFor(() => expect(view.services.requests.filter((r) => r.path === '/api/activity/twzb/group-list').length).toBe(2));
  });

  it('管理 opens the activity’s editor in this tab (a real link), and 复制观看链接 copies the viewer link', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const view = renderPlugin(livePlugin, {
      path: '/activity/live',
      http: { 'GET /api/activity/twzb/group-list': groups, 'GET /api/activity/twzb/list': listOf([activity(9, '新品发布会')]) },
    });
    const manage = await screen.findByRole('link', { name: '管理 新品发布会' });
    expect(manage.getAttribute('href')).toBe('/activity/live/9');
    expect(view.services.opened).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '复制观看链接 新品发布会' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('http://localhost/live/9'));
    expect(view.services.toasts).toContainEqual({ type: 'success', text: '观看链接已复制' });
  });

  it('a status filter goes to the address and to the request, on page 1', async () => {
    const view = renderPlugin(livePlugin, {
      path: '/activity/live?page=2',
      http: { 'GET /api/activity/twzb/group-list': groups, 'GET /api/activity/twzb/list': listOf([activity(1, '直播一')], 30, 2) },
    });
    await screen.findByText('直播一');
    await act(() => view.router.navigate('/activity/live?status=not_started'));
    await waitFor(() => expect(listRequests(view.services.requests).at(-1)?.params).toMatchObject({ pageNum: 1, status: 'not_started' }));
  });
});

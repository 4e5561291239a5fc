import { renderPlugin } from '@greenroom/sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import eventPlugin from '../src/index';
import { event, listRequests, pageOf } from './fixtures';

// Load the lazy pages once before the tests: a cold import of the list kit takes seconds.
beforeAll(async () => {
  await import('../src/pages/EventListPage');
}, 30000);

describe('event plugin — /activity/event list', () => {
  it('shows the events with city, status tag, registrations and sign-ins', async () => {
    renderPlugin(eventPlugin, {
      path: '/activity/event',
      http: {
        'GET /api/activity/event/list': pageOf([
          event(1, '2026 开发者大会', { status: 'ongoing', city: '上海', registrationCount: 12345, signInCount: 678 }),
          event(2, '城市马拉松', { status: 'not_started', city: '成都', endTime: null }),
          event(3, '年终答谢会', { status: 'ended' }),
        ]),
      },
    });
    const row = (await screen.findByText('2026 开发者大会')).closest('tr') as HTMLElement;
    expect(within(row).getByText('进行中')).toBeTruthy();
    expect(within(row).getByText('上海')).toBeTruthy();
    expect(within(row).getByText('1.2万')).toBeTruthy();
    expect(within(row).getByText('678')).toBeTruthy();
    const open = screen.getByText('城市马拉松').closest('tr') as HTMLElement;
    expect(within(open).getByText('未开始')).toBeTruthy();
    expect(open.textContent).not.toContain('至');
    expect(within(screen.getByText('年终答谢会').closest('tr') as HTMLElement).getByText('已结束')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /报名/ })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /签到/ })).toBeTruthy();
  });

  it('filters in the address go to the request: keyword, status, created days, sort by start time', async () => {
    const view = renderPlugin(eventPlugin, {
      path: '/activity/event?keyword=杭州&status=ongoing&from=2026-10-01&to=2026-10-31&sort=startTime&order=asc&page=2',
      http: { 'GET /api/activity/event/list': pageOf([event(11, '杭州读书会', { status: 'ongoing' })], 11, 2) },
    });
    await screen.findByText('杭州读书会');
    expect(listRequests(view.services.requests)[0].params).toMatchObject({
      pageNum: 2,
      pageSize: 10,
      keyword: '杭州',
      status: 'ongoing',
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      sort: 'startTime',
      order: 'asc',
    });
    expect((screen.getByLabelText('搜索标题或城市') as HTMLInputElement).value).toBe('杭州');
  });

  it('an unknown status in the address is dropped, not sent', async () => {
    const view = renderPlugin(eventPlugin, {
      path: '/activity/event?status=cancelled',
      http: { 'GET /api/activity/event/list': pageOf([event(1, '活动一')]) },
    });
    await screen.findByText('活动一');
    expect(listRequests(view.services.requests)[0].params?.status).toBeUndefined();
  });

  it('searching puts the keyword in the address and the request, back on page 1', async () => {
    const view = renderPlugin(eventPlugin, {
      path: '/activity/event?page=3',
      http: { 'GET /api/activity/event/list': pageOf([event(1, '活动一')], 30, 3) },
    });
    await screen.findByText('活动一');
    fireEvent.change(screen.getByLabelText('搜索标题或城市'), { target: { value: ' 成都 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(view.router.state.location.search).toBe(`?keyword=${encodeURIComponent('成都')}`));
    await waitFor(() => expect(listRequests(view.services.requests).at(-1)?.params).toMatchObject({ pageNum: 1, keyword: '成都' }));
  });

  it('sorting by 活动时间 asks the server for sort=startTime', async () => {
    const view = renderPlugin(eventPlugin, { path: '/activity/event', http: { 'GET /api/activity/event/list': pageOf([event(1, '活动一')]) } });
    await screen.findByText('活动一');
    fireEvent.click(screen.getByText('活动时间'));
    await waitFor(() => expect(view.router.state.location.search).toMatch(/sort=startTime/));
    await waitFor(() => expect(listRequests(view.services.requests).at(-1)?.params).toMatchObject({ sort: 'startTime' }));
  });

  it('管理 opens the event’s editor in this console, as a link', async () => {
    const view = renderPlugin(eventPlugin, { path: '/activity/event', http: { 'GET /api/activity/event/list': pageOf([event(42, '产品发布会')]) } });
    const manage = await screen.findByRole('link', { name: '管理 产品发布会' });
    expect(manage.getAttribute('href')).toBe('/activity/event/42');
    expect(view.services.opened).toEqual([]);
  });

  it('deletes an event only after a confirmation naming it, then removes it from the list', async () => {
    let rows = [event(1, '要删除的沙龙'), event(2, '保留的论坛')];
    const view = renderPlugin(eventPlugin, {
      path: '/activity/event',
      http: {
        'GET /api/activity/event/list': () => pageOf(rows),
        'DELETE /api/activity/event/:id': (request) => {
          rows = rows.filter((r) => r.id !== Number(request.pathParams.id));
          return { data: null };
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '删除 要删除的沙龙' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('删除活动')).toBeTruthy();
    expect(within(dialog).getByText('确定删除「要删除的沙龙」吗？删除后不可恢复。')).toBeTruthy();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(view.services.requests.some((r) => r.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: '删除 要删除的沙龙' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText('要删除的沙龙')).toBeNull());
    expect(screen.getByText('保留的论坛')).toBeTruthy();
    expect(view.services.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/activity/event/1']);
    expect(view.services.toasts).toContainEqual({ type: 'success', text: '已删除' });
  });

  it('an ongoing event needs the strong confirmation: people are signing in', async () => {
    const view = renderPlugin(eventPlugin, {
      path: '/activity/event',
      http: { 'GET /api/activity/event/list': pageOf([event(7, '正在签到的峰会', { status: 'ongoing' })]), 'DELETE /api/activity/event/:id': { data: null } },
    });
    fireEvent.click(await screen.findByRole('button', { name: '删除 正在签到的峰会' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/正在进行中，参会者正在签到/)).toBeTruthy();
    const ok = () => within(screen.getByRole('dialog')).getByRole('button', { name: '删除' });
    expect(ok().hasAttribute('disabled')).toBe(true);
    fireEvent.click(ok());
    expect(view.services.requests.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '我已了解上述影响，仍要继续' }));
    await waitFor(() => expect(ok().hasAttribute('disabled')).toBe(false));
    fireEvent.click(ok());
    await waitFor(() => expect(view.services.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/activity/event/7']));
  });

  it('batch delete calls DELETE once per event and lists the ones the server refused', async () => {
    const view = renderPlugin(eventPlugin, {
      path: '/activity/event',
      http: {
        'GET /api/activity/event/list': pageOf([event(1, '沙龙一'), event(2, '沙龙二'), event(3, '沙龙三')]),
        'DELETE /api/activity/event/:id': (request) => (request.pathParams.id === '2' ? { code: 404, msg: '数据不存在或无权访问' } : { data: null }),
      },
    });
    await screen.findByText('沙龙一');
    for (const name of ['沙龙一', '沙龙二', '沙龙三']) fireEvent.click(screen.getByRole('checkbox', { name: `选择「${name}」` }));
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    expect(await screen.findByText('确定删除选中的 3 个活动吗？删除后不可恢复。')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '删除' }));
    await screen.findByText('批量操作结果');
    expect(view.services.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/api/activity/event/1',
      '/api/activity/event/2',
      '/api/activity/event/3',
    ]);
    expect(screen.getByText('数据不存在或无权访问', { exact: false }).textContent).toContain('沙龙二');
  });
});

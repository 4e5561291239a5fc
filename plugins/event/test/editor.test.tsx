import type { ActivityEventDetail, ActivityEventInput } from '@greenroom/contracts';
import { createFakeLive, type FakeRequest, renderPlugin } from '@greenroom/sdk/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import eventPlugin from '../src/index';
import { event, pageOf } from './fixtures';

/** An event as `GET /api/activity/event/{id}` answers it. */
function detail(id: number, extra: Partial<ActivityEventDetail> = {}): ActivityEventDetail {
  return {
    id,
    title: '年度开发者大会',
    coverUrl: '/demo-assets/cover/2.svg',
    city: '杭州',
    address: '国际博览中心 B 馆',
    startTime: '2026-11-23T06:00:00.000Z',
    endTime: null,
    capacity: 300,
    registrationOpen: true,
    form: [
      { key: 'name', label: '姓名', required: true },
      { key: 'phone', label: '手机号', required: true },
    ],
    status: 'not_started',
    moves: ['ongoing'],
    registrationCount: 0,
    signInCount: 0,
    viewCount: 0,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...extra,
  };
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: '保存' }));

/** Types a date-time into Semi's picker as a person does, then Enter. */
function pickDateTime(label: string, text: string) {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

// A cold import of Semi's form controls and the contracts' schemas takes seconds.
beforeAll(async () => {
  await import('../src/pages/EventEditorPage');
  await import('../src/pages/EventListPage');
  const { validateBody } = await import('@greenroom/sdk/kit');
  await validateBody('PUT /api/activity/event/{id}', detail(1));
}, 60_000);

beforeEach(() => sessionStorage.clear());

describe('event plugin — the editor at /activity/event/new and /activity/event/:id (issue 22 §1)', () => {
  it('routes the editor inside the console, 活动 staying highlighted in the menu', () => {
    const { contributions } = renderPlugin(eventPlugin, { path: '/nowhere' });
    expect(contributions.routes.find((r) => r.name === 'event-editor')).toMatchObject({ path: 'activity/event/:id', menuParent: 'event' });
  });

  it('creates: a new event with the name and phone fields, checked, sent once with its request key, then at its own address', async () => {
    let answer: (reply: { data: ActivityEventDetail }) => void = () => {};
    const view = renderPlugin(eventPlugin, {
      path: '/activity/event/new',
      http: { 'POST /api/activity/event': () => new Promise((resolve) => (answer = resolve)) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '新建活动' })).toBeTruthy();
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['姓名', '手机号']);
    expect((screen.getByRole('checkbox', { name: '人数上限 不限' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('switch', { name: '开放报名' }).getAttribute('aria-checked')).toBe('true');
    // A new event has no state yet: no tag, no move.
    expect(screen.queryByRole('button', { name: '开始活动' })).toBeNull();

    save();
    const titleError = await screen.findByText('请输入标题');
    expect(screen.getByLabelText('活动标题').getAttribute('aria-describedby')).toContain(titleError.id);
    expect(screen.getByText('请输入城市')).toBeTruthy();
    expect(screen.getByText('请输入场馆或地址')).toBeTruthy();
    expect(screen.getByText('请选择开始时间')).toBeTruthy();
    expect(view.services.requests).toHaveLength(0);

    fill('活动标题', '城市读书会');
    fill('城市', '成都');
    fill('场馆或地址', '宽窄巷子 12 号');
    pickDateTime('开始时间', '2026-12-01 09:15');
    fireEvent.click(screen.getByRole('checkbox', { name: '人数上限 不限' }));
    fill('人数上限', '80');
    await waitFor(() => expect((screen.getByLabelText('人数上限') as HTMLInputElement).value).toBe('80'));
    save();
    save();
    await waitFor(() => expect(view.services.requests).toHaveLength(1));
    const sent = view.services.requests[0] as FakeRequest & { data: ActivityEventInput & { requestKey: string } };
    expect(sent).toMatchObject({ method: 'POST', path: '/api/activity/event' });
    expect(sent.data).toMatchObject({
      title: '城市读书会',
      city: '成都',
      address: '宽窄巷子 12 号',
      startTime: new Date(2026, 11, 1, 9, 15).toISOString(),
      endTime: null,
      capacity: 80,
      registrationOpen: true,
      form: [
        { key: 'name', label: '姓名', required: true },
        { key: 'phone', label: '手机号', required: true },
      ],
    });
    expect(sent.data.requestKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);

    await act(async () => answer({ data: detail(7, { ...sent.data, coverUrl: '/demo-assets/cover/2.svg' }) }));
    expect(await screen.findByRole('heading', { level: 1, name: '编辑活动「城市读书会」' })).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/activity/event/7');
    expect(view.router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('未开始')).toBeTruthy();
    expect(view.services.requests.map((r) => r.method)).toEqual(['POST']);
  }, 30_000);

  it('keeps one request key for the visit: the retry after a refusal sends the same one', async () => {
    const replies = [{ code: 500, msg: '服务繁忙，请稍后再试' }];
    const view = renderPlugin(eventPlugin, {
      path: '/activity/event/new',
      http: { 'POST /api/activity/event': (request) => replies.shift() ?? { data: detail(8, request.data as ActivityEventInput) } },
    });
    await screen.findByRole('heading', { name: '新建活动' });
    fill('活动标题', '沙龙');
    fill('城市', '上海');
    fill('场馆或地址', '徐汇区');
    pickDateTime('开始时间', '2026-12-01 09:15');
    save();
    expect(await screen.findByText('服务繁忙，请稍后再试')).toBeTruthy();
    save();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/activity/event/8'));
    const [first, second] = view.services.requests.map((r) => (r.data as { requestKey: string }).requestKey);
    expect(second).toBe(first);
  });

  it('edits: loads the event, shows the same field twice as the contract’s message under the form, saves the whole input with PUT', async () => {
    const view = renderPlugin(eventPlugin, {
      path: '/activity/event/5',
      http: {
        'GET /api/activity/event/:id': { data: detail(5) },
        'PUT /api/activity/event/:id': (request) => ({ data: detail(5, request.data as ActivityEventInput) }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '编辑活动「年度开发者大会」' })).toBeTruthy();
    expect((screen.getByLabelText('城市') as HTMLInputElement).value).toBe('杭州');
    expect((screen.getByLabelText('人数上限') as HTMLInputElement).value).toBe('300');

    // A new field, then its type 姓名 again: the name follows the type.
    fireEvent.click(screen.getByRole('button', { name: '添加字段' }));
    const added = screen.getByRole('listitem', { name: '新字段' });
    fireEvent.click(within(added).getByRole('combobox', { name: '字段类型' }));
    fireEvent.click(await screen.findByRole('option', { name: /姓名/ }));
    await waitFor(() => expect(screen.getAllByRole('listitem', { name: '姓名' })).toHaveLength(2));
    save();
    const problem = await screen.findByText('同一字段只能添加一次');
    expect(screen.getByRole('list').getAttribute('aria-describedby')).toContain(problem.id);
    expect(view.services.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    // Removing it (by keyboard-reachable, named buttons) clears the problem; the rest is saved.
    fireEvent.click(screen.getAllByRole('button', { name: '删除「姓名」' })[1]);
    expect(screen.queryByText('同一字段只能添加一次')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '下移「姓名」' }));
    fireEvent.click(within(screen.getByRole('listitem', { name: '姓名' })).getByRole('switch', { name: '必填' }));
    fill('城市', '上海');
    save();
    await waitFor(() => expect(view.services.toasts).toEqual([{ type: 'success', text: '已保存' }]));
    const put = view.services.requests.filter((r) => r.method === 'PUT');
    expect(put).toHaveLength(1);
    expect(put[0].path).toBe('/api/activity/event/5');
    expect(put[0].data).toMatchObject({
      city: '上海',
      form: [
        { key: 'phone', label: '手机号', required: true },
        { key: 'name', label: '姓名', required: false },
      ],
    });
    expect(put[0].data).not.toHaveProperty('requestKey');
  }, 30_000);

  it('moves the state by its target, after a confirmation naming the event: 开始活动, then 结束活动', async () => {
    const view = renderPlugin(eventPlugin, {
      path: '/activity/event/5',
      http: {
        'GET /api/activity/event/:id': { data: detail(5) },
        'PUT /api/activity/event/status/:id': (request) =>
          request.params?.status === 'ongoing'
            ? { data: detail(5, { status: 'ongoing', moves: ['ended'] }) }
            : { data: detail(5, { status: 'ended', moves: [] }) },
      },
    });
    await screen.findByRole('heading', { level: 1, name: '编辑活动「年度开发者大会」' });
    expect(screen.getByText('未开始')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '结束活动' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '开始活动' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/确定开始活动「年度开发者大会」吗？/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(view.services.requests.some((r) => r.path.startsWith('/api/activity/event/status'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: '开始活动' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '开始活动' }));
    expect(await screen.findByText('进行中')).toBeTruthy();
    expect(view.services.toasts).toContainEqual({ type: 'success', text: '活动已开始' });
    expect(screen.queryByRole('button', { name: '开始活动' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '结束活动' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/确定结束活动「年度开发者大会」吗？/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '结束活动' }));
    expect(await screen.findByText('已结束')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: '结束活动' })).toBeNull());
    const moves = view.services.requests.filter((r) => r.method === 'PUT');
    expect(moves.map((r) => [r.path, r.params?.status])).toEqual([
      ['/api/activity/event/status/5', 'ongoing'],
      ['/api/activity/event/status/5', 'ended'],
    ]);
  });

  it('issue 26 §2: started from another console (pushed), the status and moves follow without losing what is typed; other items are ignored', async () => {
    let item = detail(5);
    const channel = createFakeLive();
    const view = renderPlugin(eventPlugin, { path: '/activity/event/5', live: channel, http: { 'GET /api/activity/event/:id': () => ({ data: item }) } });
    await screen.findByRole('heading', { level: 1, name: '编辑活动「年度开发者大会」' });
    expect(screen.getByText('未开始')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('城市'), { target: { value: '杭州' } });
    item = detail(5, { status: 'ongoing', moves: ['ended'] });
    const loads = () => view.services.requests.filter((r) => r.path === '/api/activity/event/5').length;
    const before = loads();
    await act(async () => channel.emit('activity', { kind: 'event', id: 6, status: 'ongoing' }));
    await act(async () => channel.emit('activity', { kind: 'twzb', id: 5, status: 'live' }));
    expect(loads()).toBe(before);
    await act(async () => channel.emit('activity', { kind: 'event', id: 5, status: 'ongoing' }));
    expect(await screen.findByText('进行中')).toBeTruthy();
    expect(screen.getByRole('button', { name: '结束活动' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '开始活动' })).toBeNull();
    expect((screen.getByLabelText('城市') as HTMLInputElement).value).toBe('杭州');
  });

  it('says 活动不存在或无权访问 for another account’s event', async () => {
    renderPlugin(eventPlugin, { path: '/activity/event/9', http: { 'GET /api/activity/event/:id': { code: 404, msg: '数据不存在或无权访问' } } });
    expect(await screen.findByText('活动不存在或无权访问')).toBeTruthy();
  });
});

describe('event plugin — the list leads to the editor in the same tab', () => {
  it('新建活动 and 管理 are links into the console; back returns to the list with its filters', async () => {
    const view = renderPlugin(eventPlugin, {
      path: '/activity/event?status=not_started&page=2',
      http: {
        'GET /api/activity/event/list': pageOf([event(42, '产品发布会', { status: 'not_started' })], 11, 2),
        'GET /api/activity/event/:id': { data: detail(42, { title: '产品发布会' }) },
      },
    });
    const create = await screen.findByRole('link', { name: '新建活动' });
    expect(create.getAttribute('href')).toBe('/activity/event/new');
    const manage = await screen.findByRole('link', { name: '管理 产品发布会' });
    expect(manage.getAttribute('href')).toBe('/activity/event/42');

    fireEvent.click(manage);
    expect(await screen.findByRole('heading', { level: 1, name: '编辑活动「产品发布会」' })).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/activity/event/42');
    expect(view.services.opened).toEqual([]);

    fireEvent.click(screen.getByRole('link', { name: '返回列表' }));
    await waitFor(() => expect(`${view.router.state.location.pathname}${view.router.state.location.search}`).toBe('/activity/event?status=not_started&page=2'));
    expect(await screen.findByText('产品发布会')).toBeTruthy();
  });
});

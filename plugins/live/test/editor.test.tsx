import type { ActivityTwzbCreate, ActivityTwzbDetail, ActivityTwzb as LiveActivity } from '@greenroom/contracts';
import { type FakeRequest, renderPlugin } from '@greenroom/sdk/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import livePlugin from '../src/index';

const groups = {
  data: [
    { id: 1, name: '企业年会', count: 2 },
    { id: 2, name: '产品发布', count: 1 },
  ],
};

function detail(id: number, extra: Partial<ActivityTwzbDetail> = {}): ActivityTwzbDetail {
  return {
    id,
    title: '双十一发布会',
    coverUrl: '/demo-assets/cover/0.svg',
    mode: 'text',
    groupId: 2,
    startTime: '2026-11-11T12:00:00.000Z',
    endTime: null,
    description: '<p>新品首发</p>',
    watch: { mode: 'password', password: 'abc123' },
    status: 'not_started',
    moves: ['live'],
    viewCount: 0,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...extra,
  };
}

function row(id: number, title: string): LiveActivity {
  return {
    id,
    title,
    coverUrl: '',
    coverThumbUrl: '',
    status: 'not_started',
    startTime: '2026-11-11T12:00:00.000Z',
    endTime: null,
    groupId: null,
    groupName: null,
    viewCount: 0,
    createdAt: '2026-11-01T00:00:00.000Z',
  };
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: '保存' }));
const writes = (requests: FakeRequest[]) => requests.filter((r) => r.method !== 'GET');

/** Picks a date-time the way a person types it into Semi's picker: the text, then Enter. */
function pickTime(label: string, text: string) {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

beforeAll(async () => {
  // Semi, the kit and the contracts' checks are slow to import in a cold worker.
  await import('../src/pages/LiveEditorPage');
  const { validateBody } = await import('@greenroom/sdk/kit');
  await validateBody('PUT /api/activity/twzb/{id}', detail(1));
}, 60_000);

beforeEach(() => sessionStorage.clear());

describe('live plugin — the editor route (issue 22 §1)', () => {
  it('is /activity/live/:id inside the console, keeping 直播 highlighted in the menu', () => {
    const view = renderPlugin(livePlugin, { path: '/nowhere', http: {} });
    expect(view.contributions.routes).toContainEqual(expect.objectContaining({ path: 'activity/live/:id', name: 'live-editor', menuParent: 'live' }));
  });
});

describe('live plugin — /activity/live/new', () => {
  it('shows each refused field’s message under it, sends nothing, then creates once with one requestKey and moves to the item', async () => {
    let answer: (value: { data: ActivityTwzbDetail }) => void = () => {};
    const view = renderPlugin(livePlugin, {
      path: '/activity/live/new',
      http: {
        'GET /api/activity/twzb/group-list': groups,
        'POST /api/activity/twzb': () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '新建直播' })).toBeTruthy();
    // A new activity shows no state and no move.
    expect(screen.queryByRole('button', { name: '开始直播' })).toBeNull();
    expect(screen.getByRole('radio', { name: '图文直播' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: '公开' })).toHaveProperty('checked', true);

    save();
    const titleError = await screen.findByText('请输入标题');
    const title = screen.getByLabelText('直播标题');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(title.getAttribute('aria-describedby')).toContain(titleError.id);
    expect(screen.getByText('请选择开始时间')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(writes(view.services.requests)).toHaveLength(0);

    // An end before the start: the contract's message under the end.
    fill('直播标题', '新品发布会');
    pickTime('开始时间', '2026-12-01 20:00');
    pickTime('结束时间', '2026-12-01 19:00');
    save();
    expect(await screen.findByText('结束时间须晚于开始时间')).toBeTruthy();
    expect(screen.getByLabelText('结束时间').getAttribute('aria-invalid')).toBe('true');
    expect(writes(view.services.requests)).toHaveLength(0);

    pickTime('结束时间', '2026-12-01 22:00');
    fireEvent.click(screen.getByRole('radio', { name: '视频直播' }));
    save();
    save();
    await waitFor(() => expect(writes(view.services.requests)).toHaveLength(1));
    const sent = writes(view.services.requests)[0] as FakeRequest & { data: ActivityTwzbCreate };
    expect(sent.path).toBe('/api/activity/twzb');
    expect(sent.data).toMatchObject({
      title: '新品发布会',
      mode: 'video',
      groupId: null,
      startTime: new Date(2026, 11, 1, 20, 0).toISOString(),
      endTime: new Date(2026, 11, 1, 22, 0).toISOString(),
      watch: { mode: 'public' },
    });
    expect(sent.data.requestKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    await act(async () => answer({ data: detail(31, { title: '新品发布会', mode: 'video', groupId: null, watch: { mode: 'public' } }) }));

    expect(await screen.findByRole('heading', { level: 1, name: '编辑直播「新品发布会」' })).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/activity/live/31');
    expect(view.router.state.historyAction).toBe('REPLACE');
    expect(view.services.toasts).toContainEqual({ type: 'success', text: '已保存' });
    // The answer is the item: one POST, no load after it; its state and first move are shown.
    expect(writes(view.services.requests)).toHaveLength(1);
    expect(view.services.requests.filter((r) => r.path === '/api/activity/twzb/31')).toHaveLength(0);
    expect(screen.getByRole('button', { name: '开始直播' })).toBeTruthy();
  }, 30_000);

  it('sends the same requestKey again when a create is retried after a failure', async () => {
    let calls = 0;
    const view = renderPlugin(livePlugin, {
      path: '/activity/live/new',
      http: {
        'GET /api/activity/twzb/group-list': groups,
        'POST /api/activity/twzb': () => (++calls === 1 ? { httpStatus: 502 } : { data: detail(32, { title: '重试的直播' }) }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: '新建直播' });
    fill('直播标题', '重试的直播');
    pickTime('开始时间', '2026-12-01 20:00');
    save();
    expect(await screen.findByText('保存失败，请检查网络后重试')).toBeTruthy();
    save();
    expect(await screen.findByRole('heading', { level: 1, name: '编辑直播「重试的直播」' })).toBeTruthy();
    const keys = writes(view.services.requests).map((r) => (r.data as ActivityTwzbCreate).requestKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  }, 20_000);
});

describe('live plugin — /activity/live/:id', () => {
  it('shows the saved group as 加载中… while the groups load, never as its raw id, then by its name', async () => {
    let answer: (value: typeof groups) => void = () => {};
    renderPlugin(livePlugin, {
      path: '/activity/live/12',
      http: {
        'GET /api/activity/twzb/group-list': () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
        'GET /api/activity/twzb/:id': { data: detail(12) },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '编辑直播「双十一发布会」' })).toBeTruthy();
    const select = screen.getByRole('combobox', { name: '分组' });
    expect(select.textContent).toContain('加载中…');
    expect(select.textContent).not.toContain('2');
    await act(async () => answer(groups));
    await waitFor(() => expect(screen.getByRole('combobox', { name: '分组' }).textContent).toContain('产品发布'));
  });

  it('loads the activity into the fields, watch settings by mode, and saves the whole input; a refusal naming a field goes under it', async () => {
    let saves = 0;
    const view = renderPlugin(livePlugin, {
      path: '/activity/live/12',
      http: {
        'GET /api/activity/twzb/group-list': groups,
        'GET /api/activity/twzb/:id': { data: detail(12) },
        'PUT /api/activity/twzb/:id': (request) =>
          ++saves === 1
            ? { code: 400, msg: '参数错误：title 标题已被占用' }
            : { data: detail(12, { ...(request.data as object), status: 'not_started', moves: ['live'] }) },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '编辑直播「双十一发布会」' })).toBeTruthy();
    expect((screen.getByLabelText('直播标题') as HTMLInputElement).value).toBe('双十一发布会');
    expect(screen.getByRole('combobox', { name: '分组' }).textContent).toContain('产品发布');
    expect((screen.getByLabelText('观看密码') as HTMLInputElement).value).toBe('abc123');
    expect(screen.getByRole('img', { name: '封面预览' }).getAttribute('src')).toBe('/demo-assets/cover/0.svg');
    expect(screen.getByText('未开始')).toBeTruthy();

    // Another watch mode shows its own field; the password is kept for the way back.
    fireEvent.click(screen.getByRole('radio', { name: '白名单' }));
    expect(screen.queryByLabelText('观看密码')).toBeNull();
    fill('白名单手机号', '13800000000\n13900000001');
    fill('直播标题', '双十一发布会（改）');
    save();
    expect(await screen.findByText('标题已被占用')).toBeTruthy();
    expect(screen.getByLabelText('直播标题').getAttribute('aria-invalid')).toBe('true');

    save();
    await waitFor(() => expect(view.services.toasts).toContainEqual({ type: 'success', text: '已保存' }));
    const put = writes(view.services.requests).at(-1) as FakeRequest;
    expect(put.path).toBe('/api/activity/twzb/12');
    expect(put.data).toEqual({
      title: '双十一发布会（改）',
      coverUrl: '/demo-assets/cover/0.svg',
      mode: 'text',
      groupId: 2,
      startTime: '2026-11-11T12:00:00.000Z',
      endTime: null,
      description: '<p>新品首发</p>',
      watch: { mode: 'whitelist', phones: ['13800000000', '13900000001'] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '编辑直播「双十一发布会（改）」' })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: '密码' }));
    expect((screen.getByLabelText('观看密码') as HTMLInputElement).value).toBe('abc123');
  }, 30_000);

  it('moves the state with the buttons the detail allows, each confirmed naming the activity, and shows the new state', async () => {
    const view = renderPlugin(livePlugin, {
      path: '/activity/live/12',
      http: {
        'GET /api/activity/twzb/group-list': groups,
        'GET /api/activity/twzb/:id': { data: detail(12) },
        'PUT /api/activity/twzb/status/:id': (request) => {
          const status = (request.params as { status: 'live' | 'ended' }).status;
          return { data: detail(12, { status, moves: status === 'live' ? ['ended'] : [] }) };
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: '编辑直播「双十一发布会」' });
    expect(screen.queryByRole('button', { name: '结束直播' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '开始直播' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定开始直播「双十一发布会」吗？开始后观众即可观看。')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(writes(view.services.requests)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: '开始直播' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '开始直播' }));
    expect(await screen.findByRole('button', { name: '结束直播' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '开始直播' })).toBeNull();
    expect(screen.getAllByText('直播中').length).toBeGreaterThan(0);
    expect(view.services.toasts).toContainEqual({ type: 'success', text: '已开始直播' });
    const [move] = writes(view.services.requests);
    expect(move).toMatchObject({ method: 'PUT', path: '/api/activity/twzb/status/12', params: { status: 'live' } });

    fireEvent.click(screen.getByRole('button', { name: '结束直播' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定结束直播「双十一发布会」吗？结束后不能再次开始。')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '结束直播' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '结束直播' })).toBeNull());
    expect(screen.getAllByText('已结束').length).toBeGreaterThan(0);
    expect(writes(view.services.requests).map((r) => r.params)).toEqual([{ status: 'live' }, { status: 'ended' }]);
  }, 30_000);

  it('says so for another account’s or a deleted activity', async () => {
    renderPlugin(livePlugin, {
      path: '/activity/live/99',
      http: { 'GET /api/activity/twzb/group-list': groups, 'GET /api/activity/twzb/:id': { code: 404, msg: '数据不存在或无权访问' } },
    });
    expect(await screen.findByText('直播不存在或无权访问')).toBeTruthy();
  });
});

describe('live plugin — from the list to the editor and back', () => {
  it('新建 and 管理 are links into the console (same tab); back returns to the list with its filters', async () => {
    const view = renderPlugin(livePlugin, {
      path: '/activity/live?status=not_started&page=2',
      http: {
        'GET /api/activity/twzb/group-list': groups,
        'GET /api/activity/twzb/list': { data: { pageNum: 2, pageSize: 10, total: 11, list: [row(12, '双十一发布会')] } },
        'GET /api/activity/twzb/:id': { data: detail(12) },
      },
    });
    expect((await screen.findByRole('link', { name: '新建直播' })).getAttribute('href')).toBe('/activity/live/new');
    const manage = await screen.findByRole('link', { name: '管理 双十一发布会' });
    expect(manage.getAttribute('href')).toBe('/activity/live/12');
    expect(manage.getAttribute('target')).toBeNull();

    fireEvent.click(manage);
    expect(await screen.findByRole('heading', { level: 1, name: '编辑直播「双十一发布会」' })).toBeTruthy();
    expect(view.services.opened).toEqual([]);
    expect(screen.getByRole('link', { name: '返回列表' }).getAttribute('href')).toBe('/activity/live?status=not_started&page=2');
    fireEvent.click(screen.getByRole('link', { name: '返回列表' }));
    await waitFor(() => expect(`${view.router.state.location.pathname}${view.router.state.location.search}`).toBe('/activity/live?status=not_started&page=2'));
    expect(await screen.findByRole('link', { name: '管理 双十一发布会' })).toBeTruthy();
  }, 20_000);
});

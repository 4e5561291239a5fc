import type { ActivityEventDetail, ActivityEventInput } from '@greenroom/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  EditorPage,
  EditorSection,
  enumParam,
  ListField,
  NumberField,
  newRequestKey,
  SwitchField,
  serverFieldErrors,
  TextField,
  useEditor,
  useListQuery,
  validateBody,
} from '../src/kit';
import { definePlugin } from '../src/plugin';
import { type FakeRequest, renderPlugin } from '../src/testing';

const empty = (): ActivityEventInput => ({
  title: '',
  coverUrl: '',
  city: '',
  address: '',
  startTime: '',
  endTime: null,
  capacity: null,
  registrationOpen: true,
  form: [{ key: 'name', label: '姓名', required: true }],
});

const detail = (id: number, values: Partial<ActivityEventInput> = {}): ActivityEventDetail => ({
  ...empty(),
  title: '年会',
  city: '杭州',
  address: '国际博览中心',
  startTime: '2026-11-23T06:00:00.000Z',
  ...values,
  id,
  status: 'not_started',
  moves: ['ongoing'],
  registrationCount: 0,
  signInCount: 0,
  viewCount: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
});

function EventEditorPage() {
  const { id } = useParams();
  const editor = useEditor({
    id,
    calls: { load: 'GET /api/activity/event/{id}', create: 'POST /api/activity/event', update: 'PUT /api/activity/event/{id}' },
    empty,
    toValues: ({ title, coverUrl, city, address, startTime, endTime, capacity, registrationOpen, form }) => ({
      title,
      coverUrl,
      city,
      address,
      startTime,
      endTime,
      capacity,
      registrationOpen,
      form,
    }),
    editPath: (itemId) => `/events/${itemId}`,
  });
  return (
    <EditorPage editor={editor} what="活动" backTo="/events">
      <EditorSection title="基本信息">
        <TextField label="活动标题" required maxLength={60} {...editor.bind('title')} />
        <TextField label="城市" required {...editor.bind('city')} />
        <TextField label="地址" required {...editor.bind('address')} />
        <TextField label="开始时间" required {...editor.bind('startTime')} />
        <NumberField label="人数上限" nullable min={1} {...editor.bind('capacity')} />
        <SwitchField label="开放报名" {...editor.bind('registrationOpen')} />
        <ListField
          label="报名表"
          itemName="字段"
          newItem={() => ({ key: 'custom' as const, label: '', required: false })}
          itemLabel={(field) => field.label || '新字段'}
          renderItem={(_field, index) => <TextField label="字段名称" {...editor.bind(`form.${index}.label`)} />}
          {...editor.bind('form')}
        />
      </EditorSection>
    </EditorPage>
  );
}

function EventListPage() {
  const [query] = useListQuery({ filters: { status: enumParam(['ongoing', 'ended'] as const) } });
  return <h1>{`活动列表 第 ${query.page} 页`}</h1>;
}

const plugin = definePlugin({
  id: 'test',
  sdk: '^2',
  setup: (ctx) => {
    ctx.addRoute({ path: 'events', name: 'events', title: '活动', page: async () => ({ default: EventListPage }) });
    ctx.addRoute({ path: 'events/:id', name: 'event', title: '活动编辑', page: async () => ({ default: EventEditorPage }) });
  },
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: '保存' }));

beforeAll(async () => {
  // Loads the contracts' schemas once (the first check of a worker imports zod and every schema).
  await validateBody('POST /api/activity/event', { ...empty(), requestKey: newRequestKey() });
}, 30_000);

beforeEach(() => sessionStorage.clear());

describe('validateBody: the call’s own zod schema, per field, in Chinese', () => {
  it('answers the rule’s own message, or one made from its kind, keyed by the dotted path', async () => {
    const errors = await validateBody('POST /api/activity/event', {
      ...empty(),
      coverUrl: 'x'.repeat(501),
      capacity: 0,
      form: [{ key: 'name', label: '', required: true }],
      requestKey: 'short',
    });
    expect(errors).toEqual({
      title: '请输入标题',
      coverUrl: '最多 500 个字',
      city: '请输入城市',
      address: '请输入场馆或地址',
      startTime: '请选择开始时间',
      capacity: '人数上限至少为 1',
      'form.0.label': '请输入字段名称',
      requestKey: '请求编号格式不正确',
    });
    expect(
      await validateBody('PUT /api/activity/event/{id}', { ...empty(), title: '年会', city: '杭州', address: '馆', startTime: '2026-11-23T06:00:00Z' }),
    ).toEqual({});
    const missing = await validateBody('PUT /api/activity/event/{id}', { title: '年会' } as ActivityEventInput);
    expect(missing.registrationOpen).toBe('不能为空');
  });

  it('reads every field a refusal names, and makes request keys the server takes', () => {
    expect(serverFieldErrors('参数错误：title 标题最多 60 个字；form.1.label 请输入字段名称')).toEqual({
      title: '标题最多 60 个字',
      'form.1.label': '请输入字段名称',
    });
    // Issue 29: the server's English refusal of an English page names its fields the same way.
    expect(serverFieldErrors('Invalid parameters: title Title at most 60 characters; form.1.label Enter the field name')).toEqual({
      title: 'Title at most 60 characters',
      'form.1.label': 'Enter the field name',
    });
    expect(serverFieldErrors('活动已结束，不能修改')).toBeNull();
    expect(serverFieldErrors('参数错误：最多查看前 10000 条，请缩小筛选范围')).toBeNull();
    const id = newRequestKey();
    expect(id).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(newRequestKey()).not.toBe(id);
  });
});

describe('EditorPage: one item at its own address', () => {
  it('creates: checks with the contract, shows each message under its field, focuses the first, then posts once with a request key and moves to the item', async () => {
    let answer: (value: { data: ActivityEventDetail }) => void = () => {};
    const view = renderPlugin(plugin, {
      path: '/events/new',
      http: {
        'POST /api/activity/event': () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '新建活动' })).toBeTruthy();
    save();
    const titleError = await screen.findByText('请输入标题');
    const title = screen.getByLabelText('活动标题');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(title.getAttribute('aria-describedby')).toContain(titleError.id);
    expect(screen.getByText('请输入城市')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(view.services.requests).toHaveLength(0);

    fill('活动标题', '年会');
    expect(screen.queryByText('请输入标题')).toBeNull();
    fill('城市', '杭州');
    fill('地址', '国际博览中心');
    fill('开始时间', '2026-11-23T06:00:00.000Z');
    save();
    save();
    await waitFor(() => expect(view.services.requests).toHaveLength(1));
    expect(screen.getByRole('button', { name: /保存/ }).hasAttribute('disabled')).toBe(true);
    const sent = view.services.requests[0] as FakeRequest & { data: ActivityEventInput & { requestKey: string } };
    expect(sent.data).toMatchObject({ title: '年会', city: '杭州', capacity: null, form: [{ key: 'name', label: '姓名', required: true }] });
    expect(sent.data.requestKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    await act(async () => answer({ data: detail(7, { title: '年会' }) }));

    expect(await screen.findByRole('heading', { level: 1, name: '编辑活动「年会」' })).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/events/7');
    expect(view.router.state.historyAction).toBe('REPLACE');
    expect(view.services.toasts).toEqual([{ type: 'success', text: '已保存' }]);
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('已保存');
    // The answer was the item: it is not asked for again.
    expect(view.services.requests.map((r) => r.method)).toEqual(['POST']);
  }, 20_000);

  it('keeps what was typed while a create was on its way: still unsaved, and the move to the item is not held', async () => {
    let answer: (value: { data: ActivityEventDetail }) => void = () => {};
    const view = renderPlugin(plugin, {
      path: '/events/new',
      http: { 'POST /api/activity/event': () => new Promise((resolve) => (answer = resolve)) },
    });
    await screen.findByRole('heading', { name: '新建活动' });
    fill('活动标题', '年会');
    fill('城市', '杭州');
    fill('地址', '馆');
    fill('开始时间', '2026-11-23T06:00:00.000Z');
    save();
    await waitFor(() => expect(view.services.requests).toHaveLength(1));
    fill('城市', '上海');
    await act(async () => answer({ data: detail(9, { city: '杭州' }) }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/events/9'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText('城市') as HTMLInputElement).value).toBe('上海');
    expect(screen.getByText('有未保存的修改')).toBeTruthy();
  });

  it('keeps one request key for the visit: a retry after a refusal sends the same one', async () => {
    const replies = [{ code: 500, msg: '服务繁忙，请稍后再试' }, { data: detail(8) }];
    const view = renderPlugin(plugin, { path: '/events/new', http: { 'POST /api/activity/event': () => replies.shift() ?? { data: detail(8) } } });
    await screen.findByRole('heading', { name: '新建活动' });
    fill('活动标题', '年会');
    fill('城市', '杭州');
    fill('地址', '馆');
    fill('开始时间', '2026-11-23T06:00:00.000Z');
    save();
    expect(await screen.findByText('服务繁忙，请稍后再试')).toBeTruthy();
    save();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/events/8'));
    const [first, second] = view.services.requests.map((r) => (r.data as { requestKey: string }).requestKey);
    expect(second).toBe(first);
  });

  it('edits: loads with a skeleton, saves the whole input with PUT, and shows the server’s refusal under the field it names or above the form', async () => {
    const replies = [
      { code: 400, msg: '参数错误：city 暂不支持该城市' },
      { code: 409, msg: '活动已结束，不能修改' },
    ];
    const view = renderPlugin(plugin, {
      path: '/events/5',
      http: {
        'GET /api/activity/event/:id': { data: detail(5) },
        'PUT /api/activity/event/:id': (request) => replies.shift() ?? { data: detail(5, request.data as ActivityEventInput) },
      },
    });
    expect(await screen.findByRole('status', { name: '加载中…' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: '编辑活动「年会」' })).toBeTruthy();
    expect((screen.getByLabelText('城市') as HTMLInputElement).value).toBe('杭州');
    fill('城市', '火星');
    save();
    const cityError = await screen.findByText('暂不支持该城市');
    // The contract's own message names the field already: it stays as it is.
    expect(screen.getByLabelText('城市').getAttribute('aria-describedby')).toContain(cityError.id);
    expect(view.services.toasts).toEqual([]);
    save();
    expect(await screen.findByText('活动已结束，不能修改')).toBeTruthy();
    fill('城市', '上海');
    save();
    expect(await screen.findByRole('heading', { level: 1, name: '编辑活动「年会」' })).toBeTruthy();
    await waitFor(() => expect(view.services.toasts).toEqual([{ type: 'success', text: '已保存' }]));
    const put = view.services.requests.filter((r) => r.method === 'PUT');
    expect(put).toHaveLength(3);
    expect(put[2].path).toBe('/api/activity/event/5');
    expect(put[2].data).toMatchObject({ city: '上海', title: '年会' });
    expect(put[2].data).not.toHaveProperty('requestKey');
  });

  it('says 不存在或无权访问 for another account’s item, and 重试 after a failed load', async () => {
    renderPlugin(plugin, { path: '/events/9', http: { 'GET /api/activity/event/:id': { code: 404, msg: '数据不存在或无权访问' } } });
    expect(await screen.findByText('活动不存在或无权访问')).toBeTruthy();

    let calls = 0;
    const view = renderPlugin(plugin, {
      path: '/events/6',
      http: { 'GET /api/activity/event/:id': () => (++calls === 1 ? { httpStatus: 502 } : { data: detail(6, { title: '发布会' }) }) },
    });
    fireEvent.click(await within(view.container).findByRole('button', { name: '重试' }));
    expect(await within(view.container).findByRole('heading', { level: 1, name: '编辑活动「发布会」' })).toBeTruthy();
  });

  it('goes back to the list with its filters, and asks before leaving unsaved changes', async () => {
    const view = renderPlugin(plugin, { path: '/events?status=ongoing&page=2', http: {} });
    expect(await screen.findByRole('heading', { name: '活动列表 第 2 页' })).toBeTruthy();
    await act(() => view.router.navigate('/events/new'));
    await screen.findByRole('heading', { name: '新建活动' });
    expect(screen.getByRole('link', { name: '返回列表' }).getAttribute('href')).toBe('/events?status=ongoing&page=2');

    fill('活动标题', '未保存的活动');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: '返回列表' }));
    const dialog = await screen.findByRole('dialog', { name: '有未保存的修改，确定离开吗？' });
    fireEvent.click(within(dialog).getByRole('button', { name: '留下' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '有未保存的修改，确定离开吗？' })).toBeNull());
    expect(view.router.state.location.pathname).toBe('/events/new');

    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '有未保存的修改，确定离开吗？' })).getByRole('button', { name: '离开' }));
    await waitFor(() => expect(`${view.router.state.location.pathname}${view.router.state.location.search}`).toBe('/events?status=ongoing&page=2'));
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });

  it('leaves at once when nothing changed', async () => {
    const view = renderPlugin(plugin, { path: '/events/new', http: {} });
    await screen.findByRole('heading', { name: '新建活动' });
    fireEvent.click(screen.getByRole('link', { name: '返回列表' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/events'));
  });
});

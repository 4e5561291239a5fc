import type { ActivityEventDetail } from '@greenroom/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { StatusMap } from '../src/format';
import { EditorPage, EditorSection, TextField, useEditor, useEditorMoves } from '../src/kit';
import { definePlugin } from '../src/plugin';
import { renderPlugin } from '../src/testing';

const detail = (status: ActivityEventDetail['status'], moves: ActivityEventDetail['moves']): ActivityEventDetail => ({
  id: 5,
  title: '年会',
  coverUrl: '',
  city: '杭州',
  address: '国际博览中心',
  startTime: '2026-11-23T06:00:00.000Z',
  endTime: null,
  capacity: null,
  registrationOpen: true,
  form: [{ key: 'name', label: '姓名', required: true }],
  status,
  moves,
  registrationCount: 0,
  signInCount: 0,
  viewCount: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
});

const STATUS: StatusMap<ActivityEventDetail['status']> = {
  not_started: { text: '未开始', color: 'blue' },
  ongoing: { text: '进行中', color: 'green' },
  ended: { text: '已结束', color: 'grey' },
};

const moves = {
  ongoing: { text: '开始活动', question: (title: string) => `确定开始活动「${title}」吗？`, done: '活动已开始' },
  ended: { text: '结束活动', question: (title: string) => `确定结束活动「${title}」吗？`, done: '活动已结束', danger: true },
};

function EventEditorPage() {
  const editor = useEditor({
    id: useParams().id,
    calls: { load: 'GET /api/activity/event/{id}', create: 'POST /api/activity/event', update: 'PUT /api/activity/event/{id}' },
    // The title and the start are shown: the moves are the point (starting moves a later start to now).
    empty: () => ({ title: '', coverUrl: '', city: '', address: '', startTime: '', endTime: null, capacity: null, registrationOpen: true, form: [] }),
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
    editPath: (id) => `/events/${id}`,
  });
  const actions = useEditorMoves(editor, { call: 'PUT /api/activity/event/status/{id}', moves, status: STATUS, statusLabel: '状态' });
  return (
    <EditorPage editor={editor} what="活动" backTo="/events" actions={actions}>
      <EditorSection title="基本信息">
        <TextField label="活动标题" {...editor.bind('title')} />
        <TextField label="开始时间" {...editor.bind('startTime')} />
      </EditorSection>
    </EditorPage>
  );
}

const plugin = definePlugin({
  id: 'test',
  sdk: '^2',
  setup: (ctx) => {
    ctx.addRoute({ path: 'events/:id', name: 'event', title: '活动编辑', page: async () => ({ default: EventEditorPage }) });
  },
});

describe('useEditorMoves: the status tag and the state moves beside the editor’s title', () => {
  it('shows a button per allowed move; each asks naming the item, PUTs the target, and the editor shows the answer', async () => {
    const view = renderPlugin(plugin, {
      path: '/events/5',
      http: {
        'GET /api/activity/event/:id': { data: detail('not_started', ['ongoing']) },
        'PUT /api/activity/event/status/:id': () => ({ data: detail('ongoing', ['ended']) }),
      },
    });
    const start = await screen.findByRole('button', { name: '开始活动' });
    expect(screen.getByText('未开始')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '结束活动' })).toBeNull();
    expect(start.className).toContain('semi-button-primary');

    fireEvent.click(start);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定开始活动「年会」吗？')).toBeTruthy();
    expect(view.services.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '开始活动' }));

    const end = await screen.findByRole('button', { name: '结束活动' });
    expect(end.className).toContain('semi-button-danger');
    expect(screen.getByText('进行中')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '开始活动' })).toBeNull();
    const put = view.services.requests.filter((r) => r.method === 'PUT');
    expect(put).toHaveLength(1);
    expect(put[0]?.path).toBe('/api/activity/event/status/5');
    expect(put[0]?.params).toEqual({ status: 'ongoing' });
    await waitFor(() => expect(view.services.toasts).toContainEqual({ type: 'success', text: '活动已开始' }));
  });

  it('a move with unsaved typing keeps the typing and takes the server’s new values of the untouched fields: 保存 sends the new start, not the old', async () => {
    const now = '2026-11-26T03:30:00.000Z';
    const view = renderPlugin(plugin, {
      path: '/events/5',
      http: {
        'GET /api/activity/event/:id': { data: detail('not_started', ['ongoing']) },
        'PUT /api/activity/event/status/:id': () => ({ data: { ...detail('ongoing', ['ended']), startTime: now } }),
        'PUT /api/activity/event/:id': (request) => ({ data: { ...detail('ongoing', ['ended']), ...(request.data as object) } }),
      },
    });
    const start = await screen.findByRole('button', { name: '开始活动' });
    fireEvent.change(screen.getByLabelText('活动标题'), { target: { value: '年会（改）' } });
    fireEvent.click(start);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '开始活动' }));
    await screen.findByRole('button', { name: '结束活动' });
    expect((screen.getByLabelText('活动标题') as HTMLInputElement).value).toBe('年会（改）');
    await waitFor(() => expect((screen.getByLabelText('开始时间') as HTMLInputElement).value).toBe(now));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(view.services.requests.filter((r) => r.method === 'PUT' && r.path === '/api/activity/event/5')).toHaveLength(1));
    const saved = view.services.requests.find((r) => r.method === 'PUT' && r.path === '/api/activity/event/5');
    expect(saved?.data).toMatchObject({ title: '年会（改）', startTime: now, city: '杭州' });
  }, 30_000);
});

import { definePlugin } from '@greenroom/sdk';
import { type FakeHandler, renderPlugin } from '@greenroom/sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MaterialLibraryPage, RecordingLibraryPage } from '../src';
import { stopDownloadWatch } from '../src/library/downloadWatch';
import { material, pageOf, recording, requestsTo, task } from './fixtures';

// A download's background watch (downloadWatch.ts) outlives the page: it ends with the test.
afterEach(stopDownloadWatch);

/** Mounts one library screen as the page of a tiny plugin. */
function mount(element: () => JSX.Element, path: string, http: Record<string, FakeHandler>) {
  const plugin = definePlugin({
    id: 'library-test',
    sdk: '^2',
    setup(ctx) {
      ctx.addRoute({ path: 'library', name: 'library', title: '库', page: async () => ({ default: element }) });
    },
  });
  return renderPlugin(plugin, { path, http });
}

describe('RecordingLibraryPage', () => {
  const recordings = () =>
    pageOf([recording(1, '开幕式回放'), recording(2, '圆桌论坛', { download: { taskId: 9, status: 'processing', progress: 45 }, activityTitle: null })]);

  it('lists the recordings of /{kind}/list with activity, duration, size, date and download status', async () => {
    const view = mount(() => <RecordingLibraryPage kind="live" title="直播视频库" />, '/library?keyword=回放', {
      'GET /api/media/live/list': recordings(),
    });
    expect(await screen.findByText('开幕式回放')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '直播视频库' })).toBeTruthy();
    const row = screen.getByText('圆桌论坛').closest('tr') as HTMLElement;
    expect(within(row).getByText('活动已删除')).toBeTruthy();
    expect(within(row).getByText('02:03')).toBeTruthy();
    expect(within(row).getByText('1.5 MB')).toBeTruthy();
    expect(within(row).getByText('处理中')).toBeTruthy();
    expect(within(row).getByText('45%')).toBeTruthy();
    expect(requestsTo(view.services.requests, 'GET', '/api/media/live/list')[0].params).toMatchObject({ pageNum: 1, pageSize: 10, keyword: '回放' });
    // Live recordings cannot be renamed (SPEC §7 has no /live/rename).
    expect(screen.queryByRole('button', { name: /重命名/ })).toBeNull();
  });

  it('plays a recording from a freshly signed address', async () => {
    const view = mount(() => <RecordingLibraryPage kind="live" title="直播视频库" />, '/library', {
      'GET /api/media/live/list': recordings(),
      'GET /api/media/live/playUrl/:id': {
        data: { id: 1, title: '开幕式回放', url: 'https://media.example.com/1.webm?sig=x', mimeType: 'video/webm', coverUrl: '' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '播放 开幕式回放' }));
    await waitFor(() => expect(document.querySelector('video source')?.getAttribute('src')).toBe('https://media.example.com/1.webm?sig=x'));
    expect(requestsTo(view.services.requests, 'GET', '/api/media/live/playUrl/1')).toHaveLength(1);
  });

  it('下载 creates a task, then opens the task panel with the server list', async () => {
    const view = mount(() => <RecordingLibraryPage kind="event" title="活动视频库" />, '/library', {
      'GET /api/media/event/list': recordings(),
      'POST /api/media/event/download/createTask/:id': { data: task(31, '开幕式回放.webm') },
      'GET /api/media/event/download/taskList': pageOf([task(31, '开幕式回放.webm')]),
    });
    fireEvent.click(await screen.findByRole('button', { name: '下载 开幕式回放' }));
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByText('下载任务')).toBeTruthy();
    expect(await within(panel).findByText('开幕式回放.webm')).toBeTruthy();
    expect(within(panel).getByText('排队中')).toBeTruthy();
    expect(requestsTo(view.services.requests, 'POST', '/api/media/event/download/createTask/1')).toHaveLength(1);
    expect(view.services.toasts.map((t) => t.text)).toContain('已创建下载任务，可在「下载任务」中查看进度');
    // The row's latest download status follows the new task without another list request.
    const row = screen.getByText('开幕式回放', { selector: 'td *, td' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('排队中')).toBeTruthy();
  });

  it('deletes the selected recordings in one all-or-nothing call with their ids', async () => {
    const view = mount(() => <RecordingLibraryPage kind="live" title="直播视频库" />, '/library', {
      'GET /api/media/live/list': recordings(),
      'DELETE /api/media/live/delete': { data: { deleted: 2 } },
    });
    await screen.findByText('开幕式回放');
    fireEvent.click(screen.getByRole('checkbox', { name: '选择「开幕式回放」' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择「圆桌论坛」' }));
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(requestsTo(view.services.requests, 'DELETE', '/api/media/live/delete')).toHaveLength(1));
    expect(requestsTo(view.services.requests, 'DELETE', '/api/media/live/delete')[0].data).toEqual({ ids: [1, 2] });
  });

  it('renames an event recording in place through PUT /event/rename/{id}?title=', async () => {
    const view = mount(() => <RecordingLibraryPage kind="event" title="活动视频库" rename />, '/library', {
      'GET /api/media/event/list': recordings(),
      'PUT /api/media/event/rename/:id': ({ params }) => ({ data: { id: 1, title: String((params as { title: string }).title) } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '重命名「开幕式回放」' }));
    const field = screen.getByRole('textbox', { name: '新标题' });
    fireEvent.change(field, { target: { value: '开幕式（完整版）' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByText('开幕式（完整版）')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '新标题' })).toBeNull();
    expect(requestsTo(view.services.requests, 'PUT', '/api/media/event/rename/1')[0].params).toEqual({ title: '开幕式（完整版）' });
    expect(requestsTo(view.services.requests, 'GET', '/api/media/event/list')).toHaveLength(1);
  });
});

describe('DownloadTaskPanel (through 下载任务)', () => {
  const tasks = () =>
    pageOf([
      task(41, '开幕式回放.webm', { status: 'processing', progress: 40, size: 10 * 1024 * 1024 }),
      task(42, '圆桌论坛.webm', { status: 'done', progress: 100, size: 2 * 1024 * 1024, downloadUrl: '/api/media/live/download/42' }),
      task(43, '颁奖典礼.webm', { status: 'failed', progress: 100, error: '下载文件已过期（完成 7 天后自动删除），请重新创建下载任务' }),
      task(44, '彩排.webm', { status: 'cancelled', progress: 10 }),
    ]);

  async function openPanel(http: Record<string, FakeHandler>) {
    const view = mount(() => <RecordingLibraryPage kind="live" title="直播视频库" />, '/library', {
      'GET /api/media/live/list': pageOf([recording(1, '开幕式回放')]),
      ...http,
    });
    fireEvent.click(await screen.findByRole('button', { name: '下载任务' }));
    const panel = await screen.findByRole('dialog');
    await within(panel).findByText('开幕式回放.webm');
    return { view, panel };
  }

  it('shows each task with status text, progress, size, the server error, and a real link for done files', async () => {
    const { panel } = await openPanel({ 'GET /api/media/live/download/taskList': tasks() });
    const item = (name: string) => within(panel).getByText(name).closest('li') as HTMLElement;
    expect(within(item('开幕式回放.webm')).getByText('处理中')).toBeTruthy();
    expect(within(item('开幕式回放.webm')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(within(item('开幕式回放.webm')).getByText('文件大小 10 MB')).toBeTruthy();
    expect(within(item('开幕式回放.webm')).getByRole('button', { name: '取消下载「开幕式回放.webm」' })).toBeTruthy();
    const link = within(item('圆桌论坛.webm')).getByRole('link', { name: '下载文件「圆桌论坛.webm」' });
    expect(link.getAttribute('href')).toBe('/api/media/live/download/42');
    expect(link.hasAttribute('download')).toBe(true);
    expect(within(item('圆桌论坛.webm')).getByText('已完成')).toBeTruthy();
    expect(within(item('颁奖典礼.webm')).getByText('失败')).toBeTruthy();
    expect(within(item('颁奖典礼.webm')).getByText('下载文件已过期（完成 7 天后自动删除），请重新创建下载任务')).toBeTruthy();
    expect(within(item('彩排.webm')).getByText('已取消')).toBeTruthy();
    expect(within(item('彩排.webm')).queryByRole('button', { name: /取消/ })).toBeNull();
    expect(within(item('彩排.webm')).queryByRole('link')).toBeNull();
  });

  it('polls while a task runs, so its progress bar moves, and stops once none does', async () => {
    let calls = 0;
    const { view, panel } = await openPanel({
      'GET /api/media/live/download/taskList': () => {
        calls += 1;
        const done = calls >= 2;
        return pageOf([task(41, '开幕式回放.webm', done ? { status: 'done', progress: 100 } : { status: 'processing', progress: 40 })]);
      },
    });
    expect(within(panel).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    await waitFor(() => expect(within(panel).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100'), { timeout: 4000 });
    expect(within(panel).getByRole('link', { name: '下载文件「开幕式回放.webm」' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(requestsTo(view.services.requests, 'GET', '/api/media/live/download/taskList')).toHaveLength(2);
  }, 10000);

  it('取消 posts cancelTask for that task and reads the list again', async () => {
    const { view, panel } = await openPanel({
      'GET /api/media/live/download/taskList': tasks(),
      'POST /api/media/live/download/cancelTask/:id': { data: task(41, '开幕式回放.webm', { status: 'cancelled', progress: 40 }) },
    });
    const before = requestsTo(view.services.requests, 'GET', '/api/media/live/download/taskList').length;
    fireEvent.click(within(panel).getByRole('button', { name: '取消下载「开幕式回放.webm」' }));
    await waitFor(() => expect(requestsTo(view.services.requests, 'POST', '/api/media/live/download/cancelTask/41')).toHaveLength(1));
    await waitFor(() => expect(requestsTo(view.services.requests, 'GET', '/api/media/live/download/taskList').length).toBeGreaterThan(before));
    expect(view.services.toasts.map((t) => t.text)).toContain('已取消下载任务');
  });

  it('says so when there is no task', async () => {
    const view = mount(() => <RecordingLibraryPage kind="live" title="直播视频库" />, '/library', {
      'GET /api/media/live/list': pageOf([recording(1, '开幕式回放')]),
      'GET /api/media/live/download/taskList': pageOf([]),
    });
    fireEvent.click(await screen.findByRole('button', { name: '下载任务' }));
    expect(await within(await screen.findByRole('dialog')).findByText('暂无下载任务')).toBeTruthy();
    expect(view.services.requests.some((r) => r.path === '/api/media/live/download/taskList')).toBe(true);
  });
});

describe('MaterialLibraryPage', () => {
  const materials = () => pageOf([material(5, '签到墙'), material(6, '开场视频', { type: 'video', duration: 65, size: 3 * 1024 * 1024 })]);

  it('lists the materials of /{kind}/list with the type filter from the address', async () => {
    const view = mount(() => <MaterialLibraryPage kind="twzb" title="直播素材库" />, '/library?type=video&from=2026-11-01&to=2026-11-30', {
      'GET /api/material/twzb/list': materials(),
    });
    const row = (await screen.findByText('开场视频')).closest('tr') as HTMLElement;
    expect(within(row).getByText('视频')).toBeTruthy();
    expect(within(row).getByText('01:05')).toBeTruthy();
    expect(within(row).getByText('3 MB')).toBeTruthy();
    expect(requestsTo(view.services.requests, 'GET', '/api/material/twzb/list')[0].params).toMatchObject({
      pageNum: 1,
      pageSize: 20,
      type: 'video',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
  });

  it('renames in place: the row shows the server title, the list is not fetched again', async () => {
    const view = mount(() => <MaterialLibraryPage kind="event" title="活动素材库" />, '/library', {
      'GET /api/material/event/list': materials(),
      'PUT /api/material/event/rename/:id': { data: { id: 5, title: '签到墙（新版）', updatedAt: '2026-11-03T00:00:00.000Z' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: '重命名「签到墙」' }));
    const field = screen.getByRole('textbox', { name: '新标题' }) as HTMLInputElement;
    expect(field.value).toBe('签到墙');
    fireEvent.change(field, { target: { value: '  签到墙（新版）  ' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('签到墙（新版）')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重命名「签到墙（新版）」' })).toBeTruthy();
    expect(requestsTo(view.services.requests, 'PUT', '/api/material/event/rename/5')[0].params).toEqual({ title: '签到墙（新版）' });
    expect(requestsTo(view.services.requests, 'GET', '/api/material/event/list')).toHaveLength(1);
  });

  it('shows the server refusal as it wrote it and keeps the edit open', async () => {
    const view = mount(() => <MaterialLibraryPage kind="twzb" title="直播素材库" />, '/library', {
      'GET /api/material/twzb/list': materials(),
      'PUT /api/material/twzb/rename/:id': { code: 400, msg: '标题不能包含控制字符' },
    });
    fireEvent.click(await screen.findByRole('button', { name: '重命名「签到墙」' }));
    const field = screen.getByRole('textbox', { name: '新标题' });
    fireEvent.change(field, { target: { value: '签到\u0007墙' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect((await screen.findByRole('alert')).textContent).toBe('标题不能包含控制字符');
    expect((screen.getByRole('textbox', { name: '新标题' }) as HTMLInputElement).value).toBe('签到\u0007墙');
    // Said once, in place: not also as a toast.
    expect(view.services.toasts).toEqual([]);
    // Esc gives up: the old title is back.
    fireEvent.keyDown(screen.getByRole('textbox', { name: '新标题' }), { key: 'Escape' });
    expect(screen.queryByRole('textbox', { name: '新标题' })).toBeNull();
    expect(screen.getByText('签到墙')).toBeTruthy();
  });

  it('closes without a request when the title is unchanged', async () => {
    const view = mount(() => <MaterialLibraryPage kind="twzb" title="直播素材库" />, '/library', { 'GET /api/material/twzb/list': materials() });
    fireEvent.click(await screen.findByRole('button', { name: '重命名「签到墙」' }));
    fireEvent.keyDown(screen.getByRole('textbox', { name: '新标题' }), { key: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: '新标题' })).toBeNull());
    expect(view.services.requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('previews a material from a fresh /preview/{id} address', async () => {
    const view = mount(() => <MaterialLibraryPage kind="twzb" title="直播素材库" />, '/library', {
      'GET /api/material/twzb/list': materials(),
      'GET /api/material/twzb/preview/:id': {
        data: { id: 5, title: '签到墙', type: 'image', url: 'https://cdn.example.com/full/5.svg?sig=y', mimeType: 'image/svg+xml', posterUrl: null },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '预览 签到墙' }));
    await waitFor(() => expect(document.querySelector('img.gr-media-image')?.getAttribute('src')).toBe('https://cdn.example.com/full/5.svg?sig=y'));
    expect(requestsTo(view.services.requests, 'GET', '/api/material/twzb/preview/5')).toHaveLength(1);
  });

  it('deletes a material through /batch-delete with { ids }', async () => {
    const view = mount(() => <MaterialLibraryPage kind="twzb" title="直播素材库" />, '/library', {
      'GET /api/material/twzb/list': materials(),
      'DELETE /api/material/twzb/batch-delete': { data: { deleted: 1 } },
    });
    fireEvent.click(await screen.findByRole('button', { name: '删除 签到墙' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('确定删除「签到墙」吗？删除后不可恢复。')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(requestsTo(view.services.requests, 'DELETE', '/api/material/twzb/batch-delete')[0]?.data).toEqual({ ids: [5] }));
  });
});

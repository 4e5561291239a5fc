import type { MediaDownloadTask } from '@greenroom/contracts';
import { definePlugin } from '@greenroom/sdk';
import { type FakeHandler, renderPlugin } from '@greenroom/sdk/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordingLibraryPage } from '../src';
import { DOWNLOAD_WATCH_MS, stopDownloadWatch } from '../src/library/downloadWatch';
import { recording as aRecording } from './fixtures';

const recording = aRecording(1, '开幕式回放', { coverUrl: '' });

function task(status: MediaDownloadTask['status'], extra: Partial<MediaDownloadTask> = {}): MediaDownloadTask {
  return {
    id: 31,
    mediaId: 1,
    fileName: '开幕式回放.webm',
    status,
    progress: status === 'done' ? 100 : 40,
    size: 1536 * 1024,
    processedBytes: 0,
    error: null,
    downloadUrl: status === 'done' ? '/api/media/live/download/31' : null,
    createdAt: '2026-11-02T03:00:00.000Z',
    updatedAt: '2026-11-02T03:00:00.000Z',
    finishedAt: null,
    ...extra,
  };
}

const pageOf = <T,>(list: T[]) => ({ data: { pageNum: 1, pageSize: 10, total: list.length, list } });

/** The live library at /library and another page of the console at /elsewhere. */
function mount(taskList: () => MediaDownloadTask[]) {
  const plugin = definePlugin({
    id: 'watch-test',
    sdk: '^2',
    setup(ctx) {
      ctx.addRoute({
        path: 'library',
        name: 'library',
        title: '视频库',
        page: async () => ({ default: () => <RecordingLibraryPage kind="live" title="直播视频库" /> }),
      });
      ctx.addRoute({ path: 'elsewhere', name: 'elsewhere', title: '别处', page: async () => ({ default: () => <h1>控制台别处</h1> }) });
    },
  });
  const http: Record<string, FakeHandler> = {
    'GET /api/media/live/list': pageOf([recording]),
    'POST /api/media/live/download/createTask/:id': { data: task('pending') },
    'GET /api/media/live/download/taskList': () => pageOf(taskList()),
  };
  return renderPlugin(plugin, { path: '/library', http });
}

afterEach(() => {
  stopDownloadWatch();
  vi.useRealTimers();
});

describe('a download that finishes while the organiser is elsewhere tells them (issue 24 §5)', () => {
  it('toasts 下载任务已完成 with a link to the file once the task is done, after the organiser left the library', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: MediaDownloadTask['status'] = 'pending';
    const view = mount(() => [task(status)]);
    fireEvent.click(await screen.findByRole('button', { name: '下载 开幕式回放' }));
    await screen.findByRole('dialog');
    // The organiser closes the panel and goes elsewhere in the console.
    await act(() => view.router.navigate('/elsewhere'));
    await screen.findByRole('heading', { name: '控制台别处' });
    await act(() => vi.advanceTimersByTimeAsync(DOWNLOAD_WATCH_MS));
    expect(view.services.toasts.filter((toast) => toast.text.startsWith('下载任务已完成'))).toEqual([]);
    status = 'done';
    await act(() => vi.advanceTimersByTimeAsync(DOWNLOAD_WATCH_MS));
    await waitFor(() =>
      expect(view.services.toasts).toContainEqual({
        type: 'success',
        text: '下载任务已完成：「开幕式回放.webm」',
        link: { text: '下载文件', href: '/api/media/live/download/31', download: '开幕式回放.webm' },
      }),
    );
    // Told once; the watch stops asking.
    const asked = view.services.requests.filter((r) => r.path === '/api/media/live/download/taskList').length;
    await act(() => vi.advanceTimersByTimeAsync(DOWNLOAD_WATCH_MS * 3));
    expect(view.services.requests.filter((r) => r.path === '/api/media/live/download/taskList').length).toBe(asked);
    expect(view.services.toasts.filter((toast) => toast.text.startsWith('下载任务已完成'))).toHaveLength(1);
  });

  it('a failed download is toasted with the server’s reason', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: MediaDownloadTask['status'] = 'processing';
    const view = mount(() => [task(status, status === 'failed' ? { error: '录像文件不存在' } : {})]);
    fireEvent.click(await screen.findByRole('button', { name: '下载 开幕式回放' }));
    await screen.findByRole('dialog');
    await act(() => view.router.navigate('/elsewhere'));
    status = 'failed';
    await act(() => vi.advanceTimersByTimeAsync(DOWNLOAD_WATCH_MS));
    await waitFor(() => expect(view.services.toasts).toContainEqual({ type: 'error', text: '下载任务失败：「开幕式回放.webm」，录像文件不存在' }));
  });

  it('while the task panel is open it shows the end itself: no toast', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: MediaDownloadTask['status'] = 'pending';
    const view = mount(() => [task(status)]);
    fireEvent.click(await screen.findByRole('button', { name: '下载 开幕式回放' }));
    await screen.findByRole('dialog');
    status = 'done';
    await act(() => vi.advanceTimersByTimeAsync(DOWNLOAD_WATCH_MS * 2));
    await screen.findByText('已完成', { selector: '.gr-task *' });
    expect(view.services.toasts.filter((toast) => toast.text.startsWith('下载任务'))).toEqual([]);
  });
});

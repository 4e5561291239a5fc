import type { Material, MediaDownloadTask, MediaRecording } from '@greenroom/contracts';
import { type FakeRequest, renderPlugin } from '@greenroom/sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import livePlugin from '../src/index';

const recording: MediaRecording = {
  id: 7,
  title: '新品发布会回放',
  activityId: 2,
  activityTitle: '2026 新品发布会',
  source: 'record',
  coverUrl: '',
  duration: 3725,
  size: 512 * 1024 * 1024,
  width: 1920,
  height: 1080,
  mimeType: 'video/webm',
  createdAt: '2026-11-02T02:30:00.000Z',
  download: null,
};

const queued: MediaDownloadTask = {
  id: 70,
  mediaId: 7,
  fileName: '新品发布会回放.webm',
  status: 'pending',
  progress: 0,
  size: 0,
  processedBytes: 0,
  error: null,
  downloadUrl: null,
  createdAt: '2026-11-02T03:00:00.000Z',
  updatedAt: '2026-11-02T03:00:00.000Z',
  finishedAt: null,
};

const poster: Material = {
  id: 12,
  title: '直播海报',
  type: 'image',
  activityId: 2,
  activityTitle: '2026 新品发布会',
  width: 750,
  height: 1334,
  size: 204800,
  duration: null,
  thumbUrl: 'https://cdn.example.com/thumb/12.svg',
  createdAt: '2026-11-02T02:30:00.000Z',
  updatedAt: '2026-11-02T02:30:00.000Z',
};

// The screens are lazy; their first import (the kit, Semi's table) is slow in a cold test worker.
beforeAll(async () => {
  await Promise.all([import('../src/pages/LiveVideoLibraryPage'), import('../src/pages/LiveMaterialLibraryPage')]);
}, 60_000);

const pageOf = <T,>(list: T[]) => ({ data: { pageNum: 1, pageSize: 10, total: list.length, list } });
const sent = (requests: FakeRequest[], method: FakeRequest['method'], path: string) => requests.filter((r) => r.method === method && r.path === path);

describe('live plugin — 资产管理 routes (SPEC §2)', () => {
  it('fills the shared containers content/video and content/material, and leaves their menu entries to the host', () => {
    const { contributions } = renderPlugin(livePlugin, { path: '/nowhere' });
    expect(contributions.routes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'content/video/live', container: 'content/video' }),
        expect.objectContaining({ path: 'content/material/live', container: 'content/material' }),
      ]),
    );
    expect(contributions.menuItems.filter((m) => m.section === 'assets')).toEqual([]);
  });

  it('/content/video redirects to /content/video/live, and /content/material to /content/material/live', async () => {
    const video = renderPlugin(livePlugin, { path: '/content/video', http: { 'GET /api/media/live/list': pageOf([recording]) } });
    await waitFor(() => expect(video.router.state.location.pathname).toBe('/content/video/live'));
    expect(await screen.findByText('新品发布会回放')).toBeTruthy();
    video.unmount();
    const material = renderPlugin(livePlugin, { path: '/content/material', http: { 'GET /api/material/twzb/list': pageOf([poster]) } });
    await waitFor(() => expect(material.router.state.location.pathname).toBe('/content/material/live'));
    expect(await screen.findByText('直播海报')).toBeTruthy();
  });
});

describe('live plugin — /content/video/live', () => {
  it('lists the live recordings, plays one and downloads one into the task panel', async () => {
    const view = renderPlugin(livePlugin, {
      path: '/content/video/live',
      http: {
        'GET /api/media/live/list': pageOf([recording]),
        'GET /api/media/live/playUrl/:id': {
          data: { id: 7, title: recording.title, url: 'https://media.example.com/7.webm?sig=1', mimeType: 'video/webm', coverUrl: '' },
        },
        'POST /api/media/live/download/createTask/:id': { data: queued },
        'GET /api/media/live/download/taskList': pageOf([queued]),
      },
    });
    const row = (await screen.findByText('新品发布会回放')).closest('tr') as HTMLElement;
    expect(screen.getByRole('heading', { name: '直播视频库' })).toBeTruthy();
    expect(within(row).getByText('2026 新品发布会')).toBeTruthy();
    expect(within(row).getByText('1:02:05')).toBeTruthy();
    expect(within(row).getByText('512 MB')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: '播放 新品发布会回放' }));
    await waitFor(() => expect(document.querySelector('video source')?.getAttribute('src')).toBe('https://media.example.com/7.webm?sig=1'));
    expect(sent(view.services.requests, 'GET', '/api/media/live/playUrl/7')).toHaveLength(1);
    fireEvent.keyDown(document, { key: 'Escape', keyCode: 27 });
    await waitFor(() => expect(document.querySelector('video')).toBeNull());

    fireEvent.click(within(row).getByRole('button', { name: '下载 新品发布会回放' }));
    await waitFor(() => expect(sent(view.services.requests, 'POST', '/api/media/live/download/createTask/7')).toHaveLength(1));
    const item = (await screen.findByText('新品发布会回放.webm')).closest('li') as HTMLElement;
    expect(item.closest('[role="dialog"]')?.textContent).toContain('下载任务');
    expect(within(item).getByText('排队中')).toBeTruthy();
    expect(within(item).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(within(item).getByRole('button', { name: '取消下载「新品发布会回放.webm」' })).toBeTruthy();
  }, 20_000);
});

describe('live plugin — /content/material/live', () => {
  it('renames a material in place through /api/material/twzb/rename/{id}', async () => {
    const view = renderPlugin(livePlugin, {
      path: '/content/material/live',
      http: {
        'GET /api/material/twzb/list': pageOf([poster]),
        'PUT /api/material/twzb/rename/:id': { data: { id: 12, title: '直播海报（竖版）', updatedAt: '2026-11-03T00:00:00.000Z' } },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '重命名「直播海报」' }));
    const field = screen.getByRole('textbox', { name: '新标题' });
    fireEvent.change(field, { target: { value: '直播海报（竖版）' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByText('直播海报（竖版）')).toBeTruthy();
    expect(sent(view.services.requests, 'PUT', '/api/material/twzb/rename/12')[0].params).toEqual({ title: '直播海报（竖版）' });
  });
});

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ActivityTwzb } from '@greenroom/contracts';
import { contributionsOf, createFakeLive, type FakeHandler, type FakeRequest, renderPlugin } from '@greenroom/sdk/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import livePlugin from '../src/index';
import { pick } from '../src/widgets/LiveNowWidget';

function activity(id: number, title: string, extra: Partial<ActivityTwzb> = {}): ActivityTwzb {
  return {
    id,
    title,
    coverUrl: '',
    coverThumbUrl: '',
    status: 'live',
    startTime: '2026-11-02T02:00:00.000Z',
    endTime: null,
    groupId: null,
    groupName: null,
    viewCount: 0,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...extra,
  };
}

/** Mounts the live plugin's home widget the way the console home does: its lazy component, with the plugin's routes around it. */
function mountWidget(list: FakeHandler) {
  return renderPlugin(livePlugin, { widget: 'live-now', http: { 'GET /api/activity/twzb/list': list } });
}

const statusOf = (request: FakeRequest) => (request.params as { status?: string }).status;

describe('live plugin — console-home widget 正在直播', () => {
  it('is registered as live-now, titled 正在直播', () => {
    expect(contributionsOf(livePlugin).homeWidgets).toEqual([expect.objectContaining({ key: 'live-now', title: '正在直播' })]);
  });

  it('lists the activities live now, then those starting soonest, with start time and a link to the editor', async () => {
    const view = mountWidget(({ params }) => {
      const status = (params as { status?: string }).status;
      return status === 'live'
        ? { data: { pageNum: 1, pageSize: 5, total: 1, list: [activity(1, '双十一直播间')] } }
        : { data: { pageNum: 1, pageSize: 5, total: 1, list: [activity(2, '新品预热', { status: 'not_started', startTime: '2026-11-05T12:00:00.000Z' })] } };
    });
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('双十一直播间'), expect.stringContaining('新品预热')]);
    expect(within(items[0]).getByText('直播中')).toBeTruthy();
    expect(within(items[1]).getByText('即将开始')).toBeTruthy();
    expect(within(items[1]).getByText(/2026-11-05/)).toBeTruthy();

    const requests = view.services.requests.filter((r) => r.path === '/api/activity/twzb/list');
    expect(requests.map(statusOf).sort()).toEqual(['live', 'not_started']);
    expect(requests.find((r) => statusOf(r) === 'not_started')?.params).toMatchObject({ sort: 'startTime', order: 'asc' });

    // 管理 is the activity's editor in the console, in this tab.
    const manage = within(items[0]).getByRole('link', { name: '管理直播「双十一直播间」' });
    expect(manage.getAttribute('href')).toBe('/activity/live/1');
    expect(manage.getAttribute('target')).toBeNull();
    fireEvent.click(manage);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/activity/live/1'));
    expect(view.services.opened).toEqual([]);
  });

  it('keeps room for the next two to start when many are live', () => {
    const live = [1, 2, 3, 4, 5].map((id) => activity(id, `直播 ${id}`));
    const soon = [6, 7, 8].map((id) => activity(id, `预告 ${id}`, { status: 'not_started' }));
    expect(pick(live, soon).map((a) => a.id)).toEqual([1, 2, 3, 6, 7]);
    expect(pick(live.slice(0, 1), soon).map((a) => a.id)).toEqual([1, 6, 7, 8]);
    expect(pick(live, []).map((a) => a.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('says so when nothing is live or coming', async () => {
    mountWidget({ data: { pageNum: 1, pageSize: 5, total: 0, list: [] } });
    expect(await screen.findByText('暂无正在进行或即将开始的直播')).toBeTruthy();
  });

  it('shows an error with 重试 when the list cannot be loaded, and loads again', async () => {
    let fail = true;
    const view = mountWidget(({ params }) => {
      if (fail) return { httpStatus: 500 };
      const live = (params as { status?: string }).status === 'live';
      return { data: { pageNum: 1, pageSize: 5, total: live ? 1 : 0, list: live ? [activity(1, '双十一直播间')] : [] } };
    });
    expect(await screen.findByText('直播加载失败')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('双十一直播间')).toBeTruthy();
    expect(view.services.requests.length).toBe(4);
  });

  it('shows each live broadcast’s 在线 from one read of the viewers, and follows a pushed count (issue 26 §2, issue 25)', async () => {
    const channel = createFakeLive();
    const view = renderPlugin(livePlugin, {
      widget: 'live-now',
      live: channel,
      http: {
        'GET /api/activity/twzb/list': ({ params }) => {
          const live = (params as { status?: string }).status === 'live';
          return { data: { pageNum: 1, pageSize: 5, total: live ? 2 : 0, list: live ? [activity(1, '双十一直播间'), activity(2, '新品发布会')] : [] } };
        },
        'GET /api/live/viewers': {
          data: {
            list: [
              { activityId: 1, online: 3, series: [] },
              { activityId: 2, online: 8, series: [] },
            ],
            minutes: 30,
          },
        },
      },
    });
    const online = (id: number) => view.container.querySelector(`[data-online-of="${id}"]`)?.textContent;
    await waitFor(() => expect(online(2)).toBe('在线 8'));
    expect(online(1)).toBe('在线 3');
    await act(async () => channel.emit('viewers', { activityId: 1, online: 12_345 }));
    expect(online(1)).toBe('在线 1.2万');
    expect(online(2)).toBe('在线 8');
    // Both lines share one read (sdk's viewers store).
    expect(view.services.requests.filter((request) => request.path === '/api/live/viewers')).toHaveLength(1);
  });

  it('stays on the first screen: imports only @greenroom/sdk, never the kit', () => {
    const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../src/widgets/LiveNowWidget.tsx'), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    expect(imports).not.toContain('@greenroom/sdk/kit');
    expect(imports.filter((name) => name.startsWith('@douyinfe/'))).toEqual([]);
  });
});

import { renderPlugin } from '@greenroom/sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import photoPlugin from '../src/index';
import { album, albumDetail, pageOf, requestsTo } from './fixtures';

beforeAll(async () => {
  await Promise.all([import('../src/pages/AlbumListPage'), import('../src/pages/AlbumEditorPage')]);
}, 30000);

describe('photo plugin — /activity/photo albums', () => {
  it('lists albums with location, status, shooting time, photos and views', async () => {
    renderPlugin(photoPlugin, {
      path: '/activity/photo',
      http: {
        'GET /api/activity/photo/list': pageOf([
          album(1, '2026 年会照片直播', { status: 'live', photoCount: 12345, endTime: null }),
          album(2, '城市马拉松', { status: 'not_started' }),
        ]),
      },
    });
    const row = (await screen.findByText('2026 年会照片直播')).closest('tr') as HTMLElement;
    expect(within(row).getByText('直播中')).toBeTruthy();
    expect(within(row).getByText('杭州西湖国宾馆')).toBeTruthy();
    expect(within(row).getByText('1.2万')).toBeTruthy();
    expect(row.textContent).not.toContain('至');
    expect(within(screen.getByText('城市马拉松').closest('tr') as HTMLElement).getByText('未开始')).toBeTruthy();
  });

  it('sends the filters of the address: keyword, status, created days, sort by shooting time', async () => {
    const view = renderPlugin(photoPlugin, {
      path: '/activity/photo?keyword=杭州&status=ended&from=2026-10-01&to=2026-10-31&sort=startTime&order=asc',
      http: { 'GET /api/activity/photo/list': pageOf([album(3, '西湖婚礼')]) },
    });
    await screen.findByText('西湖婚礼');
    expect(requestsTo(view.services.requests, '/api/activity/photo/list')[0]?.params).toMatchObject({
      keyword: '杭州',
      status: 'ended',
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      sort: 'startTime',
      order: 'asc',
    });
  });

  it('新建相册 and each row’s 管理 are links to the album editor in this tab; 返回列表 comes back to the same filters', async () => {
    const view = renderPlugin(photoPlugin, {
      path: '/activity/photo?status=ended&page=1',
      http: { 'GET /api/activity/photo/list': pageOf([album(7, '毕业典礼')]), 'GET /api/activity/photo/:id': { data: albumDetail(7, { title: '毕业典礼' }) } },
    });
    expect((await screen.findByRole('link', { name: '新建相册' })).getAttribute('href')).toBe('/activity/photo/new');
    const manage = await screen.findByRole('link', { name: '管理 毕业典礼' });
    expect(manage.getAttribute('href')).toBe('/activity/photo/7');
    expect(manage.getAttribute('target')).toBeNull();
    fireEvent.click(manage);
    expect(await screen.findByRole('heading', { level: 1, name: '编辑相册「毕业典礼」' })).toBeTruthy();
    expect(view.services.opened).toEqual([]);
    fireEvent.click(screen.getByRole('link', { name: '返回列表' }));
    await screen.findByText('毕业典礼');
    expect(view.router.state.location.pathname + view.router.state.location.search).toBe('/activity/photo?status=ended&page=1');
  }, 20_000);

  it('deletes an album after a confirmation naming it; a live album asks for a stronger one', async () => {
    const view = renderPlugin(photoPlugin, {
      path: '/activity/photo',
      http: { 'GET /api/activity/photo/list': pageOf([album(9, '音乐节现场', { status: 'live' })]), 'DELETE /api/activity/photo/:id': { data: null } },
    });
    const row = (await screen.findByText('音乐节现场')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /删除/ }));
    expect(await screen.findByText(/音乐节现场/, { selector: '.semi-modal *' })).toBeTruthy();
    expect(screen.getByText(/该相册正在直播/)).toBeTruthy();
    const dialog = document.querySelector('.semi-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(requestsTo(view.services.requests, '/api/activity/photo/9')).toHaveLength(1));
  });
});

import { renderPlugin } from '@greenroom/sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { weekStart } from '../src/home/PhotoAlbumsWidget';
import photoPlugin from '../src/index';
import { album, albumVideo, hangzhou, pageOf, photoList, requestsTo } from './fixtures';

beforeAll(async () => {
  await import('../src/pages/TimelinePage');
  await import('../src/pages/CityPage');
  await import('../src/pages/PhotoVideoPage');
  await import('../src/pages/PersonPage');
  await import('../src/pages/ImageOverviewPage');
}, 30000);

const years = {
  data: [
    { key: 'year-2026', year: 2026, photoCount: 12, dateCount: 2, coverUrl: '' },
    { key: 'year-2025', year: 2025, photoCount: 3, dateCount: 1, coverUrl: '' },
  ],
};

describe('photo plugin — /content/timeline', () => {
  it('shows the newest year as days with headings, loads each day’s photos, and switches years in the address', async () => {
    const view = renderPlugin(photoPlugin, {
      path: '/content/timeline',
      http: {
        'GET /api/person/photo-group/year-list': years,
        'GET /api/person/photo-group/date-list': (request) =>
          request.params?.year === 2026
            ? pageOf(
                [
                  { key: 'date-2026-11-02', date: '2026-11-02', photoCount: 8, coverUrl: '', cityNames: ['杭州'] },
                  { key: 'date-2026-11-01', date: '2026-11-01', photoCount: 4, coverUrl: '', cityNames: [] },
                ],
                2,
                1,
                100,
              )
            : pageOf([{ key: 'date-2025-05-01', date: '2025-05-01', photoCount: 3, coverUrl: '', cityNames: [] }], 1, 1, 100),
        'GET /api/person/photo-group/photo-list': photoList(8),
      },
    });
    expect(await screen.findByText('2026-11-02 · 杭州')).toBeTruthy();
    expect(screen.getByText('2026-11-01')).toBeTruthy();
    await waitFor(() =>
      expect(
        requestsTo(view.services.requests, '/api/person/photo-group/photo-list')
          .map((r) => r.params?.value)
          .sort(),
      ).toEqual(['2026-11-01', '2026-11-02']),
    );
    expect(screen.getByRole('button', { name: '2026 年（12 张）' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '2025 年（3 张）' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?year=2025'));
    expect(await screen.findByText('2025-05-01')).toBeTruthy();
  });

  it('an empty library says 暂无照片', async () => {
    renderPlugin(photoPlugin, { path: '/content/timeline', http: { 'GET /api/person/photo-group/year-list': { data: [] } } });
    expect(await screen.findByText('暂无照片')).toBeTruthy();
  });
});

describe('photo plugin — /content/cityList', () => {
  it('lists cities with search in the address and opens a city’s photos', async () => {
    const view = renderPlugin(photoPlugin, {
      path: '/content/cityList?keyword=杭',
      http: {
        'GET /api/person/photo-group/city-list': pageOf([hangzhou()], 1, 1, 24),
        'GET /api/person/photo-group/photo-list': photoList(8),
        'GET /api/person/photo-group/photoInfo/:groupKey/:photoId': (request) => ({
          data: { photo: {}, group: { key: request.pathParams.groupKey, title: '杭州', total: 8, index: 1 }, prevId: null, nextId: 2 },
        }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '查看「杭州」的 8 张照片' }));
    expect(requestsTo(view.services.requests, '/api/person/photo-group/city-list')[0]?.params).toMatchObject({ keyword: '杭' });
    await waitFor(() => expect(view.router.state.location.search).toContain('city=330100'));
    expect(await screen.findByRole('heading', { name: '「杭州」的照片' })).toBeTruthy();
  });
});

describe('photo plugin — contributions and the home widget', () => {
  it("registers the routes of SPEC §2, the image children marked under 图片库, and the 云摄影 card (issue 28: its back office; the texts are the catalogue's)", () => {
    const { contributions, services } = renderPlugin(photoPlugin, { path: '/nowhere' });
    const byName = Object.fromEntries(contributions.routes.map((r) => [r.name, r]));
    expect(byName.photo?.path).toBe('activity/photo');
    expect(byName['content/image']?.path).toBe('content/image');
    for (const name of ['content-person', 'content-timeline', 'content-city']) expect(byName[name]?.menuParent).toBe('content/image');
    expect(byName['content-video-photo']).toMatchObject({ container: 'content/video', order: 20 });
    expect(contributions.menuItems).toEqual([
      expect.objectContaining({ section: 'activity', key: 'activity-photo', text: '云摄影', route: 'photo', order: 20 }),
    ]);
    expect(contributions.productCards).toEqual([{ productId: 2, href: services.config.products.photo.admin }]);
    expect(contributions.purchaseItems).toEqual([]);
  });

  it('the widget shows the latest album and the photos added this week', async () => {
    const view = renderPlugin(photoPlugin, {
      widget: 'photo-albums',
      http: {
        'GET /api/activity/photo/list': pageOf([album(1, '校园开放日', { photoCount: 860 })], 10),
        'GET /api/person/photo-group/photo-list': { data: { pageNum: 1, pageSize: 1, total: 57, list: [] } },
      },
    });
    expect(await view.findByText('校园开放日')).toBeTruthy();
    expect(view.getByText('本周新增照片 57 张')).toBeTruthy();
    expect(requestsTo(view.services.requests, '/api/person/photo-group/photo-list')[0]?.params).toMatchObject({ startTime: weekStart(new Date()) });
  });

  it('weekStart is the Monday of this week in China time', () => {
    expect(weekStart(new Date('2026-11-04T12:00:00+08:00'))).toBe('2026-11-02');
    expect(weekStart(new Date('2026-11-02T00:30:00+08:00'))).toBe('2026-11-02');
    expect(weekStart(new Date('2026-11-01T23:30:00+08:00'))).toBe('2026-10-26');
  });
});

describe('photo plugin — /content/video/photo', () => {
  it('lists the albums’ videos, and plays one from its signed address', async () => {
    const view = renderPlugin(photoPlugin, {
      path: '/content/video',
      http: {
        'GET /api/media/photo/list': pageOf([albumVideo(1, '开放日精彩回顾'), albumVideo(2, '开放日合影')]),
      },
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/content/video/photo'));
    const row = (await screen.findByText('开放日精彩回顾')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('校园开放日');
    fireEvent.click(within(row).getByRole('button', { name: /播放/ }));
    await waitFor(() => expect(document.querySelector('video source')?.getAttribute('src')).toBe('/api/media/stream/1.webm?expires=1&signature=x'));
  });
});

describe('photo plugin — the library’s views lead back to its overview (SPEC §2: children of the image content section)', () => {
  for (const [path, title] of [
    ['/content/person', '人物'],
    ['/content/timeline', '时间线'],
    ['/content/cityList', '城市'],
  ] as const) {
    it(`${path} shows 返回图片库 above its title ${title}, and it leads to /content/image`, async () => {
      const view = renderPlugin(photoPlugin, {
        path,
        http: {
          'POST /api/person/list': pageOf([], 0, 1, 24),
          'GET /api/person/photo-group/year-list': { data: [] },
          'GET /api/person/photo-group/city-list': pageOf([], 0, 1, 24),
          'GET /api/person/stat': { httpStatus: 502 },
        },
      });
      const heading = await screen.findByRole('heading', { level: 1, name: title });
      const back = screen.getByRole('link', { name: '返回图片库' });
      expect(back.getAttribute('href')).toBe('/content/image');
      expect(back.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      fireEvent.click(back);
      await waitFor(() => expect(view.router.state.location.pathname).toBe('/content/image'));
    });
  }
});

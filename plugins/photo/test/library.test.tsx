import { definePlugin, pathUnder } from '@greenroom/sdk';
import { renderPlugin } from '@greenroom/sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import photoPlugin from '../src/index';
import { pageOf, photo, photoList, requestsTo, stat } from './fixtures';

beforeAll(async () => {
  await import('../src/pages/ImageOverviewPage');
  await import('../src/pages/PersonPage');
}, 30000);

const info = (id: number, title: string, total: number) => ({
  data: {
    photo: { ...photo(id), fileName: `IMG_${id}.jpg`, camera: 'Sony A7', provinceName: '浙江省', uploadedAt: '2026-11-02T03:00:00.000Z', persons: [] },
    group: { key: 'x', title, total, index: 1 },
    prevId: null,
    nextId: null,
  },
});

describe('photo plugin — /content/image overview', () => {
  it('shows the totals, the storage bar and the ways into people, timeline and cities', async () => {
    renderPlugin(photoPlugin, { path: '/content/image', http: { 'GET /api/person/stat': stat() } });
    expect(await screen.findAllByText('2,400')).toHaveLength(2);
    expect(screen.getByRole('progressbar', { name: '存储空间使用率' }).getAttribute('aria-valuenow')).toBe('18');
    expect(screen.queryByRole('link', { name: '扩容' })).toBeNull();
    expect(screen.getByRole('link', { name: /人物/ }).getAttribute('href')).toBe('/content/person');
    expect(screen.getByRole('link', { name: /时间线/ }).getAttribute('href')).toBe('/content/timeline');
    expect(screen.getByRole('link', { name: /城市/ }).getAttribute('href')).toBe('/content/cityList');
    expect(screen.queryByText('企业版')).toBeNull();
  });

  it('past 80 % warns, and 扩容 links to the photo product’s purchase page (a sibling product: a new tab) while no orders page exists', async () => {
    const view = renderPlugin(photoPlugin, { path: '/content/image', http: { 'GET /api/person/stat': stat({ storageBytes: 45 * 1024 ** 3 }) } });
    expect(await screen.findByText(/存储空间已使用 90%/)).toBeTruthy();
    const expand = screen.getByRole('link', { name: '扩容' });
    const base = view.services.config.products.photo.base;
    expect(expand.getAttribute('href')).toBe(`${pathUnder(base, 'purchase')}?type=capacity`);
    expect(expand.getAttribute('target')).toBe('_blank');
  });

  it('issue 24 §1: with the console’s purchase page (orders plugin enabled) 扩容 is a link to /purchase?product=capacity in the same tab', async () => {
    const withPurchasePage = definePlugin({
      id: 'photo',
      sdk: '^2',
      setup(ctx) {
        photoPlugin.setup(ctx);
        ctx.addRoute({ path: 'purchase', name: 'purchase', title: '购买服务', page: async () => ({ default: () => null }) });
      },
    });
    const view = renderPlugin(withPurchasePage, { path: '/content/image', http: { 'GET /api/person/stat': stat({ storageBytes: 45 * 1024 ** 3 }) } });
    const expand = await screen.findByRole('link', { name: '扩容' });
    expect(expand.getAttribute('href')).toBe('/purchase?product=capacity');
    expect(expand.getAttribute('target')).toBeNull();
    fireEvent.click(expand);
    expect(view.services.opened).toEqual([]);
    expect(`${view.router.state.location.pathname}${view.router.state.location.search}`).toBe('/purchase?product=capacity');
  });

  it('marks a photo company (SPEC §6) with 企业版', async () => {
    renderPlugin(photoPlugin, { path: '/content/image', session: { photoCompany: true }, http: { 'GET /api/person/stat': stat() } });
    expect(await screen.findByText('企业版')).toBeTruthy();
  });

  it('a failed overview offers 重试', async () => {
    renderPlugin(photoPlugin, { path: '/content/image', http: { 'GET /api/person/stat': { code: 500, msg: '服务繁忙' } } });
    expect(await screen.findByText('图片库概况加载失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});

describe('photo plugin — /content/person', () => {
  it('lists the people as cards, searches, and opens one person’s photos in the address', async () => {
    const view = renderPlugin(photoPlugin, {
      path: '/content/person',
      http: {
        'POST /api/person/list': pageOf(
          [
            { id: 7, name: '张伟', coverUrl: '/f/7.svg', photoCount: 42, firstTakenAt: null, lastTakenAt: null, createdAt: '2026-10-01T00:00:00.000Z' },
            { id: 8, name: '李娜', coverUrl: '/f/8.svg', photoCount: 3, firstTakenAt: null, lastTakenAt: null, createdAt: '2026-10-01T00:00:00.000Z' },
          ],
          2,
          1,
          24,
        ),
        'GET /api/person/photo-group/photo-list': photoList(42),
        'GET /api/person/photo-group/photoInfo/:groupKey/:photoId': info(1, '张伟', 42),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '查看「张伟」的 42 张照片' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?person=7'));
    expect(await screen.findByRole('heading', { name: '「张伟」的照片' })).toBeTruthy();
    expect(await screen.findByText('共 42 张')).toBeTruthy();
    await screen.findByRole('option', { name: /照片 1，/ });
    const lists = requestsTo(view.services.requests, '/api/person/photo-group/photo-list');
    expect(lists.every((r) => r.params?.type === 'person' && r.params?.value === '7')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '全部人物' }));
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
  });

  it('selects three photos with Shift-click and deletes them; the count is reloaded', async () => {
    let total = 10;
    const view = renderPlugin(photoPlugin, {
      path: '/content/person?person=7',
      http: {
        'GET /api/person/photo-group/photo-list': (request) => photoList(total)(request),
        'GET /api/person/photo-group/photoInfo/:groupKey/:photoId': () => info(1, '张伟', total),
        'DELETE /api/person/photo-group/batch-delete': () => {
          total -= 3;
          return { data: { deleted: 3, removedPersons: 0 } };
        },
      },
    });
    await screen.findByText('共 10 张');
    fireEvent.click(await screen.findByRole('option', { name: /照片 2，/ }));
    fireEvent.click(screen.getByRole('option', { name: /照片 4，/ }), { shiftKey: true });
    expect(screen.getByText('已选 3 张')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    const dialog = await waitFor(() => document.querySelector('.semi-modal') as HTMLElement);
    expect(within(dialog).getByText(/确定删除选中的 3 张照片吗/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await screen.findByText('共 7 张');
    const body = requestsTo(view.services.requests, '/api/person/photo-group/batch-delete')[0]?.data as { ids: number[] };
    expect(body.ids.sort()).toEqual([2, 3, 4]);
  });
});

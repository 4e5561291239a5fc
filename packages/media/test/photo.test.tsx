import type { PersonPhotoInfo } from '@greenroom/contracts';
import { definePlugin, useApi } from '@greenroom/sdk';
import { tabbables } from '@greenroom/sdk/kit';
import { type FakeHandler, type FakeRequest, renderPlugin } from '@greenroom/sdk/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { clampPan, layoutGrid, locate, moveFocus, PHOTO_PAGE_SIZE, PhotoLibrary, type PhotoSection, visibleRows } from '../src';
import { photo } from './fixtures';

beforeAll(async () => {
  await import('../src');
}, 30000);

/** `count` photos with ids 1..count served page by page, newest first. */
function photoList(count: number): FakeHandler {
  return (request: FakeRequest) => {
    const pageNum = Number(request.params?.pageNum ?? 1);
    const pageSize = Number(request.params?.pageSize ?? 30);
    const from = (pageNum - 1) * pageSize;
    const list = Array.from({ length: Math.max(0, Math.min(pageSize, count - from)) }, (_, i) => photo(from + i + 1));
    return { data: { pageNum, pageSize, total: count, list } };
  };
}

function info(id: number, total: number): { data: PersonPhotoInfo } {
  return {
    data: {
      photo: {
        ...photo(id),
        fileName: `IMG_${id}.jpg`,
        camera: 'Canon EOS R5',
        provinceName: '上海市',
        uploadedAt: '2026-11-02T03:00:00.000Z',
        persons: [{ id: 7, name: '张伟' }],
      },
      group: { key: 'person-7', title: '张伟', total, index: id },
      prevId: id > 1 ? id - 1 : null,
      nextId: id < total ? id + 1 : null,
    },
  };
}

function mount(sections: PhotoSection[], http: Record<string, FakeHandler>) {
  function Screen() {
    const api = useApi();
    const [deleted, setDeleted] = useState(0);
    return (
      <>
        <p>已删除 {deleted}</p>
        <PhotoLibrary
          sections={sections}
          groupKeyOf={() => 'person-7'}
          onDeleted={setDeleted}
          selectSections
          load={async (section, pageNum, pageSize, signal) => {
            const query = { type: 'person', value: section.key, pageNum, pageSize } as const;
            const result = await api.get('/api/person/photo-group/photo-list', { query, signal });
            return result.ok ? result.data.list : null;
          }}
        />
      </>
    );
  }
  const plugin = definePlugin({
    id: 'photo-test',
    sdk: '^2',
    setup(ctx) {
      ctx.addRoute({ path: 'photos', name: 'photos', title: '照片', page: async () => ({ default: Screen }) });
    },
  });
  return renderPlugin(plugin, { path: '/photos', http });
}

const listCalls = (requests: FakeRequest[]) => requests.filter((r) => r.path === '/api/person/photo-group/photo-list');

describe('photo grid layout (virtualization)', () => {
  const sections: PhotoSection[] = [
    { key: 'date-2026-11-02', title: '11月2日', count: 10 },
    { key: 'date-2026-11-01', title: '11月1日', count: 10_000 },
  ];

  it('packs as many columns of at least 150 px as fit, and a heading row per titled section', () => {
    const layout = layoutGrid(sections, 958);
    expect(layout.columns).toBe(6);
    expect(layout.total).toBe(10_010);
    expect(layout.rows.filter((r) => r.kind === 'heading')).toHaveLength(2);
    expect(layout.rows.filter((r) => r.kind === 'photos')).toHaveLength(2 + Math.ceil(10_000 / 6));
    expect(layout.height).toBeGreaterThan(1600 * 150);
  });

  it('shows only the rows in view, whatever the scroll position', () => {
    const layout = layoutGrid(sections, 958);
    const end = visibleRows(layout, layout.height - 600, 600);
    expect(end.last).toBe(layout.rows.length - 1);
    expect(end.last - end.first).toBeLessThan(6);
    const middle = visibleRows(layout, 100_000, 600, 400);
    expect(middle.last - middle.first).toBeLessThan(12);
  });

  it('moves focus by photo, by row (same column, across sections), and to the ends', () => {
    const layout = layoutGrid(sections, 958);
    expect(moveFocus(layout, 0, 'ArrowRight')).toBe(1);
    expect(moveFocus(layout, 0, 'ArrowLeft')).toBe(0);
    expect(moveFocus(layout, 1, 'ArrowDown')).toBe(7);
    // From the last row of the first day (photos 6..9) down into the second day, same column.
    expect(moveFocus(layout, 8, 'ArrowDown')).toBe(12);
    expect(moveFocus(layout, 12, 'ArrowUp')).toBe(8);
    expect(moveFocus(layout, 5, 'End')).toBe(10_009);
    expect(moveFocus(layout, 5, 'Home')).toBe(0);
    expect(moveFocus(layout, 5, 'a')).toBeNull();
    expect(locate(layout, 10)?.section).toBe(1);
  });
});

describe('PhotoLibrary: grid, selection, viewer, delete', () => {
  it('requests only the pages and thumbnails in view of 10,000 photos', async () => {
    const view = mount([{ key: '7', count: 10_000 }], { 'GET /api/person/photo-group/photo-list': photoList(10_000) });
    await screen.findByRole('option', { name: /照片 1，/ });
    expect(listCalls(view.services.requests)).toHaveLength(1);
    expect(listCalls(view.services.requests)[0]?.params).toMatchObject({ pageNum: 1, pageSize: PHOTO_PAGE_SIZE });
    const images = document.querySelectorAll('.gr-photo-cell img');
    expect(images.length).toBeGreaterThan(0);
    expect(images.length).toBeLessThan(100);
    expect(screen.getByRole('listbox').getAttribute('aria-multiselectable')).toBe('true');
    expect(screen.getAllByRole('option')[0]?.getAttribute('aria-setsize')).toBe('10000');
  });

  it('a fast scroll shows placeholders and asks for the thumbnails only where it comes to rest', async () => {
    const view = mount([{ key: '7', count: 10_000 }], { 'GET /api/person/photo-group/photo-list': photoList(10_000) });
    await screen.findByRole('option', { name: /照片 1，/ });
    // The scroller around the listbox of photos.
    const grid = screen.getByRole('listbox').closest('.gr-photo-grid') as HTMLElement;
    // happy-dom lays nothing out (scrollTop would stay 0): the position is given as a browser would.
    Object.defineProperty(grid, 'scrollTop', { configurable: true, value: 150_000 });
    fireEvent.scroll(grid);
    await waitFor(() => expect(Number(document.querySelector('[data-index]')?.getAttribute('data-index'))).toBeGreaterThan(5000));
    // While it flies: placeholders, no thumbnail and no page requested.
    expect(document.querySelectorAll('.gr-photo-cell img')).toHaveLength(0);
    expect(screen.getAllByRole('option')[0]?.getAttribute('aria-label')).toBe('照片加载中');
    // At rest: the page of what is in view, and its thumbnails.
    await waitFor(() => expect(document.querySelectorAll('.gr-photo-cell img').length).toBeGreaterThan(0));
    expect(document.querySelectorAll('.gr-photo-cell img').length).toBeLessThan(100);
    // Pages: the first, and the one (or two) where the scroll rested; none in between.
    expect(listCalls(view.services.requests).length).toBeLessThanOrEqual(3);
  });

  it('selects with click, Ctrl-click and Shift-click ranges; Space and the arrows work from the keyboard', async () => {
    mount([{ key: '7', count: 40 }], { 'GET /api/person/photo-group/photo-list': photoList(40) });
    const first = await screen.findByRole('option', { name: /照片 1，/ });
    fireEvent.click(first);
    expect(screen.getByText('已选 1 张')).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: /照片 4，/ }), { shiftKey: true });
    expect(screen.getByText('已选 4 张')).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: /照片 2，/ }), { ctrlKey: true });
    expect(screen.getByText('已选 3 张')).toBeTruthy();
    expect(screen.getByRole('option', { name: /照片 2，/ }).getAttribute('aria-selected')).toBe('false');
    fireEvent.click(screen.getByRole('option', { name: /照片 3，/ }));
    expect(screen.getByText('已选 1 张')).toBeTruthy();

    const third = screen.getByRole('option', { name: /照片 3，/ });
    expect(third.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(third, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^照片 4，/));
    fireEvent.keyDown(document.activeElement as Element, { key: ' ' });
    expect(screen.getByText('已选 2 张')).toBeTruthy();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByText(/已选/)).toBeNull();
  });

  it('opens the viewer with Enter, steps with → and ←, shows the photo’s information, closes with Esc', async () => {
    mount([{ key: '7', count: 3 }], {
      'GET /api/person/photo-group/photo-list': photoList(3),
      'GET /api/person/photo-group/photoInfo/:groupKey/:photoId': (request) => info(Number(request.pathParams.photoId), 3),
    });
    const first = await screen.findByRole('option', { name: /照片 1，/ });
    fireEvent.keyDown(first, { key: 'Enter' });
    const viewer = await screen.findByRole('dialog', { name: '查看照片「照片 1」' });
    expect(within(viewer).getByText('张伟 · 第 1 / 3 张')).toBeTruthy();
    expect(within(viewer).getByText('Canon EOS R5')).toBeTruthy();
    expect(within(viewer).getByText('下载原图').getAttribute('href')).toBe('/p/1.svg');
    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    await screen.findByRole('dialog', { name: '查看照片「照片 2」' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: '+' });
    expect(within(screen.getByRole('dialog')).getByText('150%')).toBeTruthy();
    // Zoomed, ← pans the photo instead of stepping; PageUp always steps.
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' });
    expect(screen.getByRole('dialog', { name: '查看照片「照片 2」' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'PageUp' });
    await screen.findByRole('dialog', { name: '查看照片「照片 1」' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the viewer (issue 9: a modal traps focus) and zooms on a double click', async () => {
    mount([{ key: '7', count: 3 }], {
      'GET /api/person/photo-group/photo-list': photoList(3),
      'GET /api/person/photo-group/photoInfo/:groupKey/:photoId': (request) => info(Number(request.pathParams.photoId), 3),
    });
    fireEvent.keyDown(await screen.findByRole('option', { name: /照片 1，/ }), { key: 'Enter' });
    const viewer = await screen.findByRole('dialog', { name: '查看照片「照片 1」' });
    await within(viewer).findByText('下载原图');
    const controls = tabbables(viewer);
    const last = controls[controls.length - 1] as HTMLElement;
    const first = controls[0] as HTMLElement;
    expect(last.textContent).toBe('关闭');
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    viewer.focus();
    fireEvent.keyDown(viewer, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    fireEvent.doubleClick(within(viewer).getByRole('img', { name: '照片 1' }));
    expect(within(viewer).getByText('200%')).toBeTruthy();
    fireEvent.doubleClick(within(viewer).getByRole('img', { name: '照片 1' }));
    expect(within(viewer).getByText('100%')).toBeTruthy();
  });

  it('issue 24 §5: Delete in the viewer deletes the shown photo after the kit’s confirmation naming it, then shows the next', async () => {
    const view = mount([{ key: '7', count: 3 }], {
      'GET /api/person/photo-group/photo-list': photoList(3),
      'GET /api/person/photo-group/photoInfo/:groupKey/:photoId': (request) => info(Number(request.pathParams.photoId), 3),
      'DELETE /api/person/photo-group/batch-delete': { data: { deleted: 1, removedPersons: 0 } },
    });
    fireEvent.keyDown(await screen.findByRole('option', { name: /照片 2，/ }), { key: 'Enter' });
    const viewer = await screen.findByRole('dialog', { name: '查看照片「照片 2」' });
    await within(viewer).findByText('下载原图');
    // The viewer lives in the document's body, outside the library's own boxes.
    expect(viewer.parentElement).toBe(document.body);
    fireEvent.keyDown(viewer, { key: 'Delete' });
    const modal = (await screen.findByText('确定删除照片「照片 2」吗？删除后无法恢复。')).closest('.semi-modal') as HTMLElement;
    // The confirmation stands above the viewer.
    const stacked = (element: HTMLElement | null): number => (element ? Number(element.style.zIndex) || stacked(element.parentElement) : 0);
    expect(stacked(modal)).toBeGreaterThan(Number(viewer.style.zIndex));
    expect(view.services.requests.some((r) => r.method === 'DELETE')).toBe(false);
    await act(async () => {
      fireEvent.click(within(modal).getByRole('button', { name: '删除' }));
    });
    await waitFor(() => expect(view.services.requests.some((r) => r.method === 'DELETE')).toBe(true));
    expect((view.services.requests.find((r) => r.method === 'DELETE')?.data as { ids: number[] } | undefined)?.ids).toEqual([2]);
    expect(view.services.toasts.some((t) => t.text === '已删除照片「照片 2」')).toBe(true);
    await screen.findByText('已删除 1');
    // The next photo of the group is shown.
    await screen.findByRole('dialog', { name: '查看照片「照片 3」' });

    // 删除 in the bar does the same; cancelling keeps the photo.
    fireEvent.click(within(screen.getByRole('dialog', { name: '查看照片「照片 3」' })).getByRole('button', { name: '删除' }));
    const again = (await screen.findByText('确定删除照片「照片 3」吗？删除后无法恢复。')).closest('.semi-modal') as HTMLElement;
    fireEvent.click(within(again).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('确定删除照片「照片 3」吗？删除后无法恢复。')).toBeNull());
    expect(view.services.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: '查看照片「照片 3」' })).toBeTruthy();
  });

  it('clampPan: a zoomed photo may move at most half its overflow, a smaller one stays centred', () => {
    const photo = { width: 800, height: 600 };
    const stage = { width: 1000, height: 700 };
    // At 2× the photo is 1600 × 1200: 300 px of room each way across, 250 px down.
    expect(clampPan({ x: 900, y: -900 }, 2, photo, stage)).toEqual({ x: 300, y: -250 });
    expect(clampPan({ x: 120, y: 40 }, 2, photo, stage)).toEqual({ x: 120, y: 40 });
    // At 1× it fits: no movement at all.
    expect(clampPan({ x: 50, y: 50 }, 1, photo, stage)).toEqual({ x: 0, y: 0 });
  });

  it('selects all of a day from its heading, deletes after a confirmation stating the count, then reloads', async () => {
    const view = mount(
      [
        { key: 'a', title: '11月2日', count: 3 },
        { key: 'b', title: '11月1日', count: 2 },
      ],
      {
        'GET /api/person/photo-group/photo-list': photoList(3),
        'DELETE /api/person/photo-group/batch-delete': { data: { deleted: 3, removedPersons: 0 } },
      },
    );
    await screen.findAllByRole('option', { name: /照片 1，/ });
    fireEvent.click(screen.getByRole('button', { name: '全选「11月2日」的照片' }));
    await screen.findByText('已选 3 张');
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(await screen.findByText(/确定删除选中的 3 张照片吗/)).toBeTruthy();
    const before = listCalls(view.services.requests).length;
    await act(async () => {
      fireEvent.click(within(document.querySelector('.semi-modal') as HTMLElement).getByRole('button', { name: '删除' }));
    });
    await waitFor(() => expect(view.services.requests.some((r) => r.method === 'DELETE')).toBe(true));
    const call = view.services.requests.find((r) => r.method === 'DELETE');
    expect((call?.data as { ids: number[] } | undefined)?.ids.sort()).toEqual([1, 2, 3]);
    await screen.findByText('已删除 3');
    expect(view.services.toasts.some((t) => t.text === '已删除 3 张照片')).toBe(true);
    await waitFor(() => expect(listCalls(view.services.requests).length).toBeGreaterThan(before));
  });
});

import { definePlugin } from '@greenroom/sdk';
import { renderPlugin } from '@greenroom/sdk/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MaterialLibraryPage, PhotoVideoLibraryPage, RecordingLibraryPage } from '../src';

const empty = { data: { pageNum: 1, pageSize: 10, total: 0, list: [] } };
const http = {
  'GET /api/media/live/list': empty,
  'GET /api/media/photo/list': empty,
  'GET /api/media/event/list': empty,
  'GET /api/material/twzb/list': empty,
  'GET /api/material/event/list': empty,
  'GET /api/media/live/download/taskList': { data: [] },
  'GET /api/media/event/download/taskList': { data: [] },
};

/** The two shared containers of SPEC §2, their children registered out of their order (as plugins load). */
const libraries = definePlugin({
  id: 'libraries',
  sdk: '^2',
  setup(ctx) {
    const page = (element: () => JSX.Element) => async () => ({ default: element });
    ctx.addRoute({
      path: 'content/video/event',
      name: 'video-event',
      title: '视频库',
      container: 'content/video',
      order: 30,
      tab: '活动',
      page: page(() => <RecordingLibraryPage kind="event" title="活动视频库" />),
    });
    ctx.addRoute({
      path: 'content/video/live',
      name: 'video-live',
      title: '视频库',
      container: 'content/video',
      order: 10,
      tab: '直播',
      page: page(() => <RecordingLibraryPage kind="live" title="直播视频库" />),
    });
    // No tab name: the route's title names it.
    ctx.addRoute({
      path: 'content/video/photo',
      name: 'video-photo',
      title: '云摄影',
      container: 'content/video',
      order: 20,
      page: page(() => <PhotoVideoLibraryPage title="云摄影视频" />),
    });
    ctx.addRoute({
      path: 'content/material/event',
      name: 'material-event',
      title: '素材库',
      container: 'content/material',
      order: 20,
      tab: '活动',
      page: page(() => <MaterialLibraryPage kind="event" title="活动素材库" />),
    });
    ctx.addRoute({
      path: 'content/material/live',
      name: 'material-live',
      title: '素材库',
      container: 'content/material',
      order: 10,
      tab: '直播',
      page: page(() => <MaterialLibraryPage kind="twzb" title="直播素材库" />),
    });
  },
});

describe('ContainerTabs (issue 24 §1, SPEC §2: every child of a container shows the container’s tabs)', () => {
  it.each([
    ['/content/video/live', '直播'],
    ['/content/video/photo', '云摄影'],
    ['/content/video/event', '活动'],
  ])('视频库 at %s: 直播, 云摄影 and 活动 in the container’s order, real links, %s current', async (path, current) => {
    const view = renderPlugin(libraries, { path, http });
    const tabs = await screen.findByRole('navigation', { name: '视频库' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['直播', '云摄影', '活动']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/content/video/live', '/content/video/photo', '/content/video/event']);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)).toEqual([current]);
    // Ctrl-click is the browser's (a new tab); a plain click opens the sibling here.
    const other = links.find((link) => link.textContent !== current) as HTMLElement;
    expect(fireEvent.click(other, { ctrlKey: true })).toBe(true);
    expect(view.router.state.location.pathname).toBe(path);
    fireEvent.click(other);
    expect(view.router.state.location.pathname).toBe(other.getAttribute('href'));
  });

  it.each([
    ['/content/material/live', '直播'],
    ['/content/material/event', '活动'],
  ])('素材库 at %s: 直播 and 活动, %s current', async (path, current) => {
    renderPlugin(libraries, { path, http });
    const tabs = await screen.findByRole('navigation', { name: '素材库' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['直播', '活动']);
    expect(within(tabs).getByRole('link', { current: 'page' }).textContent).toBe(current);
  });

  it('a library page outside a container shows no tabs', async () => {
    const alone = definePlugin({
      id: 'alone',
      sdk: '^2',
      setup(ctx) {
        ctx.addRoute({
          path: 'library',
          name: 'library',
          title: '库',
          page: async () => ({ default: () => <MaterialLibraryPage kind="twzb" title="直播素材库" /> }),
        });
      },
    });
    renderPlugin(alone, { path: '/library', http });
    await screen.findByRole('heading', { name: '直播素材库' });
    expect(screen.queryByRole('navigation', { name: '素材库' })).toBeNull();
  });
});

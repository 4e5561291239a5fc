/**
 * Issue 29: the media screens speak English and are painted dark — the recording library with its
 * download tasks, the material library, and the photo library with its viewer — rendered with
 * `locale: 'en-US', theme: 'dark'`: English texts, and no Chinese left on the page but the fixtures'
 * user data (titles, activities, names, places).
 */
import { readFileSync } from 'node:fs';
import { applyColorScheme, definePlugin, useApi } from '@greenroom/sdk';
import { chineseLeft, type FakeHandler, type FakeRequest, renderPlugin } from '@greenroom/sdk/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MaterialLibraryPage, PhotoLibrary, RecordingLibraryPage } from '../src';
import { stopDownloadWatch } from '../src/library/downloadWatch';
import { ACTIVITY, material, pageOf, photo, recording, task } from './fixtures';

/**
 * What a library's table shows of this package: every header and cell but the kit's own columns (the
 * row selection first, the row actions last), whose texts are the sdk kit's catalogue.
 */
function libraryCells(): Element[] {
  const cells = [...document.querySelectorAll('table tr')].flatMap((row) => [...row.children].slice(1, -1));
  expect(cells.length).toBeGreaterThan(8);
  return cells;
}

afterEach(() => {
  stopDownloadWatch();
  // The next file renders in the default language and theme, as every test does unless told.
  document.documentElement.lang = '';
  applyColorScheme('light');
});

/** Mounts one screen as the page of a tiny plugin, in English and dark. */
function mount(element: () => JSX.Element, path: string, http: Record<string, FakeHandler>) {
  const plugin = definePlugin({
    id: 'media-issue29',
    sdk: '^2',
    setup(ctx) {
      ctx.addRoute({ path: path.slice(1).split('?')[0] ?? '', name: 'screen', title: 'Screen', page: async () => ({ default: element }) });
    },
  });
  return renderPlugin(plugin, { path, http, locale: 'en-US', theme: 'dark' });
}

describe('issue 29: the media screens in English, dark', () => {
  it('the recording library: columns, sources, download statuses, actions, search and the upload in English', async () => {
    mount(() => <RecordingLibraryPage kind="event" title="Event videos" rename />, '/library', {
      'GET /api/media/event/list': pageOf([
        recording(1, '开幕式回放'),
        recording(2, '圆桌论坛', { source: 'highlight', activityTitle: null, download: { taskId: 9, status: 'processing', progress: 45 } }),
      ]),
    });
    expect(await screen.findByText('开幕式回放')).toBeTruthy();
    expect(document.body.getAttribute('theme-mode')).toBe('dark');
    for (const title of ['Video', 'Activity', 'Created', 'Download status']) {
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    }
    const row = screen.getByText('圆桌论坛').closest('tr') as HTMLElement;
    expect(within(row).getByText('Highlight')).toBeTruthy();
    expect(within(row).getByText('Activity deleted')).toBeTruthy();
    expect(within(row).getByText('Processing')).toBeTruthy();
    expect(screen.getAllByText('Recording')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Rename "开幕式回放"' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Search by video title or activity')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload video' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download tasks' })).toBeTruthy();
    expect(chineseLeft(libraryCells(), ['开幕式回放', '圆桌论坛', ACTIVITY])).toEqual([]);
  });

  it('the download task panel: statuses, sizes, dates and actions in English', async () => {
    mount(() => <RecordingLibraryPage kind="live" title="Live videos" />, '/library', {
      'GET /api/media/live/list': pageOf([recording(1, '开幕式回放')]),
      'GET /api/media/live/download/taskList': pageOf([
        task(31, '开幕式回放.webm', { status: 'processing', progress: 40, size: 3 * 1024 ** 2 }),
        task(32, '闭幕式.webm', { status: 'done', progress: 100, size: 1024 }),
        task(33, '花絮.webm', { status: 'failed', error: 'Source file missing' }),
      ]),
    });
    await screen.findByText('开幕式回放');
    fireEvent.click(screen.getByRole('button', { name: 'Download tasks' }));
    const panel = await screen.findByRole('dialog');
    expect(await within(panel).findByText('开幕式回放.webm')).toBeTruthy();
    for (const status of ['Processing', 'Done', 'Failed']) expect(within(panel).getByText(status)).toBeTruthy();
    expect(within(panel).getByText('File size 3 MB')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Cancel the download of "开幕式回放.webm"' }).textContent).toBe('Cancel');
    expect(within(panel).getByRole('link', { name: 'Download file "闭幕式.webm"' }).textContent).toBe('Download file');
    expect(within(panel).getAllByText(/^Created /)).toHaveLength(3);
    expect(chineseLeft([panel], ['开幕式回放', '闭幕式', '花絮'])).toEqual([]);
  });

  it('the material library: type names, the type filter, rename and upload in English', async () => {
    mount(() => <MaterialLibraryPage kind="twzb" title="Materials" />, '/library', {
      'GET /api/material/twzb/list': pageOf([material(1, '主视觉'), material(2, '暖场视频', { type: 'video', duration: 65 })]),
    });
    expect(await screen.findByText('主视觉')).toBeTruthy();
    for (const title of ['Material', 'Activity', 'Created']) {
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    }
    expect(within(screen.getByText('暖场视频').closest('tr') as HTMLElement).getByText('Video')).toBeTruthy();
    expect(within(screen.getByText('主视觉').closest('tr') as HTMLElement).getByText('Image')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rename "主视觉"' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload material' })).toBeTruthy();
    expect(chineseLeft(libraryCells(), ['主视觉', '暖场视频', ACTIVITY])).toEqual([]);
  });

  it('the upload dialog explains in English', async () => {
    mount(() => <MaterialLibraryPage kind="event" title="Materials" />, '/library', { 'GET /api/material/event/list': pageOf([]) });
    fireEvent.click(await screen.findByRole('button', { name: 'Upload material' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('JPG, PNG and WebP images and MP4, WebM and MOV videos, up to 2 GB per file.')).toBeTruthy();
    expect(within(dialog).getByText('Choose an image or video file')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(chineseLeft([dialog], [])).toEqual([]);
  });
});

describe('issue 29: the photo library and its viewer in English, dark', () => {
  function Photos() {
    const api = useApi();
    return (
      <PhotoLibrary
        sections={[{ key: 'date-2026-11-02', title: '2026-11-02', count: 3 }]}
        groupKeyOf={() => 'person-7'}
        onDeleted={() => {}}
        selectSections
        load={async (section, pageNum, pageSize, signal) => {
          const result = await api.get('/api/person/photo-group/photo-list', { query: { type: 'date', value: section.key, pageNum, pageSize }, signal });
          return result.ok ? result.data.list : null;
        }}
      />
    );
  }
  const http: Record<string, FakeHandler> = {
    'GET /api/person/photo-group/photo-list': (request: FakeRequest) => ({
      data: { pageNum: Number(request.params?.pageNum ?? 1), pageSize: 30, total: 3, list: [photo(1), photo(2), photo(3)] },
    }),
    'GET /api/person/photo-group/photoInfo/:groupKey/:photoId': {
      data: {
        photo: {
          ...photo(2),
          fileName: 'IMG_2.jpg',
          camera: 'Canon EOS R5',
          provinceName: '上海市',
          uploadedAt: '2026-11-02T03:00:00.000Z',
          persons: [
            { id: 7, name: '张伟' },
            { id: 8, name: '李娜' },
          ],
        },
        group: { key: 'person-7', title: '张伟', total: 3, index: 2 },
        prevId: 1,
        nextId: 3,
      },
    },
  };

  it('the grid, its selection bar and section heading speak English', async () => {
    mount(Photos, '/photos', http);
    expect(await screen.findByText('3 photos', { selector: '.gr-photo-bar span' })).toBeTruthy();
    expect(screen.getByText(/^Click to select, Ctrl\/⌘-click to add/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Select all photos of "2026-11-02"' }).textContent).toBe('Select all');
    const first = await screen.findByRole('option', { name: /^照片 1, taken / });
    fireEvent.click(first);
    expect(await screen.findByText('1 selected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear selection' })).toBeTruthy();
    expect(chineseLeft([document.querySelector('.gr-photo-library') as Element], ['照片 1', '照片 2', '照片 3'])).toEqual([]);
  });

  it('the viewer: a black stage painted by Semi’s dark theme, its bar and details in English', async () => {
    mount(Photos, '/photos', http);
    fireEvent.doubleClick(await screen.findByRole('option', { name: /^照片 2, taken / }));
    const viewer = await screen.findByRole('dialog', { name: 'Viewing photo "照片 2"' });
    // Black in both themes; Semi's parts inside (an error's Retry) follow its dark theme.
    expect(viewer.classList.contains('semi-always-dark')).toBe(true);
    await within(viewer).findByText('Canon EOS R5');
    expect(within(viewer).getByText('张伟 · 2 of 3')).toBeTruthy();
    for (const name of ['Previous', 'Next', 'Zoom out', 'Zoom in', 'Actual size', 'Delete', 'Close']) {
      expect(within(viewer).getByRole('button', { name })).toBeTruthy();
    }
    expect(within(viewer).getByRole('link', { name: 'Download original' })).toBeTruthy();
    const details = within(viewer).getByLabelText('Photo details');
    for (const term of ['Taken', 'Dimensions', 'File size', 'Camera', 'Place', 'People', 'File name']) expect(within(details).getByText(term)).toBeTruthy();
    expect(within(details).getByText('张伟, 李娜')).toBeTruthy();
    expect(chineseLeft([viewer], ['照片 2', '张伟', '李娜', '上海市', '上海'])).toEqual([]);
    // Delete asks first, naming the photo (the confirmation's buttons are the kit's).
    fireEvent.keyDown(viewer, { key: 'Delete' });
    expect(await screen.findByText('Delete photo "照片 2"? This cannot be undone.')).toBeTruthy();
  });
});

describe('issue 29: the media stylesheets are dark-safe', () => {
  /** Each rule's selector and the colours it writes outside Semi's variables. */
  function hardColours(file: string): string[] {
    const css = readFileSync(new URL(file, import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    return [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].flatMap(([, selector = '', body = '']) =>
      body
        .split(';')
        .filter((declaration) => /^\s*(color|background(-color)?|border(-color)?|outline|box-shadow|fill|stroke)\s*:/.test(declaration))
        .filter((declaration) => /#[0-9a-f]{3,8}\b|\bwhite\b|\bblack\b|rgba?\(\s*\d/i.test(declaration))
        .map((declaration) => `${selector.trim()} { ${declaration.trim()} }`),
    );
  }

  it('every colour of the libraries and the photo screens comes from Semi’s variables; only the photo viewer (black in both themes) writes its own', () => {
    expect(hardColours('../src/library/library.css')).toEqual([]);
    expect(hardColours('../src/photo/photo.css').filter((rule) => !rule.startsWith('.gr-photo-viewer'))).toEqual([]);
  });
});

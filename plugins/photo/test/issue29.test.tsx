import { chineseLeft, renderPlugin } from '@greenroom/sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import photoPlugin from '../src/index';
import { album, albumDetail, albumVideo, hangzhou, pageOf, photoList, stat } from './fixtures';

const render = (path: string, http: Parameters<typeof renderPlugin>[1]['http'], extra: Partial<Parameters<typeof renderPlugin>[1]> = {}) =>
  renderPlugin(photoPlugin, { path, http, locale: 'en-US', theme: 'dark', ...extra });

const HANGZHOU = '杭州西湖国宾馆';

describe('issue 29: the cloud-photography plugin in English, dark', () => {
  it('the menu, route titles and home widget are English', async () => {
    const view = renderPlugin(photoPlugin, {
      widget: 'photo-albums',
      locale: 'en-US',
      theme: 'dark',
      http: {
        'GET /api/activity/photo/list': pageOf([album(1, '校园开放日')], 10),
        'GET /api/person/photo-group/photo-list': { data: { pageNum: 1, pageSize: 1, total: 57, list: [] } },
      },
    });
    expect(document.body.getAttribute('theme-mode')).toBe('dark');
    expect(view.contributions.menuItems.map((item) => item.text)).toEqual(['Cloud photography']);
    const titles = Object.fromEntries(view.contributions.routes.map((route) => [route.name, route.title]));
    expect(titles).toMatchObject({
      photo: 'Photo live',
      'photo-album': 'Edit album',
      'content/image': 'Image library',
      'content-person': 'People',
      'content-timeline': 'Timeline',
      'content-city': 'Cities',
    });
    expect(await view.findByText('校园开放日')).toBeTruthy();
    expect(view.getByText('Latest album:')).toBeTruthy();
    expect(view.getByText('57 photos added this week')).toBeTruthy();
    expect(view.getByRole('link', { name: 'Open the image library' })).toBeTruthy();
    expect(chineseLeft([view.container], ['校园开放日'])).toEqual([]);
  });

  it('the album list: title, columns, statuses, search and row actions', async () => {
    render('/activity/photo', {
      'GET /api/activity/photo/list': pageOf([
        album(1, '2026 年会照片直播', { status: 'live', photoCount: 120, viewCount: 5600, endTime: null }),
        album(2, '城市马拉松', { status: 'not_started', photoCount: 0, viewCount: 0 }),
      ]),
    });
    const row = (await screen.findByText('2026 年会照片直播')).closest('tr') as HTMLElement;
    expect(screen.getByRole('heading', { name: 'Photo live' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New album' })).toBeTruthy();
    for (const title of ['Album', 'Location', 'Status', 'Shooting time', 'Photos', 'Views'])
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    expect(within(row).getByText('Live')).toBeTruthy();
    expect(within(screen.getByText('城市马拉松').closest('tr') as HTMLElement).getByText('Not started')).toBeTruthy();
    expect(within(screen.getByText('城市马拉松').closest('tr') as HTMLElement).getByText(/^to /)).toBeTruthy();
    expect(within(row).getByRole('link', { name: /Manage/ })).toBeTruthy();
    expect(screen.getByPlaceholderText('Search by album title or location')).toBeTruthy();
    // The table's cells but the kit's own columns (row selection first, actions last).
    const cells = [...document.querySelectorAll('table tr')].flatMap((tr) => [...tr.children].slice(1, -1));
    expect(cells.length).toBeGreaterThan(10);
    expect(chineseLeft(cells, ['2026 年会照片直播', '城市马拉松', HANGZHOU])).toEqual([]);
  });

  it('the albums’ videos: the video library’s tab, title, columns and actions', async () => {
    render('/content/video/photo', { 'GET /api/media/photo/list': pageOf([albumVideo(1, '开放日精彩回顾')]) });
    const row = (await screen.findByText('开放日精彩回顾')).closest('tr') as HTMLElement;
    expect(screen.getByRole('heading', { name: 'Cloud photography videos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cloud photography' })).toBeTruthy();
    for (const title of ['Video', 'Activity', 'Created']) expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    expect(within(row).getByRole('button', { name: /^Play/ })).toBeTruthy();
    const cells = [...document.querySelectorAll('table tr')].flatMap((tr) => [...tr.children].slice(1, -1));
    expect(chineseLeft(cells, ['开放日精彩回顾', '校园开放日'])).toEqual([]);
  });

  it('the album editor: sections, labels, placeholders, choices, help and the status', async () => {
    render('/activity/photo/12', {
      'GET /api/activity/photo/:id': { data: albumDetail(12, { visibility: 'password', password: 'ab12' }) },
    });
    expect(await screen.findByDisplayValue('2026 年会照片直播')).toBeTruthy();
    for (const section of ['Basics', 'Viewing settings']) expect(screen.getByText(section)).toBeTruthy();
    for (const label of ['Album title', 'Cover', 'Location', 'Shooting starts', 'Shooting ends', 'Watermark', 'Who can view', 'Password']) {
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    }
    for (const choice of ['Public', 'Password protected', 'Only me']) expect(screen.getByRole('radio', { name: choice })).toBeTruthy();
    expect(screen.getByText('Viewers enter the password to browse')).toBeTruthy();
    expect(screen.getByText('Leave empty to stay live once shooting starts')).toBeTruthy();
    expect(screen.getByPlaceholderText('4–20 letters or digits')).toBeTruthy();
    expect(screen.getByText('Not started')).toBeTruthy();
    expect(screen.getByText('The status follows the shooting times')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Only me' }));
    expect(await screen.findByText('Only you can browse')).toBeTruthy();
    // What the plugin writes: section titles, labels, help, choices and the status beside the title
    // (the editor's frame and buttons, the fields' own controls and the cover's upload help are the kit's).
    const own = [
      ...document.querySelectorAll(
        '.gr-editor-section-title, .gr-form-label, .gr-form-field:not([data-field="coverUrl"]) .gr-form-help, .gr-editor-actions, .semi-radio',
      ),
    ];
    expect(own.length).toBeGreaterThan(12);
    expect(chineseLeft(own, ['2026 年会照片直播', HANGZHOU])).toEqual([]);
  });

  it('a new album’s editor offers English placeholders', async () => {
    render('/activity/photo/new', {});
    expect(await screen.findByPlaceholderText('e.g. 2026 annual meeting photo live')).toBeTruthy();
    expect(screen.getByPlaceholderText('e.g. West Lake State Guesthouse, Hangzhou')).toBeTruthy();
    expect(screen.getByText('Anyone with the link can browse')).toBeTruthy();
  });

  it('the image library overview: totals, storage, the warning, the enterprise mark and the three views', async () => {
    render('/content/image', { 'GET /api/person/stat': stat({ storageBytes: 45 * 1024 ** 3 }) }, { session: { photoCompany: true } });
    expect(await screen.findByRole('heading', { name: /^Image library/ })).toBeTruthy();
    // The heading shows while the figures load: wait for them (a busy machine takes seconds).
    expect(await screen.findByText('45 GB of 50 GB used', undefined, { timeout: 10_000 })).toBeTruthy();
    for (const term of ['Photos', 'People', 'Cities', 'Years', 'Shooting days']) expect(screen.getAllByText(term).length).toBeGreaterThan(0);
    expect(screen.getByRole('progressbar', { name: 'Storage used' })).toBeTruthy();
    expect(screen.getByText('45 GB of 50 GB used')).toBeTruthy();
    expect(screen.getByText(/^90% of storage used\. New photos cannot be uploaded once it is full\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add storage' })).toBeTruthy();
    expect(screen.getByText('Enterprise').getAttribute('title')).toMatch(/^Enterprise: unlimited/);
    expect(screen.getByText(/^Last photo taken /)).toBeTruthy();
    expect(screen.getByRole('link', { name: /^People .*Photos by the people face recognition found$/ })).toBeTruthy();
    expect(chineseLeft([document.querySelector('.gr-page') as Element], [])).toEqual([]);
  });

  it('people: the cards, their counts and labels; one person’s photos', async () => {
    const view = render('/content/person', {
      'POST /api/person/list': pageOf(
        [{ id: 7, name: '张伟', coverUrl: '/f/7.svg', photoCount: 1, firstTakenAt: null, lastTakenAt: null, createdAt: '2026-10-01T00:00:00.000Z' }],
        1,
        1,
        24,
      ),
      'GET /api/person/photo-group/photo-list': photoList(3),
      'GET /api/person/photo-group/photoInfo/:groupKey/:photoId': (request) => ({
        data: { photo: {}, group: { key: request.pathParams.groupKey, title: '张伟', total: 3, index: 1 }, prevId: null, nextId: 2 },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'People' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Search people by name')).toBeTruthy();
    const card = await screen.findByRole('button', { name: 'View the 1 photo of "张伟"' });
    expect(within(card).getByText('1 photo')).toBeTruthy();
    expect(chineseLeft([document.querySelector('.gr-card-grid') as Element], ['张伟'])).toEqual([]);
    fireEvent.click(card);
    await waitFor(() => expect(view.router.state.location.search).toContain('person=7'));
    expect(await screen.findByRole('heading', { name: 'Photos of "张伟"' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All people' })).toBeTruthy();
    expect(await screen.findByText('3 photos', { selector: '.gr-photo-bar span' })).toBeTruthy();
    expect(chineseLeft([document.querySelector('.gr-photo-group') as Element], ['张伟', '照片 1', '照片 2', '照片 3'])).toEqual([]);
  });

  it('cities: the cards with their province; an empty search says so in English', async () => {
    render('/content/cityList', {
      'GET /api/person/photo-group/city-list': pageOf([hangzhou()], 1, 1, 24),
    });
    expect(await screen.findByRole('heading', { name: 'Cities' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'View the 8 photos taken in "杭州"' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Search by city or province')).toBeTruthy();
    expect(chineseLeft([document.querySelector('.gr-card-grid') as Element], ['杭州', '浙江省'])).toEqual([]);
  });

  it('the timeline: years, days with their cities, and the empty library', async () => {
    render('/content/timeline', {
      'GET /api/person/photo-group/year-list': { data: [{ key: 'year-2026', year: 2026, photoCount: 12, dateCount: 1, coverUrl: '' }] },
      'GET /api/person/photo-group/date-list': pageOf(
        [{ key: 'date-2026-11-02', date: '2026-11-02', photoCount: 12, coverUrl: '', cityNames: ['杭州', '上海'] }],
        1,
        1,
        100,
      ),
      'GET /api/person/photo-group/photo-list': photoList(12),
    });
    expect(await screen.findByRole('heading', { name: 'Timeline' })).toBeTruthy();
    expect(await screen.findByText('2026-11-02 · 杭州, 上海')).toBeTruthy();
    expect(screen.getByRole('button', { name: '2026 (12)' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('group', { name: 'Year' })).toBeTruthy();
    const photos = Array.from({ length: 12 }, (_, i) => `照片 ${i + 1}`);
    expect(chineseLeft([document.querySelector('.gr-page') as Element], ['杭州', '上海', ...photos])).toEqual([]);
  });

  it('an empty timeline says so in English', async () => {
    render('/content/timeline', { 'GET /api/person/photo-group/year-list': { data: [] } });
    expect(await screen.findByText('No photos yet')).toBeTruthy();
  });
});

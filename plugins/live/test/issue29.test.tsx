import type { ActivityTwzb, ActivityTwzbDetail } from '@greenroom/contracts';
import { renderPlugin } from '@greenroom/sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
// Issue 29's page checks, written once for both plugins of this area in the data plugin's tests (their place is @greenroom/sdk/testing).
import { chineseLeft, fixedColours } from '../../data/test/issue29';
import livePlugin from '../src/index';

/** The fixtures' user data: titles, group names and descriptions stay as the organiser wrote them. */
const USER_DATA = ['双十一发布会', '企业年会', '产品发布', '新品首发'];

function row(id: number, title: string, extra: Partial<ActivityTwzb> = {}): ActivityTwzb {
  return {
    id,
    title,
    coverUrl: '',
    coverThumbUrl: '',
    status: 'live',
    startTime: '2026-11-11T12:00:00.000Z',
    endTime: null,
    groupId: 1,
    groupName: '企业年会',
    viewCount: 1234,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...extra,
  };
}

const detail: ActivityTwzbDetail = {
  ...row(12, '双十一发布会', { status: 'not_started', groupId: 2, groupName: '产品发布' }),
  mode: 'text',
  description: '<p>新品首发</p>',
  watch: { mode: 'password', password: 'abc123' },
  moves: ['live'],
} as ActivityTwzbDetail;

const http = {
  'GET /api/activity/twzb/group-list': {
    data: [
      { id: 1, name: '企业年会', count: 2 },
      { id: 2, name: '产品发布', count: 1 },
    ],
  },
  'GET /api/activity/twzb/list': {
    data: {
      pageNum: 1,
      pageSize: 10,
      total: 2,
      list: [row(11, '双十一发布会'), row(12, '企业年会', { status: 'ended', groupId: null, groupName: null, startTime: null })],
    },
  },
  'GET /api/activity/twzb/:id': { data: detail },
};

beforeAll(async () => {
  await Promise.all([import('../src/pages/LiveListPage'), import('../src/pages/LiveEditorPage')]);
}, 60_000);

describe('issue 29: the live plugin in English and dark (locale en-US, theme dark)', () => {
  it('the live list: columns, status tags, filters, row actions in English', { timeout: 20_000 }, async () => {
    const view = renderPlugin(livePlugin, { path: '/activity/live?groupId=1', locale: 'en-US', theme: 'dark', http });
    expect(await screen.findByRole('heading', { level: 1, name: 'Live activities' })).toBeTruthy();
    expect(document.body.getAttribute('theme-mode')).toBe('dark');
    // The setup ran in the page's language: the menu, route titles and the widget's title.
    expect(view.contributions.menuItems).toContainEqual(expect.objectContaining({ key: 'activity-live', text: 'Live' }));
    expect(view.contributions.routes).toContainEqual(expect.objectContaining({ path: 'activity/live/:id', title: 'Edit live' }));
    expect(view.contributions.homeWidgets).toContainEqual(expect.objectContaining({ key: 'live-now', title: 'Live now' }));
    await screen.findAllByText('双十一发布会');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Title', 'Group', 'Status', 'Start time', 'Views', 'Online']));
    expect(screen.getByRole('link', { name: 'New live' }).textContent).toBe('New');
    expect(screen.getAllByText('Live').length).toBeGreaterThan(0);
    expect(screen.getByText('Ended')).toBeTruthy();
    expect(screen.getByText('Ungrouped')).toBeTruthy();
    expect(screen.getByText('Not set')).toBeTruthy();
    // The chosen group, with its count, in the filter.
    await waitFor(() => expect(screen.getByText('企业年会 (2)')).toBeTruthy());
    const first = screen.getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByRole('link', { name: /Manage/ })).toBeTruthy();
    expect(within(first).getByRole('button', { name: /Copy watch link/ })).toBeTruthy();
    expect(view.container.querySelector('[data-online-of="11"]')?.textContent).toBe('0');
    expect(chineseLeft(USER_DATA)).toEqual([]);
    expect(fixedColours()).toEqual([]);
  });

  it('the live editor: sections, fields, choices and the state move in English', { timeout: 20_000 }, async () => {
    renderPlugin(livePlugin, { path: '/activity/live/12', locale: 'en-US', theme: 'dark', http });
    const start = await screen.findByRole('button', { name: 'Start live' });
    expect(screen.getByText('Basic information')).toBeTruthy();
    expect(screen.getByText('Watch settings')).toBeTruthy();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('双十一发布会');
    expect(screen.getByRole('radio', { name: 'Text & image live' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Password' })).toHaveProperty('checked', true);
    expect(screen.getByText('Viewers enter a password to watch')).toBeTruthy();
    expect((screen.getByLabelText('Watch password') as HTMLInputElement).value).toBe('abc123');
    expect(screen.getByText('Not started')).toBeTruthy();
    expect(chineseLeft(USER_DATA)).toEqual([]);
    expect(fixedColours()).toEqual([]);
    fireEvent.click(start);
    expect(await screen.findByText('Start the live "双十一发布会"? Viewers can watch once it starts.')).toBeTruthy();
    expect(chineseLeft(USER_DATA)).toEqual([]);
    expect(fixedColours()).toEqual([]);
  });

  it('the home widget 正在直播', async () => {
    const widgetHttp = {
      'GET /api/activity/twzb/list': ({ params }: { params?: Record<string, unknown> }) => ({
        data: {
          pageNum: 1,
          pageSize: 5,
          total: 1,
          list: [params?.status === 'live' ? row(11, '双十一发布会') : row(13, '企业年会', { status: 'not_started', startTime: null })],
        },
      }),
    };
    renderPlugin(livePlugin, { widget: 'live-now', locale: 'en-US', theme: 'dark', http: widgetHttp });
    await screen.findAllByText('双十一发布会');
    expect(screen.getByRole('list', { name: 'Live now' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage live "双十一发布会"' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all broadcasts' })).toBeTruthy();
    expect(screen.getByText('Starting soon')).toBeTruthy();
    expect(screen.getByText('No start time set')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/^Online \d+$/)).toBeTruthy());
    expect(chineseLeft(USER_DATA)).toEqual([]);
    expect(fixedColours()).toEqual([]);
  });
});

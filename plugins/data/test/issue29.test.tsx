import { createFakeLive, renderPlugin } from '@greenroom/sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import plugin from '../src';
import { liveHttp, photoHttp, registrationHttp, shopHttp, userHttp } from './fixtures';
import { chineseLeft, fixedColours } from './issue29';

// jsdom has no canvas: charts draw into a stub (their data tables are what these tests read).
vi.mock('../../../sdk/src/charts/loadEcharts', () => import('./echartsStub'));

/** The fixtures' user data: regions, titles, names and answers stay as the organiser wrote them. */
const USER_DATA = [
  '广东省',
  '北京市',
  '广州市',
  '年会直播',
  '新品发布直播',
  '高活跃',
  '小林',
  '阿青',
  '限定周边礼盒',
  '上海市',
  '毕业典礼照片直播',
  '微信',
  '开发者大会',
  '王晓',
  '青云科技',
  '所属行业',
  '互联网',
];

beforeAll(async () => {
  await Promise.all([
    import('../src/pages/LiveDataPage'),
    import('../src/pages/PhotoDataPage'),
    import('../src/pages/ShopDataPage'),
    import('../src/pages/UserDataPage'),
    import('../src/pages/RegistrationDataPage'),
  ]);
}, 60_000);

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

describe('issue 29: the data centre in English and dark (locale en-US, theme dark)', () => {
  it('the overview, 平台数据 · 图文直播: figures, charts, tabs and export in English', { timeout: 20_000 }, async () => {
    const view = renderPlugin(plugin, { path: '/data/activity/live', locale: 'en-US', theme: 'dark', http: liveHttp });
    expect(await screen.findByRole('heading', { level: 1, name: 'Live data' })).toBeTruthy();
    expect(document.body.getAttribute('theme-mode')).toBe('dark');
    expect(view.contributions.menuItems.map((item) => item.text)).toEqual(['Platform data', 'Shop data', 'Audience data', 'Registration data']);
    const tabs = screen.getByRole('navigation', { name: 'Products' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Live', 'Cloud photo', 'Events', 'Microsites']);
    const figures = await screen.findByRole('list', { name: 'Overview' });
    expect(within(figures).getByText('Page views')).toBeTruthy();
    expect(within(figures).getByText('New viewers')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export (file in Chinese)' })).toBeTruthy();
    expect(await screen.findAllByText('年会直播')).not.toHaveLength(0);
    for (const title of ['Views over time', 'Created over time', 'Regions', 'Platforms', 'Top activities']) {
      await waitFor(() => expect(screen.getAllByText(new RegExp(`^${title}`)).length).toBeGreaterThan(0));
    }
    expect(chineseLeft(USER_DATA)).toEqual([]);
    expect(fixedColours()).toEqual([]);
    // The catalogue follows the page: the same module renders Chinese on a Chinese page.
    view.unmount();
    renderPlugin(plugin, { path: '/data/activity/live', http: liveHttp });
    expect(await screen.findByRole('heading', { level: 1, name: '图文直播数据' })).toBeTruthy();
  });

  it('one broadcast’s statistics (?activityId=): its viewers online and the way back in English', { timeout: 20_000 }, async () => {
    const http = {
      ...liveHttp,
      'GET /api/activity/twzb/:id': { data: { id: 12, title: '新品发布直播' } },
      'GET /api/live/viewers': { data: { list: [{ activityId: 12, online: 4, series: Array.from({ length: 30 }, () => 4) }], minutes: 30 } },
    };
    renderPlugin(plugin, { path: '/data/activity/live?activityId=12', live: createFakeLive(), locale: 'en-US', theme: 'dark', http });
    expect(await screen.findByRole('heading', { level: 1, name: 'Live data: 新品发布直播' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Viewers online' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all broadcasts' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText(/^Regions/).length).toBeGreaterThan(0));
    expect(screen.queryByText(/^Top activities/)).toBeNull();
    expect(chineseLeft(USER_DATA)).toEqual([]);
    expect(fixedColours()).toEqual([]);
  });

  it('the cloud photo screen (平台数据 · 云摄影): its own figures, lines and album ranking in English', { timeout: 20_000 }, async () => {
    renderPlugin(plugin, { path: '/data/activity/photo', locale: 'en-US', theme: 'dark', http: photoHttp });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cloud photo data' })).toBeTruthy();
    const figures = await screen.findByRole('list', { name: 'Overview' });
    for (const label of ['Page views', 'Visitors', 'Shares', 'Photos uploaded', 'Photos downloaded']) expect(within(figures).getByText(label)).toBeTruthy();
    for (const title of ['Views over time', 'Uploads and downloads over time', 'Regions', 'Platforms', 'Top albums']) {
      await waitFor(() => expect(screen.getAllByText(new RegExp(`^${title}`)).length).toBeGreaterThan(0));
    }
    expect(await screen.findByText('毕业典礼照片直播')).toBeTruthy();
    expect(chineseLeft(USER_DATA)).toEqual([]);
    expect(fixedColours()).toEqual([]);
  });

  it('the shop (商城数据): money figures, the ranking, buyers against visitors, new against returning buyers in English', { timeout: 20_000 }, async () => {
    renderPlugin(plugin, { path: '/data/shop', locale: 'en-US', theme: 'dark', http: shopHttp });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop data' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Products' })).toBeNull();
    const figures = await screen.findByRole('list', { name: 'Overview' });
    for (const label of ['Orders', 'Sales', 'Buyers', 'Refunds', 'Refunded']) expect(within(figures).getByText(label)).toBeTruthy();
    expect(await screen.findByText(/^Conversion rate 10(\.0)?%$/)).toBeTruthy();
    for (const title of ['Orders over time', 'Amounts over time', 'Top products', 'Purchase conversion', 'New and returning buyers']) {
      await waitFor(() => expect(screen.getAllByText(new RegExp(`^${title}`)).length).toBeGreaterThan(0));
    }
    expect(screen.getAllByText('New buyers').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Visitors without orders').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Export (file in Chinese)' })).toBeTruthy();
    expect(chineseLeft(USER_DATA)).toEqual([]);
    expect(fixedColours()).toEqual([]);
  });

  it('the audience (观众数据): columns, filters, export and a member’s drawer in English', { timeout: 20_000 }, async () => {
    renderPlugin(plugin, { path: '/data/user', locale: 'en-US', theme: 'dark', http: userHttp });
    expect(await screen.findByText('小林')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Audience data' })).toBeTruthy();
    expect(headers()).toEqual(expect.arrayContaining(['Nickname', 'Phone', 'Region', 'Channel', 'Tags', 'Views', 'Spent', 'Last visit']));
    expect(screen.getByRole('button', { name: 'Export audience (file in Chinese)' })).toBeTruthy();
    expect(chineseLeft(USER_DATA)).toEqual([]);
    expect(fixedColours()).toEqual([]);
    fireEvent.click(screen.getAllByRole('button', { name: /Details/ })[0] as HTMLElement);
    expect(await screen.findByText('Viewer details · 小林')).toBeTruthy();
    expect(await screen.findByText('年会直播')).toBeTruthy();
    expect(screen.getByText(/^12 views, .+ watched, 3 activities$/)).toBeTruthy();
    for (const tab of ['Watch history', 'Payments and tips', 'Shop orders', 'Blocklist history']) expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    expect(chineseLeft(USER_DATA)).toEqual([]);
    expect(fixedColours()).toEqual([]);
  });

  it('the conferees (报名数据): columns, sign-in tags and a conferee’s drawer in English', { timeout: 20_000 }, async () => {
    renderPlugin(plugin, { path: '/data/event', locale: 'en-US', theme: 'dark', http: registrationHttp });
    expect(await screen.findByText('王晓')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Registration data' })).toBeTruthy();
    expect(screen.getByText('Choose an event to see its registrations and check-ins over time')).toBeTruthy();
    expect(headers()).toEqual(expect.arrayContaining(['Name', 'Phone', 'Company', 'Event', 'Role', 'Check-in', 'Registered']));
    expect(screen.getByText('Checked in')).toBeTruthy();
    // The role is named by the catalogue (the answer's roleText is the server's Chinese).
    expect(screen.getAllByText('Attendee').length).toBeGreaterThan(0);
    expect(chineseLeft(USER_DATA)).toEqual([]);
    expect(fixedColours()).toEqual([]);
    fireEvent.click(screen.getAllByRole('button', { name: /Details/ })[0] as HTMLElement);
    expect(await screen.findByText('Registration details · 王晓')).toBeTruthy();
    expect(await screen.findByText('互联网')).toBeTruthy();
    for (const tab of ['Registration details', 'Registration form', 'Guests']) expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    expect(chineseLeft(USER_DATA)).toEqual([]);
    expect(fixedColours()).toEqual([]);
  });
});

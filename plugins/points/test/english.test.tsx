/**
 * Issue 29: the points page and the console-home widget in English on a dark page, with no Chinese
 * left but the records' own reasons.
 */
import type { PointsRecord } from '@greenroom/contracts';
import { contributionsOf, renderPlugin } from '@greenroom/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import pointsPlugin from '../src/index';

beforeAll(async () => {
  await import('../src/pages/PointsPage');
});

const records: PointsRecord[] = [
  { id: 1, kind: 'earn', amount: 120, reason: '订单支付奖励', orderNo: 'GR20261101001', balanceAfter: 2680, createdAt: '2026-11-01T02:03:04.000Z' },
  { id: 2, kind: 'spend', amount: -50, reason: '积分商城兑换', orderNo: null, balanceAfter: 2560, createdAt: '2026-11-02T02:03:04.000Z' },
];
const http = {
  'GET /api/user/points/summary': { data: { balance: 2680, earnedThisMonth: 300, spentThisMonth: 120 } },
  'GET /api/user/points/list': { data: { pageNum: 1, pageSize: 10, total: 2, list: records } },
};
const english = { locale: 'en-US', theme: 'dark' } as const;

/** The Chinese characters of `text` once the records' reasons are taken out. */
const chineseBesidesReasons = (text: string | null) =>
  records.reduce((rest, r) => rest.split(r.reason).join(' '), text ?? '').match(/[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]+/g) ?? [];

describe('issue 29: points in English, dark', () => {
  it('the page and the widget are named in English by the setup', () => {
    document.documentElement.lang = 'en-US';
    const { routes, homeWidgets } = contributionsOf(pointsPlugin);
    document.documentElement.lang = '';
    expect(routes).toContainEqual(expect.objectContaining({ path: 'user/points', title: 'My points' }));
    expect(homeWidgets).toEqual([expect.objectContaining({ key: 'points', title: 'My points' })]);
  });

  it('/user/points: English figures, rule and columns; the page is dark; no Chinese but the records’ reasons', async () => {
    renderPlugin(pointsPlugin, { path: '/user/points', ...english, http });
    const row = (await screen.findByText('+120')).closest('tr') as HTMLElement;
    expect(document.body.getAttribute('theme-mode')).toBe('dark');
    expect(screen.getByRole('heading', { level: 1, name: 'My points' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Points history' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Redeem in the points mall' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('points-balance').textContent).toBe('2680'));
    for (const text of ['Balance', 'Earned this month', 'Used this month']) expect(screen.getByText(text)).toBeTruthy();
    for (const header of ['Time', 'Reason', 'Change', 'Balance after', 'Order number']) expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    expect(within(row).getByText('GR20261101001')).toBeTruthy();
    // What the plugin writes: its summary card and the rows (the list's search, filters and pages are the screen kit's).
    const own = [...document.querySelectorAll('section[aria-labelledby="gr-points-title"], tbody')].map((e) => e.textContent).join(' ');
    expect(own).toContain('Earn 1 point for every ¥10');
    expect(chineseBesidesReasons(own)).toEqual([]);
  });

  it('the console-home widget: balance, this month and its links in English, nothing Chinese', async () => {
    renderPlugin(pointsPlugin, { widget: 'points', ...english, http });
    await waitFor(() => expect(screen.getByTestId('points-widget-balance').textContent).toBe('2680'));
    expect(screen.getByRole('heading', { name: 'My points' })).toBeTruthy();
    expect(screen.getByText('300 earned · 120 used this month')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Points history' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Points mall' })).toBeTruthy();
    expect(chineseBesidesReasons(document.body.textContent)).toEqual([]);
  });
});

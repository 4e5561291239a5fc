/**
 * Issue 29: the event list, the editor and the home widget speak English on an English page and are
 * painted in Semi's dark theme; the plugin writes no Chinese of its own there (the events are the
 * organiser's data: English ones here).
 */
import type { ActivityEventDetail } from '@greenroom/contracts';
import { renderPlugin } from '@greenroom/sdk/testing';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import eventPlugin from '../src/index';
import { event, pageOf } from './fixtures';

/**
 * The sdk kit's own texts on these pages (list toolbar and pagination, editor frame and fields): the
 * sdk's share of issue 29 puts them in English, not this plugin; left out of the check until then.
 */
const SDK_TEXTS =
  /搜索|：|创建时间|全部时间|列设置|操作|删除|第 [\d-]+ 条，共 \d+ 条|\d+ 条\/页|返回列表|编辑|「|」|上传图片|JPG、PNG、WebP 格式，不超过 [\d.]+ MB|不限|添加|取消|保存/g;

/** The Chinese left on the page, each with a few characters around it (none: an empty list). */
const chineseOnPage = () =>
  (document.body.textContent ?? '').replace(SDK_TEXTS, '').match(/.{0,12}[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]+.{0,12}/g) ?? [];

const summit = event(1, 'Developer summit', { status: 'ongoing', city: 'Hangzhou', address: 'Expo hall B' });
const salon = event(2, 'Design salon', { status: 'not_started', city: 'Shanghai', address: 'Room 3' });
const detail: ActivityEventDetail = {
  ...salon,
  endTime: null,
  capacity: 300,
  registrationOpen: true,
  form: [
    { key: 'name', label: 'Name', required: true },
    { key: 'phone', label: 'Mobile number', required: true },
  ],
  moves: ['ongoing'],
};

// A cold import of Semi's form controls and the contracts' schemas takes seconds.
beforeAll(async () => {
  await Promise.all([import('../src/pages/EventListPage'), import('../src/pages/EventEditorPage')]);
  const { validateBody } = await import('@greenroom/sdk/kit');
  await validateBody('PUT /api/activity/event/{id}', detail);
}, 60_000);
afterAll(() => {
  document.documentElement.lang = '';
  document.body.removeAttribute('theme-mode');
});

describe('issue 29: the event pages in English, dark', () => {
  it('/activity/event: English columns, statuses and actions, no Chinese', async () => {
    renderPlugin(eventPlugin, { path: '/activity/event', locale: 'en-US', theme: 'dark', http: { 'GET /api/activity/event/list': pageOf([summit, salon]) } });
    expect(await screen.findByText('Developer summit')).toBeTruthy();
    expect(document.body.getAttribute('theme-mode')).toBe('dark');
    expect(screen.getByRole('heading', { name: 'Events' })).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    for (const column of ['Event', 'City', 'Status', 'Event time', 'Sign-ups', 'Check-ins', 'Created']) expect(headers).toContain(column);
    const row = screen.getByRole('row', { name: /Developer summit/ });
    expect(within(row).getByText('Ongoing')).toBeTruthy();
    expect(row.textContent).toContain('1,280');
    expect(screen.getByRole('link', { name: 'New event' })).toBeTruthy();
    expect(chineseOnPage()).toEqual([]);
  });

  it('/activity/event/2: the editor in English, no Chinese', async () => {
    renderPlugin(eventPlugin, { path: '/activity/event/2', locale: 'en-US', theme: 'dark', http: { 'GET /api/activity/event/:id': { data: detail } } });
    expect(await screen.findByDisplayValue('Design salon')).toBeTruthy();
    for (const section of ['Basic information', 'Time and place', 'Registration']) expect(screen.getByRole('heading', { name: section })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start event' })).toBeTruthy();
    expect(screen.getByText('Upcoming')).toBeTruthy();
    expect(document.body.textContent).toContain('Without one, the default cover is used.');
    expect(chineseOnPage()).toEqual([]);
  });

  it('the home widget 近期活动 in English', async () => {
    renderPlugin(eventPlugin, {
      widget: 'upcoming-events',
      locale: 'en-US',
      theme: 'dark',
      http: { 'GET /api/activity/event/list': (request) => pageOf(request.params?.status === 'ongoing' ? [summit] : [salon]) },
    });
    const items = await screen.findAllByRole('listitem');
    expect(items[0].textContent).toContain('Ongoing');
    expect(items[0].textContent).toContain('1,280 registered');
    expect(screen.getByRole('link', { name: 'All events' })).toBeTruthy();
    expect(chineseOnPage()).toEqual([]);
  });
});

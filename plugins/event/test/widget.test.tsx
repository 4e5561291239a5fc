import { renderPlugin } from '@greenroom/sdk/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import eventPlugin from '../src/index';
import { event, listRequests, pageOf } from './fixtures';

const WIDGET = 'upcoming-events';

describe('event plugin — console-home widget 近期活动', () => {
  it('lists the ongoing events, then the next ones to start, with their registrations', async () => {
    const view = renderPlugin(eventPlugin, {
      widget: WIDGET,
      http: {
        'GET /api/activity/event/list': (request) =>
          request.params?.status === 'ongoing'
            ? pageOf([event(1, '正在进行的峰会', { status: 'ongoing', registrationCount: 320 })])
            : pageOf([event(2, '下周的沙龙', { status: 'not_started', registrationCount: 45 })]),
      },
    });
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([expect.stringContaining('正在进行的峰会'), expect.stringContaining('下周的沙龙')]);
    expect(items[0].textContent).toContain('进行中');
    expect(items[0].textContent).toContain('报名 320');
    expect(items[1].textContent).toContain('未开始');
    expect(items[1].textContent).toContain('报名 45');
    const asked = listRequests(view.services.requests).map((r) => r.params);
    expect(asked).toEqual([
      expect.objectContaining({ status: 'ongoing', sort: 'startTime', order: 'asc' }),
      expect.objectContaining({ status: 'not_started', sort: 'startTime', order: 'asc' }),
    ]);
  });

  it('says so when nothing is ongoing or upcoming', async () => {
    renderPlugin(eventPlugin, { widget: WIDGET, http: { 'GET /api/activity/event/list': pageOf([]) } });
    expect(await screen.findByText('暂无进行中或即将开始的活动')).toBeTruthy();
  });

  it('shows an error with 重试 when loading fails, and asks again', async () => {
    let fail = true;
    renderPlugin(eventPlugin, {
      widget: WIDGET,
      http: {
        'GET /api/activity/event/list': (request) =>
          fail ? { httpStatus: 500 } : pageOf(request.params?.status === 'ongoing' ? [event(5, '恢复后的活动', { status: 'ongoing' })] : []),
      },
    });
    expect(await screen.findByText('近期活动加载失败')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('恢复后的活动')).toBeTruthy();
  });
});

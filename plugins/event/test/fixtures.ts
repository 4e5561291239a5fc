import type { ActivityEvent } from '@greenroom/contracts';
import type { FakeRequest } from '@greenroom/sdk/testing';

/** An event row as `GET /api/activity/event/list` answers it. */
export function event(id: number, title: string, extra: Partial<ActivityEvent> = {}): ActivityEvent {
  return {
    id,
    title,
    coverUrl: '',
    coverThumbUrl: '',
    status: 'ended',
    city: '杭州',
    address: '西湖区文三路 1 号',
    startTime: '2026-11-01T02:00:00.000Z',
    endTime: '2026-11-01T10:00:00.000Z',
    registrationCount: 1280,
    signInCount: 960,
    viewCount: 5000,
    createdAt: '2026-10-01T02:00:00.000Z',
    ...extra,
  };
}

/** An envelope reply holding one page of events. */
export function pageOf(rows: ActivityEvent[], total = rows.length, pageNum = 1, pageSize = 10) {
  return { data: { pageNum, pageSize, total, list: rows } };
}

/** The event list requests among everything the plugin asked. */
export const listRequests = (requests: FakeRequest[]) => requests.filter((r) => r.method === 'GET' && r.path === '/api/activity/event/list');

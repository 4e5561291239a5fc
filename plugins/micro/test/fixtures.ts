import type { Survey, Website } from '@greenroom/contracts';
import type { FakeRequest } from '@greenroom/sdk/testing';

/** A survey row as `GET /api/survey/list` answers it. */
export function survey(id: number, title: string, extra: Partial<Survey> = {}): Survey {
  const status = extra.status ?? 0;
  return {
    id,
    title,
    description: '',
    status,
    statusText: ({ 0: '草稿', 1: '收集中', 2: '已结束' } as const)[status],
    questionCount: 8,
    answerCount: status === 0 ? 0 : 320,
    answersToday: status === 1 ? 12 : 0,
    createdAt: '2026-10-01T02:00:00.000Z',
    updatedAt: '2026-10-01T02:00:00.000Z',
    publishedAt: null,
    closedAt: null,
    ...extra,
  };
}

/** A micro-website row as `GET /api/website/list` answers it. */
export function website(id: number, title: string, extra: Partial<Website> = {}): Website {
  return {
    id,
    title,
    coverUrl: '',
    template: '发布会',
    status: 1,
    statusText: '已发布',
    pv: 23456,
    uv: 789,
    shareNum: 12,
    createdAt: '2026-10-01T02:00:00.000Z',
    updatedAt: '2026-10-01T02:00:00.000Z',
    publishedAt: '2026-10-01T02:00:00.000Z',
    ...extra,
  };
}

/** An envelope reply holding one page of rows. */
export function pageOf<T>(rows: T[], total = rows.length, pageNum = 1, pageSize = 10) {
  return { data: { pageNum, pageSize, total, list: rows } };
}

/** The requests of one method and path among everything the plugin asked. */
export const requestsTo = (requests: FakeRequest[], method: FakeRequest['method'], path: string) =>
  requests.filter((r) => r.method === method && r.path === path);

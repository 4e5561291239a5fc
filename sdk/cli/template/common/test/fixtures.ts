import type { Survey } from '@greenroom/contracts';
import type { FakeRequest } from '@greenroom/sdk/testing';

/** A survey row as `GET /api/survey/list` answers it. */
export function survey(id: number, title: string, extra: Partial<Survey> = {}): Survey {
  const status = extra.status ?? 1;
  return {
    id,
    title,
    description: '',
    status,
    statusText: ({ 0: '草稿', 1: '收集中', 2: '已结束' } as const)[status],
    questionCount: 8,
    answerCount: 320,
    answersToday: 12,
    createdAt: '2026-10-01T02:00:00.000Z',
    updatedAt: '2026-10-01T02:00:00.000Z',
    publishedAt: null,
    closedAt: null,
    ...extra,
  };
}

/** An envelope reply holding one page of rows. */
export function pageOf<T>(rows: T[], total = rows.length) {
  return { data: { pageNum: 1, pageSize: 10, total, list: rows } };
}

/** The requests the plugin made to one path. */
export const requestsTo = (requests: FakeRequest[], path: string) => requests.filter((request) => request.path === path);

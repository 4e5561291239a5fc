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

const line = (values: number[]) => ({ data: values.map((value, i) => ({ date: `2026-10-${String(i + 1).padStart(2, '0')}`, value })) });
const compared = (value: number, rate: number | null) => ({ value, previous: 0, rate });
/** A site's figures as the four figure calls answer them (its drawer asks all four). */
export const figures = {
  'GET /api/website/stat/total': { data: { websiteCount: 1, publishedCount: 1, pv: 23456, uv: 789, shareNum: 12 } },
  'GET /api/website/increase': {
    data: {
      startDate: '2026-10-01',
      endDate: '2026-10-30',
      previousStartDate: '2026-09-01',
      previousEndDate: '2026-09-30',
      websites: compared(0, null),
      pv: compared(3400, 25.5),
      uv: compared(210, -10),
      shareNum: compared(3, null),
    },
  },
  'GET /api/website/pvLine': line([120, 340, 80]),
  'GET /api/website/uvLine': line([40, 90, 30]),
};

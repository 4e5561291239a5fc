/**
 * Issue 24 §5: 近30天 and 近90天 showed the same figures with 上期无数据 because the demo data covered
 * a month. It now reaches back over 400 days (seed/history.ts): every data screen's figures differ
 * between 近30天 and 近90天, and 近90天 — and a year — compare with a previous period that has data.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { addDays, chinaDay } from '../src/lib/days';
import { DEMO_HISTORY_DAYS } from '../src/seed/history';
import { createTestApp, createTestDb, signIn } from './helpers';

type Compared = { value: number; previous: number; rate: number | null };

let db: Kysely<Database>;
let app: FastifyInstance;
let demo: string;
const today = chinaDay(new Date());

beforeAll(async () => {
  db = await createTestDb();
  app = await createTestApp(db);
  demo = await signIn(app, 'demo');
});

afterAll(async () => {
  await app.close();
  await db.destroy();
});

async function figures(url: string, days: number, names: { start: string; end: string } = { start: 'startTime', end: 'endTime' }) {
  const query = `${names.start}=${addDays(today, -(days - 1))}&${names.end}=${today}`;
  const response = await app.inject({ method: 'GET', url: `${url}?${query}`, headers: { cookie: demo } });
  const body = response.json() as { code: number; data: Record<string, Compared> };
  expect(body.code).toBe(0);
  return body.data;
}

const DATE_NAMES = { start: 'startDate', end: 'endDate' };

describe('the demo data covers at least 400 days (issue 24 §5)', () => {
  it('its activities, events, albums and sites reach back over a year, the oldest more than 400 days', async () => {
    const oldest = async (table: 'twzb_activities' | 'event_activities' | 'photo_activities' | 'websites') =>
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.min('created_at').as('at'))
          .executeTakeFirstOrThrow()
      ).at as Date;
    for (const table of ['twzb_activities', 'event_activities', 'photo_activities', 'websites'] as const) {
      const days = (Date.now() - new Date(await oldest(table)).getTime()) / 86_400_000;
      expect(days, table).toBeGreaterThan(365);
      expect(days, table).toBeLessThan(DEMO_HISTORY_DAYS + 10);
    }
    expect(DEMO_HISTORY_DAYS).toBeGreaterThanOrEqual(400);
  });

  it.each([
    ['/api/statistics/twzb/increase', 'pv', undefined],
    ['/api/statistics/event/increase', 'pv', undefined],
    ['/api/statistics/photo/increase', 'pv', undefined],
    ['/api/statistics/shop/increase', 'orderNum', undefined],
    ['/api/website/increase', 'pv', DATE_NAMES],
  ] as const)('%s: 近30天 and 近90天 differ, and 近90天 and a year have a previous period with data (%s)', async (url, figure, names) => {
    const month = (await figures(url, 30, names))[figure] as Compared;
    const quarter = (await figures(url, 90, names))[figure] as Compared;
    const year = (await figures(url, 365, names))[figure] as Compared;
    expect(quarter.value).toBeGreaterThan(month.value);
    expect(quarter.previous).toBeGreaterThan(0);
    expect(quarter.rate).not.toBeNull();
    expect(year.previous).toBeGreaterThan(0);
  });

  it('a period with nothing in it and nothing before it answers no rate (the figure cards read 较上一周期 —, not ↓100.0%)', async () => {
    const end = addDays(today, -(DEMO_HISTORY_DAYS + 40));
    const start = addDays(end, -29);
    const response = await app.inject({ method: 'GET', url: `/api/statistics/twzb/increase?startTime=${start}&endTime=${end}`, headers: { cookie: demo } });
    const data = (response.json() as { data: Record<string, Compared> }).data;
    for (const figure of ['pv', 'uv', 'shareNum', 'activityNum', 'participantNum']) {
      expect(data[figure], figure).toEqual({ value: 0, previous: 0, rate: null });
    }
  });
});

/**
 * /api/statistics/event/*: the event (conference) data screen — views, registrations and sign-ins
 * over time, platforms, provinces and cities, one event's totals, the daily export. The conferees
 * themselves are in conferees.ts.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { requestLocale } from '../../lib/envelope';
import { percent } from '../../lib/ranges';
import { route } from '../../lib/route';
import { currentUserId } from '../../lib/session';
import type { XlsxColumn } from '../../lib/xlsx';
import { eventBrief, ownEvent, TAGS } from './common';
import { PLATFORMS, platformName, STAT_PRODUCT, sumTotals, type Totals } from './rollup';
import { DAY_COLUMN, type StatDay, statRoutes, VIEW_COLUMNS } from './routes';

const EVENT = STAT_PRODUCT.event;

/** Views, registrations and sign-ins of /event/view and /event/{id}. */
const eventFigures = (totals: Totals) => ({
  pv: totals.pv,
  uv: totals.uv,
  shareNum: totals.shares,
  confereeNum: totals.registrations,
  signInNum: totals.sign_ins,
  signInRate: percent(totals.sign_ins, totals.registrations),
});

export async function eventStatRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  statRoutes(app, ctx, {
    base: '/event',
    product: EVENT,
    activityKey: 'eventId',
    assertActivity: ownEvent,
    total: {
      path: '/view',
      summary: '活动数据概览（所选时间段）',
      allTime: false,
      answer: (totals, { range }) => ({
        startTime: range.start,
        endTime: range.end,
        eventNum: totals.created,
        ...eventFigures(totals),
      }),
    },
    increase: {
      summary: '活动新增数据（本期与上一等长周期对比）',
      figures: { eventNum: 'created', pv: 'pv', uv: 'uv', confereeNum: 'registrations', signInNum: 'sign_ins' },
    },
    lines: [
      ['/createLine', '每日新建活动数', 'created'],
      ['/confereeNumLine', '每日报名人数', 'registrations'],
      ['/signInNumLine', '每日签到人数', 'sign_ins'],
    ],
    regions: {
      figures: { pv: 'pv', uv: 'uv', confereeNum: 'registrations' },
      share: 'registrations',
      province: { path: '/province', summary: '参会人省份分布（按报名人数）' },
      platform: { path: '/platform', summary: '报名与访问的平台分布' },
      cities: [{ path: '/city', summary: '参会人城市分布（给 provinceId 时为该省各城市）' }],
    },
    export: { summary: '导出活动每日数据（XLSX）', title: '活动数据', columns: EVENT_DAY_COLUMNS },
  });

  // Last: `/event/:id` must not shadow the named routes above (find-my-way prefers static paths anyway).
  route(app, 'GET /api/statistics/event/{id}', { summary: '单个活动的累计数据', tags: TAGS }, async ({ params: { id }, request }) => {
    const ownerId = currentUserId(request);
    const event = await ownEvent(db, ownerId, id);
    const [totals, platforms, guests] = await Promise.all([
      sumTotals(db, { ownerId, product: EVENT, activityId: id }),
      db
        .selectFrom('event_conferees')
        .select(['platform', sql<number>`count(*)::int`.as('n')])
        .where('event_id', '=', id)
        .where('owner_id', '=', ownerId)
        .groupBy('platform')
        .execute(),
      db
        .selectFrom('event_conferees')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('event_id', '=', id)
        .where('owner_id', '=', ownerId)
        .where('role', '=', 2)
        .executeTakeFirstOrThrow(),
    ]);
    const byPlatform = new Map(platforms.map((row) => [row.platform, Number(row.n)]));
    return {
      event: eventBrief(event),
      ...eventFigures(totals),
      guestNum: Number(guests.n),
      platform: PLATFORMS.map((platform) => ({ platform, name: platformName(platform, requestLocale(request)), confereeNum: byPlatform.get(platform) ?? 0 })),
    };
  });
}

const EVENT_DAY_COLUMNS: XlsxColumn<StatDay>[] = [
  DAY_COLUMN,
  ...VIEW_COLUMNS,
  { header: '报名人数', value: (row) => row.totals.registrations },
  { header: '签到人数', value: (row) => row.totals.sign_ins },
  { header: '新建活动数', value: (row) => row.totals.created },
];

/**
 * /api/statistics/event/*: the event (conference) data screen — views, registrations and sign-ins
 * over time, platforms, provinces and cities, one event's totals, the daily export. The conferees
 * themselves are in conferees.ts.
 */
import {
  STAT_DEFAULT_DAYS,
  statEventCity,
  statEventCityQuery,
  statEventDetail,
  statEventExportQuery,
  statEventIncrease,
  statEventPlatform,
  statEventProvince,
  statEventQuery,
  statEventView,
  statIdParams,
  statLine,
} from '@greenroom/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, ok } from '../../lib/envelope';
import { findProvince } from '../../lib/regions';
import { currentUserId } from '../../lib/session';
import {
  breakdown,
  cityRows,
  compare,
  dailyTotals,
  dayLine,
  type Metric,
  PLATFORM_NAMES,
  PLATFORMS,
  percent,
  previousRange,
  provinceRows,
  resolveRange,
  STAT_PRODUCT,
  type StatScope,
  sumTotals,
  type Totals,
} from '../../lib/stats';
import { parseInput } from '../../lib/validate';
import { sendXlsx, type XlsxColumn } from '../../lib/xlsx';
import { eventBrief, exportOwner, ownEvent, TAGS, XLSX_TYPE } from './common';

const EVENT = STAT_PRODUCT.event;
export async function eventStatRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  async function prepare<S extends z.ZodType<{ startTime?: string; endTime?: string; eventId?: number }>>(request: FastifyRequest, schema: S) {
    const query = parseInput(schema, request.query);
    const ownerId = currentUserId(request);
    if (query.eventId !== undefined) await ownEvent(db, ownerId, query.eventId);
    const scope: StatScope = { ownerId, product: EVENT, activityId: query.eventId };
    return { query, ownerId, scope, range: resolveRange(query, ctx.now(), STAT_DEFAULT_DAYS) };
  }

  app.get(
    '/event/view',
    { config: { openapi: { summary: '活动数据概览（所选时间段）', tags: TAGS, query: statEventQuery, response: statEventView } } },
    async (request) => {
      const { scope, range } = await prepare(request, statEventQuery);
      const totals = await sumTotals(db, scope, range);
      return ok({
        startTime: range.start,
        endTime: range.end,
        eventNum: totals.created,
        pv: totals.pv,
        uv: totals.uv,
        shareNum: totals.shares,
        confereeNum: totals.registrations,
        signInNum: totals.sign_ins,
        signInRate: percent(totals.sign_ins, totals.registrations),
      });
    },
  );

  app.get(
    '/event/increase',
    { config: { openapi: { summary: '活动新增数据（本期与上一等长周期对比）', tags: TAGS, query: statEventQuery, response: statEventIncrease } } },
    async (request) => {
      const { scope, range } = await prepare(request, statEventQuery);
      const previous = previousRange(range);
      const [now, before] = await Promise.all([sumTotals(db, scope, range), sumTotals(db, scope, previous)]);
      return ok({
        startTime: range.start,
        endTime: range.end,
        previousStartTime: previous.start,
        previousEndTime: previous.end,
        eventNum: compare(now.created, before.created),
        pv: compare(now.pv, before.pv),
        uv: compare(now.uv, before.uv),
        confereeNum: compare(now.registrations, before.registrations),
        signInNum: compare(now.sign_ins, before.sign_ins),
      });
    },
  );

  const lines: [string, string, Metric][] = [
    ['/event/createLine', '每日新建活动数', 'created'],
    ['/event/confereeNumLine', '每日报名人数', 'registrations'],
    ['/event/signInNumLine', '每日签到人数', 'sign_ins'],
  ];
  for (const [path, summary, metric] of lines) {
    app.get(path, { config: { openapi: { summary, tags: TAGS, query: statEventQuery, response: statLine } } }, async (request) => {
      const { scope, range } = await prepare(request, statEventQuery);
      return ok(await dayLine(db, scope, range, metric));
    });
  }

  app.get(
    '/event/platform',
    { config: { openapi: { summary: '报名与访问的平台分布', tags: TAGS, query: statEventQuery, response: statEventPlatform } } },
    async (request) => {
      const { scope, range } = await prepare(request, statEventQuery);
      const rows = await breakdown(db, scope, range, 'platform', { orderBy: 'registrations' });
      const byPlatform = new Map(rows.map((row) => [row.code, row.totals]));
      const total = rows.reduce((sum, row) => sum + row.totals.registrations, 0);
      return ok(
        PLATFORMS.map((platform) => {
          const totals = byPlatform.get(platform);
          return {
            platform,
            name: PLATFORM_NAMES[platform] ?? '',
            pv: totals?.pv ?? 0,
            uv: totals?.uv ?? 0,
            confereeNum: totals?.registrations ?? 0,
            ratio: percent(totals?.registrations ?? 0, total),
          };
        }),
      );
    },
  );

  const regional = (totals: Totals, all: number) => ({
    pv: totals.pv,
    uv: totals.uv,
    confereeNum: totals.registrations,
    ratio: percent(totals.registrations, all),
  });

  app.get(
    '/event/province',
    { config: { openapi: { summary: '参会人省份分布（按报名人数）', tags: TAGS, query: statEventQuery, response: statEventProvince } } },
    async (request) => {
      const { scope, range } = await prepare(request, statEventQuery);
      const rows = provinceRows(await breakdown(db, scope, range, 'province', { orderBy: 'registrations' }));
      const all = rows.reduce((sum, row) => sum + row.totals.registrations, 0);
      return ok(rows.map((row) => ({ code: row.code, name: row.name, ...regional(row.totals, all) })));
    },
  );

  app.get(
    '/event/city',
    { config: { openapi: { summary: '参会人城市分布（给 provinceId 时为该省各城市）', tags: TAGS, query: statEventCityQuery, response: statEventCity } } },
    async (request) => {
      const { scope, range, query } = await prepare(request, statEventCityQuery);
      if (query.provinceId !== undefined && !findProvince(query.provinceId)) throw badRequest('参数错误：provinceId 不是有效的省份代码');
      const [rows, totals] = await Promise.all([
        breakdown(db, scope, range, 'city', { orderBy: 'registrations', provinceCode: query.provinceId, limit: query.limit }),
        query.provinceId === undefined ? sumTotals(db, scope, range) : Promise.resolve(null),
      ]);
      const named = cityRows(rows);
      const all = totals ? totals.registrations : named.reduce((sum, row) => sum + row.totals.registrations, 0);
      return ok(
        named.map((row) => ({ code: row.code, name: row.name, provinceCode: row.provinceCode, provinceName: row.provinceName, ...regional(row.totals, all) })),
      );
    },
  );

  app.get(
    '/event/exportExcel',
    { config: { public: true, openapi: { summary: '导出活动每日数据（XLSX）', tags: TAGS, query: statEventExportQuery, file: XLSX_TYPE } } },
    async (request, reply) => {
      const query = parseInput(statEventExportQuery, request.query);
      const ownerId = await exportOwner(ctx, request, query.token);
      if (query.eventId !== undefined) await ownEvent(db, ownerId, query.eventId);
      const range = resolveRange(query, ctx.now(), STAT_DEFAULT_DAYS);
      const days = await dailyTotals(db, { ownerId, product: EVENT, activityId: query.eventId }, range);
      return sendXlsx(reply, `活动数据_${range.start}_${range.end}`, '每日数据', EVENT_DAY_COLUMNS, days);
    },
  );

  // Last: `/event/:id` must not shadow the named routes above (find-my-way prefers static paths anyway).
  app.get(
    '/event/:id',
    { config: { openapi: { summary: '单个活动的累计数据', tags: TAGS, params: statIdParams, response: statEventDetail } } },
    async (request) => {
      const { id } = parseInput(statIdParams, request.params);
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
      return ok({
        event: eventBrief(event),
        pv: totals.pv,
        uv: totals.uv,
        shareNum: totals.shares,
        confereeNum: totals.registrations,
        signInNum: totals.sign_ins,
        signInRate: percent(totals.sign_ins, totals.registrations),
        guestNum: Number(guests.n),
        platform: PLATFORMS.map((platform) => ({ platform, name: PLATFORM_NAMES[platform] ?? '', confereeNum: byPlatform.get(platform) ?? 0 })),
      });
    },
  );
}

type Day = { date: string; totals: Totals };
const EVENT_DAY_COLUMNS: XlsxColumn<Day>[] = [
  { header: '日期', width: 14, value: (row) => row.date },
  { header: '浏览量（PV）', value: (row) => row.totals.pv },
  { header: '访客数（UV）', value: (row) => row.totals.uv },
  { header: '分享次数', value: (row) => row.totals.shares },
  { header: '报名人数', value: (row) => row.totals.registrations },
  { header: '签到人数', value: (row) => row.totals.sign_ins },
  { header: '新建活动数', value: (row) => row.totals.created },
];

/**
 * The routes every product's data screen shares (twzb, event, shop), built from a short description
 * of what differs — which query field names the activity, which metrics each answer reads, paths
 * and docs:
 *
 *   {base}{total.path}        totals, over all time or the range
 *   {base}/increase           the range against the equally long period just before it
 *   {base}{lines[].path}      one metric a day
 *   {base}/province, {base}{platform.path}, {base}{cities[].path}   breakdowns, each row with its share
 *   {base}/exportExcel        every day of the range as XLSX
 *
 * A product's own routes stay in its file, built on `prepare` and the breakdown helpers below.
 */
import { type Locale, STAT_DEFAULT_DAYS } from '@greenroom/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { badRequest, requestLocale } from '../../lib/envelope';
import { compare, type DayRange, percent, previousRange, resolveRange } from '../../lib/ranges';
import { findProvince } from '../../lib/regions';
import { factoryRoute } from '../../lib/route';
import { currentUserId } from '../../lib/session';
import { sendXlsx, type XlsxColumn } from '../../lib/xlsx';
import { exportOwner, TAGS, twzbTitles } from './common';
import {
  breakdown,
  cityRows,
  dailyTotals,
  dayLine,
  type Metric,
  PLATFORMS,
  platformName,
  provinceRows,
  rankActivities,
  type StatProductId,
  type StatScope,
  sumTotals,
  type Totals,
} from './rollup';

/** The query field that narrows a statistic to one activity: a twzb activity, or an event. */
type ActivityKey = 'activityId' | 'eventId';
/** What every ranged statistics query has. */
type RangedQuery<K extends ActivityKey> = { startTime?: string; endTime?: string } & { [P in K]?: number };
type ExportQuery<K extends ActivityKey> = RangedQuery<K> & { token?: string };
type CityQuery<K extends ActivityKey> = RangedQuery<K> & { limit: number; provinceId?: number };

/** Answer field → the metric it reads, in answer order: `{ confereeNum: 'registrations' }`. */
export type Figures = Record<string, Metric>;

/** What the rows of a breakdown answer: their figures, and the metric `ratio` is the share of. */
export interface Shares<F extends Figures = Figures> {
  figures: F;
  share: Metric;
}

/** One day of every metric: a row of the daily export. */
export type StatDay = { date: string; totals: Totals };

/** The first column of every daily sheet. */
export const DAY_COLUMN: XlsxColumn<StatDay> = { header: '日期', width: 14, value: (row) => row.date };
/** Views and shares, in the daily sheets of the screens that have them (twzb, event). */
export const VIEW_COLUMNS: XlsxColumn<StatDay>[] = [
  { header: '浏览量（PV）', value: (row) => row.totals.pv },
  { header: '访客数（UV）', value: (row) => row.totals.uv },
  { header: '分享次数', value: (row) => row.totals.shares },
];

/** A parsed ranged query with who asks, the scope it narrows to and the resolved range. */
export interface Prepared<Q> {
  query: Q;
  ownerId: number;
  scope: StatScope;
  range: DayRange;
  /** The request's language, for the answer's platform names (issue 29). */
  locale: Locale;
}

/** A route of the screen: its path under the screen's base and its document summary (the schemas are the call table's). */
interface ScreenRoute {
  path: string;
  summary: string;
}

/** One product's data screen: what its shared routes differ in. */
export interface StatScreen<K extends ActivityKey, X extends ExportQuery<K>> {
  /** Path under /api/statistics: '/twzb'. */
  base: string;
  product: StatProductId;
  activityKey: K;
  /** Throws 404 unless the activity is the owner's. */
  assertActivity: (db: Kysely<Database>, ownerId: number, activityId: number) => Promise<unknown>;
  total: ScreenRoute & {
    /** Sums every day (true) or the asked range. */
    allTime: boolean;
    answer: (totals: Totals, asked: Prepared<RangedQuery<K>>) => object | Promise<object>;
  };
  increase: { summary: string; figures: Figures };
  lines?: [path: string, summary: string, metric: Metric][];
  /** `cities`: paths with an `{id}` take the province in the path, the others in the query (`provinceId`) or none. */
  regions?: Shares & { province: ScreenRoute; platform: ScreenRoute; cities: ScreenRoute[] };
  export: {
    summary: string;
    /** The file name before `_{start}_{end}.xlsx`. */
    title: string;
    columns: readonly XlsxColumn<StatDay>[];
    /** Another sheet the same link can ask for; it answers instead of the daily one when it returns a reply. */
    instead?: (query: X, ownerId: number, reply: FastifyReply) => Promise<FastifyReply> | undefined;
  };
}

/** Registers the shared routes of one data screen; returns `prepare` for the product's own routes. */
export function statRoutes<K extends ActivityKey, X extends ExportQuery<K> = ExportQuery<K>>(app: FastifyInstance, ctx: AppContext, screen: StatScreen<K, X>) {
  const { db } = ctx;
  const { base, product, activityKey } = screen;
  const callOf = (path: string) => `GET /api/statistics${base}${path}`;
  /** A plain ranged route: GET, the screen's ranged query. */
  const ranged = (path: string, summary: string, handler: (asked: Prepared<RangedQuery<K>>) => Promise<unknown>) =>
    factoryRoute<RangedQuery<K>>(app, callOf(path), { summary, tags: TAGS }, async ({ query, request }) => handler(await prepare(request, query)));

  /** Checks the activity of a parsed ranged query and resolves the range. */
  async function prepare<Q extends RangedQuery<K>>(request: FastifyRequest, query: Q): Promise<Prepared<Q>> {
    const ownerId = currentUserId(request);
    const activityId: number | undefined = query[activityKey];
    if (activityId !== undefined) await screen.assertActivity(db, ownerId, activityId);
    const scope: StatScope = { ownerId, product, activityId };
    return { query, ownerId, scope, range: resolveRange(query, ctx.now(), STAT_DEFAULT_DAYS), locale: requestLocale(request) };
  }

  const { total, increase } = screen;
  ranged(total.path, total.summary, async (asked) => {
    const totals = await sumTotals(db, asked.scope, total.allTime ? undefined : asked.range);
    return total.answer(totals, asked);
  });

  ranged('/increase', increase.summary, async ({ scope, range }) => {
    const previous = previousRange(range);
    const [now, before] = await Promise.all([sumTotals(db, scope, range), sumTotals(db, scope, previous)]);
    const compared = Object.entries(increase.figures).map(([name, metric]) => [name, compare(now[metric], before[metric])]);
    return {
      startTime: range.start,
      endTime: range.end,
      previousStartTime: previous.start,
      previousEndTime: previous.end,
      ...Object.fromEntries(compared),
    };
  });

  for (const [path, summary, metric] of screen.lines ?? []) {
    ranged(path, summary, async ({ scope, range }) => dayLine(db, scope, range, metric));
  }

  const { regions } = screen;
  if (regions) {
    ranged(regions.province.path, regions.province.summary, async ({ scope, range }) => provinceShares(db, scope, range, regions));

    for (const city of regions.cities) {
      factoryRoute<CityQuery<K>, { id: number } | undefined>(
        app,
        callOf(city.path),
        {
          summary: city.summary,
          tags: TAGS,
          // A province in the path is checked before the query, one in the query after the activity.
          checkParams: (params: { id: number } | undefined) => {
            if (params && !findProvince(params.id)) throw badRequest('参数错误：id 不是有效的省份代码');
          },
        },
        async ({ query, params, request }) => {
          const inPath = params?.id;
          const { scope, range } = await prepare(request, query);
          if (query.provinceId !== undefined && !findProvince(query.provinceId)) throw badRequest('参数错误：provinceId 不是有效的省份代码');
          return cityShares(db, scope, range, regions, { provinceCode: inPath ?? query.provinceId, limit: query.limit });
        },
      );
    }

    ranged(regions.platform.path, regions.platform.summary, async ({ scope, range, locale }) => platformShares(db, scope, range, regions, locale));
  }

  const sheet = screen.export;
  factoryRoute<X>(app, callOf('/exportExcel'), { public: true, summary: sheet.summary, tags: TAGS }, async ({ query, request, reply }) => {
    const ownerId = await exportOwner(ctx, request, query.token);
    const activityId: number | undefined = query[activityKey];
    if (activityId !== undefined) await screen.assertActivity(db, ownerId, activityId);
    const other = sheet.instead?.(query, ownerId, reply);
    if (other) return other;
    const range = resolveRange(query, ctx.now(), STAT_DEFAULT_DAYS);
    const days = await dailyTotals(db, { ownerId, product, activityId }, range);
    return sendXlsx(reply, `${sheet.title}_${range.start}_${range.end}`, '每日数据', sheet.columns, days);
  });

  return { prepare };
}

// --- breakdowns -----------------------------------------------------------------------------------

const read = <F extends Figures>(figures: F, totals: Totals | undefined) =>
  Object.fromEntries(Object.entries(figures).map(([name, metric]) => [name, totals?.[metric] ?? 0])) as Record<keyof F, number>;

const sumOf = (rows: readonly { totals: Totals }[], metric: Metric) => rows.reduce((sum, row) => sum + row.totals[metric], 0);

/** Provinces, largest share first; ratios are of the rows' sum. */
export async function provinceShares<F extends Figures>(db: Kysely<Database>, scope: StatScope, range: DayRange, shares: Shares<F>) {
  const rows = provinceRows(await breakdown(db, scope, range, 'province', { orderBy: shares.share }));
  const all = sumOf(rows, shares.share);
  return rows.map((row) => ({ code: row.code, name: row.name, ...read(shares.figures, row.totals), ratio: percent(row.totals[shares.share], all) }));
}

/** The top cities, or one province's; ratios are of the range's total, or of the province's rows. */
export async function cityShares<F extends Figures>(
  db: Kysely<Database>,
  scope: StatScope,
  range: DayRange,
  shares: Shares<F>,
  options: { provinceCode?: number; limit: number },
) {
  const [rows, totals] = await Promise.all([
    breakdown(db, scope, range, 'city', { orderBy: shares.share, provinceCode: options.provinceCode, limit: options.limit }),
    options.provinceCode === undefined ? sumTotals(db, scope, range) : Promise.resolve(null),
  ]);
  const named = cityRows(rows);
  const all = totals ? totals[shares.share] : sumOf(named, shares.share);
  return named.map((row) => ({
    code: row.code,
    name: row.name,
    provinceCode: row.provinceCode,
    provinceName: row.provinceName,
    ...read(shares.figures, row.totals),
    ratio: percent(row.totals[shares.share], all),
  }));
}

/** Every platform in order, absent ones as 0, named in `locale`. */
export async function platformShares<F extends Figures>(db: Kysely<Database>, scope: StatScope, range: DayRange, shares: Shares<F>, locale: Locale) {
  const rows = await breakdown(db, scope, range, 'platform', { orderBy: shares.share });
  const byPlatform = new Map(rows.map((row) => [row.code, row.totals]));
  const all = sumOf(rows, shares.share);
  return PLATFORMS.map((platform) => {
    const totals = byPlatform.get(platform);
    return { platform, name: platformName(platform, locale), ...read(shares.figures, totals), ratio: percent(totals?.[shares.share] ?? 0, all) };
  });
}

/** The owner's twzb activities ranked by `metric` (twzb or shop figures), with their titles. */
export async function rankTwzbActivities(
  db: Kysely<Database>,
  scope: Omit<StatScope, 'activityId'>,
  range: DayRange,
  metric: Parameters<typeof rankActivities>[3],
  limit: number,
) {
  const rows = await rankActivities(db, scope, range, metric, limit);
  const titles = await twzbTitles(
    db,
    scope.ownerId,
    rows.map((row) => row.activityId),
  );
  return rows.map((row, index) => ({ ...row, rank: index + 1, title: titles.get(row.activityId) ?? '已删除的活动' }));
}

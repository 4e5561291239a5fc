/**
 * /api/statistics/twzb/userManage/*: the audience of the owner's text-image lives — the filtered
 * list, tags, column settings, and one member's watches, orders and blacklist records.
 *
 * The list is newest visit first over composite indexes (owner, [platform | province, platform |
 * source activity], last visit, id): a page reads only index entries up to its offset, then joins
 * its own rows (a deferred join). Its total is exact from trigger-kept counters without filters, with
 * only a tag, only the blacklist flag, or only platform / province / last-visit days
 * (audience_counts); otherwise it is counted up to STAT_LIST_WINDOW, and pages stop at that window.
 */
import { AUDIENCE_COLUMNS, type AudienceColumnKey, type Locale, STAT_LIST_WINDOW } from '@greenroom/contracts';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { badRequest, notFound, requestLocale } from '../../lib/envelope';
import { cappedCount, withKeyword } from '../../lib/listing';
import { instants } from '../../lib/ranges';
import { cityName, provinceName } from '../../lib/regions';
import { route } from '../../lib/route';
import { currentSessionId, currentUserId } from '../../lib/session';
import type { XlsxColumn } from '../../lib/xlsx';
import { assertTwzbActivity, chinaDateTime, EXPORT_MAX_ROWS, issueExportToken, maskPhone, TAGS, yuan } from './common';
import { platformName } from './rollup';

const LIST_KEY = 'audience';
const GENDER_TEXT = ['未知', '男', '女'];

export interface AudienceFilters {
  keyword?: string;
  tagId?: number;
  platform?: 1 | 2 | 3 | 4;
  provinceId?: number;
  gender?: 0 | 1 | 2;
  activityId?: number;
  blacklisted?: boolean;
  startTime?: string;
  endTime?: string;
}

const hasFilters = (filters: AudienceFilters) => Object.values(filters).some((value) => value !== undefined && value !== '');

/** The owner's members matching the filters (no order, no paging). */
function filtered(db: Kysely<Database>, ownerId: number, filters: AudienceFilters) {
  let query = db.selectFrom('audience_members as m').where('m.owner_id', '=', ownerId);
  const { keyword } = filters;
  if (keyword) {
    if (/^\d{1,11}$/.test(keyword)) {
      const id = Number(keyword);
      query = query.where((eb) => eb.or([eb('m.phone', 'like', `${keyword}%`), ...(id <= 2147483647 ? [eb('m.id', '=', id)] : [])]));
    } else {
      query = query.$call(withKeyword(keyword, 'm.nickname'));
    }
  }
  if (filters.tagId !== undefined) query = query.where(sql<boolean>`m.tag_ids @> array[${filters.tagId}]::int[]`);
  if (filters.platform !== undefined) query = query.where('m.platform', '=', filters.platform);
  if (filters.provinceId !== undefined) query = query.where('m.province_id', '=', filters.provinceId);
  if (filters.gender !== undefined) query = query.where('m.gender', '=', filters.gender);
  if (filters.activityId !== undefined) query = query.where('m.source_activity_id', '=', filters.activityId);
  if (filters.blacklisted !== undefined) query = query.where('m.blacklisted', '=', filters.blacklisted);
  const { from, to } = instants({ start: filters.startTime ?? '1970-01-01', end: filters.endTime ?? '2999-12-31' });
  if (filters.startTime) query = query.where('m.last_visit_at', '>=', from);
  if (filters.endTime) query = query.where('m.last_visit_at', '<', to);
  return query;
}

const MEMBER_COLUMNS = [
  'm.id',
  'm.nickname',
  'm.avatar_url',
  'm.phone',
  'm.gender',
  'm.province_id',
  'm.city_id',
  'm.platform',
  'm.source_activity_id',
  'm.watch_count',
  'm.watch_seconds',
  'm.comment_count',
  'm.order_count',
  'm.order_amount',
  'm.blacklisted',
  'm.first_visit_at',
  'm.last_visit_at',
] as const;

type Tag = { id: number; name: string; color: string };

type MemberRow = {
  id: number;
  nickname: string;
  avatar_url: string;
  phone: string;
  gender: number;
  province_id: number;
  city_id: number;
  platform: 1 | 2 | 3 | 4;
  source_activity_id: number;
  source_title: string | null;
  tags: Tag[];
  watch_count: number;
  watch_seconds: number;
  comment_count: number;
  order_count: number;
  order_amount: string | number;
  blacklisted: boolean;
  first_visit_at: Date;
  last_visit_at: Date;
};

/**
 * The members of a page of keys (id, last visit) in key order, with their source activity's title
 * (a join: on PGlite a correlated subquery per row costs three times as much) and their tags (one
 * query over the page's tag ids, not one aggregate per member).
 */
async function membersOf(db: Kysely<Database>, ownerId: number, keys: ReturnType<typeof filtered>): Promise<MemberRow[]> {
  const rows = await db
    .selectFrom(keys.select(['m.id', 'm.last_visit_at']).as('k'))
    .innerJoin('audience_members as m', 'm.id', 'k.id')
    .leftJoin('twzb_activities as a', (join) => join.onRef('a.id', '=', 'm.source_activity_id').on('a.owner_id', '=', ownerId))
    .select([...MEMBER_COLUMNS, 'm.tag_ids', 'a.title as source_title'])
    .orderBy('k.last_visit_at', 'desc')
    .orderBy('k.id', 'desc')
    .execute();
  const tagIds = [...new Set(rows.flatMap((row) => row.tag_ids))];
  const tags = tagIds.length
    ? await db.selectFrom('audience_tags').select(['id', 'name', 'color']).where('owner_id', '=', ownerId).where('id', 'in', tagIds).orderBy('id').execute()
    : [];
  return rows.map(({ tag_ids, ...row }) => ({ ...row, tags: tags.filter((tag) => tag_ids.includes(tag.id)) }) as MemberRow);
}

/** One member as the list answers it (platform named in `locale`) and the export writes it (always Chinese). */
function toMember(row: MemberRow, locale: Locale = 'zh-CN') {
  return {
    id: row.id,
    nickname: row.nickname,
    avatarUrl: row.avatar_url,
    phone: maskPhone(row.phone),
    gender: row.gender as 0 | 1 | 2,
    genderText: GENDER_TEXT[row.gender] ?? '未知',
    provinceId: row.province_id,
    provinceName: provinceName(row.province_id),
    cityId: row.city_id,
    cityName: cityName(row.city_id),
    platform: row.platform,
    platformName: platformName(row.platform, locale),
    sourceActivityId: row.source_activity_id,
    sourceActivityTitle: row.source_title,
    tags: row.tags,
    watchCount: row.watch_count,
    watchSeconds: row.watch_seconds,
    commentCount: row.comment_count,
    orderCount: row.order_count,
    orderAmount: Number(row.order_amount),
    blacklisted: row.blacklisted,
    firstVisitAt: new Date(row.first_visit_at).toISOString(),
    lastVisitAt: new Date(row.last_visit_at).toISOString(),
  };
}

/** The filter's tag (404 unless the owner's) and source activity (likewise). */
async function checkFilters(db: Kysely<Database>, ownerId: number, filters: AudienceFilters): Promise<{ memberCount: number } | null> {
  await assertTwzbActivity(db, ownerId, filters.activityId);
  if (filters.tagId === undefined) return null;
  const tag = await db.selectFrom('audience_tags').select('member_count').where('id', '=', filters.tagId).where('owner_id', '=', ownerId).executeTakeFirst();
  if (!tag) throw notFound();
  return { memberCount: tag.member_count };
}

/** Only these filters are set (and at least one of them). */
const onlyFilters = (filters: AudienceFilters, keys: (keyof AudienceFilters)[]) =>
  hasFilters(filters) && Object.entries(filters).every(([key, value]) => value === undefined || value === '' || keys.includes(key as keyof AudienceFilters));

/** The list's total: exact from the counters when the filters allow, else counted up to the window. */
async function audienceTotal(db: Kysely<Database>, ownerId: number, filters: AudienceFilters, tag: { memberCount: number } | null) {
  if (tag && onlyFilters(filters, ['tagId'])) return { total: tag.memberCount, exact: true };
  if (!hasFilters(filters) || onlyFilters(filters, ['blacklisted'])) {
    const counts = await db.selectFrom('audience_owner_stats').select(['member_count', 'blacklisted_count']).where('owner_id', '=', ownerId).executeTakeFirst();
    const all = counts?.member_count ?? 0;
    const blocked = counts?.blacklisted_count ?? 0;
    const total = filters.blacklisted === undefined ? all : filters.blacklisted ? blocked : all - blocked;
    return { total, exact: true };
  }
  if (onlyFilters(filters, ['platform', 'provinceId', 'startTime', 'endTime'])) {
    let counts = db.selectFrom('audience_counts').select(sql<string>`coalesce(sum(n), 0)`.as('n')).where('owner_id', '=', ownerId);
    if (filters.platform !== undefined) counts = counts.where('platform', '=', filters.platform);
    if (filters.provinceId !== undefined) counts = counts.where('province_id', '=', filters.provinceId);
    if (filters.startTime) counts = counts.where('day', '>=', filters.startTime);
    if (filters.endTime) counts = counts.where('day', '<=', filters.endTime);
    const row = await counts.executeTakeFirstOrThrow();
    return { total: Number(row.n), exact: true };
  }
  return cappedCount(db, sql`${filtered(db, ownerId, filters).select(sql`1`.as('one'))}`, STAT_LIST_WINDOW);
}

type Member = ReturnType<typeof toMember>;

/** Members for an export, newest visit first, in keyset batches (at most EXPORT_MAX_ROWS). */
export async function audienceRows(ctx: AppContext, ownerId: number, filters: AudienceFilters): Promise<AsyncIterable<Member>> {
  await checkFilters(ctx.db, ownerId, filters);
  return (async function* () {
    let after: { at: Date; id: number } | null = null;
    let sent = 0;
    while (sent < EXPORT_MAX_ROWS) {
      let keys = filtered(ctx.db, ownerId, filters);
      if (after) {
        const { at, id } = after;
        keys = keys.where((eb) => eb.or([eb('m.last_visit_at', '<', at), eb.and([eb('m.last_visit_at', '=', at), eb('m.id', '<', id)])]));
      }
      const page = keys
        .orderBy('m.last_visit_at', 'desc')
        .orderBy('m.id', 'desc')
        .limit(Math.min(1000, EXPORT_MAX_ROWS - sent));
      const rows = await membersOf(ctx.db, ownerId, page);
      if (rows.length === 0) return;
      for (const row of rows) yield toMember(row);
      sent += rows.length;
      const last = rows[rows.length - 1] as MemberRow;
      after = { at: new Date(last.last_visit_at), id: last.id };
    }
  })();
}

const minutes = (seconds: number) => Math.round(seconds / 60);

export const AUDIENCE_EXPORT_COLUMNS: XlsxColumn<Member>[] = [
  { header: '用户ID', width: 10, value: (row) => row.id },
  { header: '用户昵称', value: (row) => row.nickname },
  { header: '手机号', width: 14, value: (row) => row.phone },
  { header: '性别', width: 8, value: (row) => row.genderText },
  { header: '省份', width: 12, value: (row) => row.provinceName },
  { header: '城市', width: 12, value: (row) => row.cityName },
  { header: '来源渠道', width: 10, value: (row) => row.platformName },
  { header: '来源活动', width: 28, value: (row) => row.sourceActivityTitle ?? '' },
  { header: '标签', value: (row) => row.tags.map((tag) => tag.name).join('、') },
  { header: '观看次数', width: 10, value: (row) => row.watchCount },
  { header: '观看时长（分钟）', value: (row) => minutes(row.watchSeconds) },
  { header: '评论数', width: 10, value: (row) => row.commentCount },
  { header: '下单数', width: 10, value: (row) => row.orderCount },
  { header: '消费金额（元）', value: (row) => yuan(row.orderAmount) },
  { header: '黑名单', width: 8, value: (row) => (row.blacklisted ? '是' : '否') },
  { header: '首次访问', width: 20, value: (row) => chinaDateTime(new Date(row.firstVisitAt)) },
  { header: '最近访问', width: 20, value: (row) => chinaDateTime(new Date(row.lastVisitAt)) },
];

const DEFAULT_SETTING = AUDIENCE_COLUMNS.map(([key, title]) => ({ key, title, visible: true, width: null as number | null }));
const COLUMN_TITLES = new Map<string, string>(AUDIENCE_COLUMNS);

type SavedColumn = { key: AudienceColumnKey; visible: boolean; width?: number };

/** Saved columns in their order, then columns added since, hidden. */
function settingAnswer(saved: SavedColumn[] | null, updatedAt: Date | null) {
  if (!saved) return { columns: DEFAULT_SETTING, custom: false, updatedAt: null };
  const listed = new Set(saved.map((column) => column.key));
  return {
    columns: [
      ...saved
        .filter((column) => COLUMN_TITLES.has(column.key))
        .map((column) => ({ key: column.key, title: COLUMN_TITLES.get(column.key) ?? column.key, visible: column.visible, width: column.width ?? null })),
      ...DEFAULT_SETTING.filter((column) => !listed.has(column.key)).map((column) => ({ ...column, visible: false })),
    ],
    custom: true,
    updatedAt: updatedAt ? updatedAt.toISOString() : null,
  };
}

export async function audienceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  route(app, 'GET /api/statistics/twzb/userManage/tag/list', { summary: '观众标签（含人数）', tags: TAGS }, async ({ request }) => {
    const rows = await db
      .selectFrom('audience_tags')
      .select(['id', 'name', 'color', 'member_count'])
      .where('owner_id', '=', currentUserId(request))
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ id: row.id, name: row.name, color: row.color, memberCount: row.member_count }));
  });

  route(app, 'POST /api/statistics/twzb/userManage/list', { summary: '观众列表（筛选、分页，最近访问在前）', tags: TAGS }, async ({ body, request }) => {
    const ownerId = currentUserId(request);
    const { pageNum, pageSize, ...filters } = body;
    const offset = (pageNum - 1) * pageSize;
    if (offset >= STAT_LIST_WINDOW) throw badRequest(`参数错误：最多查看前 ${STAT_LIST_WINDOW} 条，请缩小筛选范围`);
    const tag = await checkFilters(db, ownerId, filters);
    const page = filtered(db, ownerId, filters).orderBy('m.last_visit_at', 'desc').orderBy('m.id', 'desc').limit(pageSize).offset(offset);
    const [rows, count] = await Promise.all([membersOf(db, ownerId, page), audienceTotal(db, ownerId, filters, tag)]);
    return { pageNum, pageSize, total: count.total, totalExact: count.exact, list: rows.map((row) => toMember(row, requestLocale(request))) };
  });

  route(app, 'GET /api/statistics/twzb/userManage/list-setting', { summary: '观众列表的列设置（未保存时为默认）', tags: TAGS }, async ({ request }) => {
    const row = await db
      .selectFrom('stat_list_settings')
      .select(['columns', 'updated_at'])
      .where('owner_id', '=', currentUserId(request))
      .where('list_key', '=', LIST_KEY)
      .executeTakeFirst();
    return settingAnswer(row ? (row.columns as SavedColumn[]) : null, row?.updated_at ?? null);
  });

  route(
    app,
    'POST /api/statistics/twzb/userManage/list-setting',
    { summary: '保存观众列表的列设置（顺序、显示、列宽）', tags: TAGS },
    async ({ body, request }) => {
      const ownerId = currentUserId(request);
      const now = ctx.now();
      const columns = JSON.stringify(body.columns);
      await db
        .insertInto('stat_list_settings')
        .values({ owner_id: ownerId, list_key: LIST_KEY, columns, updated_at: now })
        .onConflict((oc) => oc.columns(['owner_id', 'list_key']).doUpdateSet({ columns, updated_at: now }))
        .execute();
      return settingAnswer(body.columns, now);
    },
  );

  route(
    app,
    'GET /api/statistics/twzb/excel/token',
    { summary: '导出凭证：10 分钟内可代替登录态打开导出链接', tags: TAGS },
    async ({ request }) => await issueExportToken(ctx, currentUserId(request), currentSessionId(request)),
  );
}

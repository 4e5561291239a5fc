/**
 * /api/statistics/event/{confereeList,guessInfo,confereeInfo,formInfo,exportConfereeList}: the people
 * registered to the owner's events, their form answers, the guests, and the export. The list is
 * newest registration first (deferred join over (owner | event, registered at, id)); its total is
 * exact from the rollup's registrations and sign-ins when only the event and the sign-in state are
 * filtered, otherwise counted up to STAT_LIST_WINDOW.
 */
import { type confereeListBody, type EventFormField, type Locale, STAT_LIST_WINDOW } from '@greenroom/contracts';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { badRequest, notFound, requestLocale } from '../../lib/envelope';
import { cappedCount, withKeyword } from '../../lib/listing';
import { instants } from '../../lib/ranges';
import { cityName, provinceName } from '../../lib/regions';
import { route } from '../../lib/route';
import { currentUserId } from '../../lib/session';
import { sendXlsx, type XlsxColumn } from '../../lib/xlsx';
import { chinaDateTime, EXPORT_MAX_ROWS, eventBrief, maskPhone, ownEvent, TAGS } from './common';
import { platformName, STAT_PRODUCT, sumTotals } from './rollup';

const EVENT = STAT_PRODUCT.event;
const ROLE_TEXT: Record<number, string> = { 1: '参会者', 2: '嘉宾', 3: '工作人员' };

/** The form when an event has none of its own. */
const DEFAULT_FORM: EventFormField[] = [
  { key: 'name', label: '姓名', type: 'text', required: true },
  { key: 'phone', label: '手机号', type: 'phone', required: true },
  { key: 'company', label: '单位名称', type: 'text', required: false },
  { key: 'jobTitle', label: '职位', type: 'text', required: false },
];

type ConfereeFilters = Omit<z.output<typeof confereeListBody>, 'pageNum' | 'pageSize'>;

function filtered(db: Kysely<Database>, ownerId: number, filters: ConfereeFilters) {
  let query = db.selectFrom('event_conferees as c').where('c.owner_id', '=', ownerId);
  if (filters.eventId !== undefined) query = query.where('c.event_id', '=', filters.eventId);
  const { keyword } = filters;
  if (keyword) {
    query = /^\d{1,11}$/.test(keyword) ? query.where('c.phone', 'like', `${keyword}%`) : query.$call(withKeyword(keyword, 'c.name', 'c.company'));
  }
  if (filters.role !== undefined) query = query.where('c.role', '=', filters.role);
  if (filters.signIn === 1) query = query.where('c.signed_in_at', 'is not', null);
  if (filters.signIn === 0) query = query.where('c.signed_in_at', 'is', null);
  if (filters.platform !== undefined) query = query.where('c.platform', '=', filters.platform);
  const { from, to } = instants({ start: filters.startTime ?? '1970-01-01', end: filters.endTime ?? '2999-12-31' });
  if (filters.startTime) query = query.where('c.registered_at', '>=', from);
  if (filters.endTime) query = query.where('c.registered_at', '<', to);
  return query;
}

const CONFEREE_COLUMNS = [
  'c.id',
  'c.event_id',
  'e.title as event_title',
  'c.name',
  'c.phone',
  'c.company',
  'c.job_title',
  'c.role',
  'c.platform',
  'c.city_id',
  'c.ticket_name',
  'c.answers',
  'c.registered_at',
  'c.signed_in_at',
] as const;

type ConfereeRow = {
  id: number;
  event_id: number;
  event_title: string;
  name: string;
  phone: string;
  company: string;
  job_title: string;
  role: 1 | 2 | 3;
  platform: 1 | 2 | 3 | 4;
  city_id: number;
  ticket_name: string;
  answers: Record<string, string>;
  registered_at: Date;
  signed_in_at: Date | null;
};

/** The conferees of a page of keys (id, registered at), in key order, with their event's title. */
function confereesOf(db: Kysely<Database>, keys: ReturnType<typeof filtered>) {
  return db
    .selectFrom(keys.select(['c.id', 'c.registered_at']).as('k'))
    .innerJoin('event_conferees as c', 'c.id', 'k.id')
    .innerJoin('event_activities as e', 'e.id', 'c.event_id')
    .select([...CONFEREE_COLUMNS])
    .orderBy('k.registered_at', 'desc')
    .orderBy('k.id', 'desc');
}

/** One conferee as the list and detail answer it (platform named in `locale`) and the export writes it (full phone, Chinese). */
function toConferee(row: ConfereeRow, fullPhone = false, locale: Locale = 'zh-CN') {
  return {
    id: row.id,
    eventId: row.event_id,
    eventTitle: row.event_title,
    name: row.name,
    phone: fullPhone ? row.phone : maskPhone(row.phone),
    company: row.company,
    jobTitle: row.job_title,
    role: row.role,
    roleText: ROLE_TEXT[row.role] ?? '',
    platform: row.platform,
    platformName: platformName(row.platform, locale),
    provinceName: provinceName(row.city_id - (row.city_id % 10000)),
    cityName: cityName(row.city_id),
    ticketName: row.ticket_name,
    registeredAt: row.registered_at.toISOString(),
    signedIn: row.signed_in_at !== null,
    signedInAt: row.signed_in_at ? row.signed_in_at.toISOString() : null,
  };
}

type Conferee = ReturnType<typeof toConferee> & { answers: Record<string, string> };

async function formOf(db: Kysely<Database>, eventId: number): Promise<EventFormField[]> {
  const row = await db.selectFrom('event_forms').select('fields').where('event_id', '=', eventId).executeTakeFirst();
  return row ? (row.fields as EventFormField[]) : DEFAULT_FORM;
}

/** Custom questions (beyond the fixed columns) of the forms, for export headers. */
const FIXED_KEYS = new Set(['name', 'phone', 'company', 'jobTitle']);

export async function confereeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  route(app, 'POST /api/statistics/event/confereeList', { summary: '参会人列表（筛选、分页，最近报名在前）', tags: TAGS }, async ({ body, request }) => {
    const ownerId = currentUserId(request);
    const { pageNum, pageSize, ...filters } = body;
    const offset = (pageNum - 1) * pageSize;
    if (offset >= STAT_LIST_WINDOW) throw badRequest(`参数错误：最多查看前 ${STAT_LIST_WINDOW} 条，请缩小筛选范围`);
    if (filters.eventId !== undefined) await ownEvent(db, ownerId, filters.eventId);
    const page = filtered(db, ownerId, filters).orderBy('c.registered_at', 'desc').orderBy('c.id', 'desc').limit(pageSize).offset(offset);
    // By event and sign-in state alone: exact from the rollup's registrations and sign-ins;
    // otherwise counted up to the window.
    const fromRollup = Object.entries(filters).every(([key, value]) => value === undefined || value === '' || key === 'eventId' || key === 'signIn');
    const total = fromRollup
      ? sumTotals(db, { ownerId, product: EVENT, activityId: filters.eventId }).then((totals) => ({
          total: filters.signIn === 1 ? totals.sign_ins : filters.signIn === 0 ? totals.registrations - totals.sign_ins : totals.registrations,
          exact: true,
        }))
      : cappedCount(db, sql`${filtered(db, ownerId, filters).select(sql`1`.as('one'))}`, STAT_LIST_WINDOW);
    const [rows, count] = await Promise.all([confereesOf(db, page).execute() as Promise<ConfereeRow[]>, total]);
    return { pageNum, pageSize, total: count.total, totalExact: count.exact, list: rows.map((row) => toConferee(row, false, requestLocale(request))) };
  });

  route(app, 'GET /api/statistics/event/guessInfo/{id}', { summary: '活动嘉宾及签到情况（id 为活动 id）', tags: TAGS }, async ({ params: { id }, request }) => {
    const ownerId = currentUserId(request);
    const event = await ownEvent(db, ownerId, id);
    const guests = await db
      .selectFrom('event_conferees')
      .select(['id', 'name', 'company', 'job_title', 'signed_in_at'])
      .where('event_id', '=', id)
      .where('owner_id', '=', ownerId)
      .where('role', '=', 2)
      .orderBy('registered_at')
      .orderBy('id')
      .limit(500)
      .execute();
    return {
      event: eventBrief(event),
      guestNum: guests.length,
      signedInNum: guests.filter((guest) => guest.signed_in_at !== null).length,
      list: guests.map((guest) => ({
        id: guest.id,
        name: guest.name,
        company: guest.company,
        jobTitle: guest.job_title,
        signedIn: guest.signed_in_at !== null,
        signedInAt: guest.signed_in_at ? guest.signed_in_at.toISOString() : null,
      })),
    };
  });

  route(
    app,
    'GET /api/statistics/event/confereeInfo/{eventId}/{confereeId}',
    { summary: '参会人详情（含报名表单答案）', tags: TAGS },
    async ({ params: { eventId, confereeId }, request }) => {
      const ownerId = currentUserId(request);
      const row = (await db
        .selectFrom('event_conferees as c')
        .innerJoin('event_activities as e', 'e.id', 'c.event_id')
        .select([...CONFEREE_COLUMNS])
        .where('c.id', '=', confereeId)
        .where('c.event_id', '=', eventId)
        .where('c.owner_id', '=', ownerId)
        .executeTakeFirst()) as ConfereeRow | undefined;
      if (!row) throw notFound();
      const conferee = toConferee(row, false, requestLocale(request));
      const fixed: Record<string, string> = { name: row.name, phone: conferee.phone, company: row.company, jobTitle: row.job_title };
      const form = await formOf(db, eventId);
      return {
        ...conferee,
        answers: form.map((field) => ({ key: field.key, label: field.label, value: fixed[field.key] ?? row.answers[field.key] ?? '' })),
      };
    },
  );

  route(app, 'GET /api/statistics/event/formInfo/{id}', { summary: '活动报名表单及选择题统计', tags: TAGS }, async ({ params: { id }, request }) => {
    const ownerId = currentUserId(request);
    const event = await ownEvent(db, ownerId, id);
    const form = await formOf(db, id);
    const selects = form.filter((field) => field.type === 'select').map((field) => field.key);
    const [submitted, options] = await Promise.all([
      db
        .selectFrom('event_conferees')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('event_id', '=', id)
        .where('owner_id', '=', ownerId)
        .executeTakeFirstOrThrow(),
      selects.length === 0
        ? Promise.resolve({ rows: [] as { key: string; option: string; n: number }[] })
        : sql<{ key: string; option: string; n: number }>`
              select a.key, a.value as option, count(*)::int as n
              from event_conferees c, jsonb_each_text(c.answers) a
              where c.event_id = ${id} and c.owner_id = ${ownerId} and a.key = any(${sql.val(selects)}::text[])
              group by 1, 2`.execute(db),
    ]);
    const counts = new Map(options.rows.map((row) => [`${row.key}\u0000${row.option}`, Number(row.n)]));
    return {
      eventId: id,
      eventTitle: event.title,
      submitNum: Number(submitted.n),
      fields: form.map((field) =>
        field.type === 'select'
          ? { ...field, stats: (field.options ?? []).map((option) => ({ option, count: counts.get(`${field.key}\u0000${option}`) ?? 0 })) }
          : field,
      ),
    };
  });

  route(
    app,
    'POST /api/statistics/event/exportConfereeList',
    { summary: '导出参会人（XLSX，筛选同 confereeList，最多 10 万行）', tags: TAGS },
    async ({ body, request, reply }) => {
      const filters = body;
      const ownerId = currentUserId(request);
      const event = filters.eventId !== undefined ? await ownEvent(db, ownerId, filters.eventId) : null;
      // Custom questions become columns: the event's own form, or the union of the owner's forms.
      const forms = await db
        .selectFrom('event_forms')
        .select('fields')
        .where('owner_id', '=', ownerId)
        .$if(event !== null, (q) => q.where('event_id', '=', event?.id ?? 0))
        .execute();
      const extra = new Map<string, string>();
      for (const form of forms) for (const field of form.fields as EventFormField[]) if (!FIXED_KEYS.has(field.key)) extra.set(field.key, field.label);
      const columns: XlsxColumn<Conferee>[] = [
        ...CONFEREE_EXPORT_COLUMNS,
        ...[...extra].map(([key, label]) => ({ header: label, value: (row: Conferee) => row.answers[key] ?? '' })),
      ];
      const rows = (async function* () {
        let after: { at: Date; id: number } | null = null;
        let sent = 0;
        while (sent < EXPORT_MAX_ROWS) {
          let keys = filtered(db, ownerId, filters);
          if (after) {
            const { at, id } = after;
            keys = keys.where((eb) => eb.or([eb('c.registered_at', '<', at), eb.and([eb('c.registered_at', '=', at), eb('c.id', '<', id)])]));
          }
          const page = keys
            .orderBy('c.registered_at', 'desc')
            .orderBy('c.id', 'desc')
            .limit(Math.min(1000, EXPORT_MAX_ROWS - sent));
          const batch = (await confereesOf(db, page).execute()) as ConfereeRow[];
          if (batch.length === 0) return;
          for (const row of batch) yield { ...toConferee(row, true), answers: row.answers };
          sent += batch.length;
          const last = batch[batch.length - 1] as ConfereeRow;
          after = { at: last.registered_at, id: last.id };
        }
      })();
      const name = event ? `参会人_${event.title}` : `参会人_${chinaDateTime(ctx.now()).slice(0, 10)}`;
      return sendXlsx(reply, name, '参会人', columns, rows);
    },
  );
}

const CONFEREE_EXPORT_COLUMNS: XlsxColumn<Conferee>[] = [
  { header: '姓名', width: 12, value: (row) => row.name },
  { header: '手机号', width: 14, value: (row) => row.phone },
  { header: '单位名称', width: 24, value: (row) => row.company },
  { header: '职位', width: 12, value: (row) => row.jobTitle },
  { header: '身份', width: 10, value: (row) => row.roleText },
  { header: '活动名称', width: 28, value: (row) => row.eventTitle },
  { header: '票种', width: 10, value: (row) => row.ticketName },
  { header: '报名渠道', width: 10, value: (row) => row.platformName },
  { header: '省份', width: 12, value: (row) => row.provinceName },
  { header: '城市', width: 12, value: (row) => row.cityName },
  { header: '报名时间', width: 20, value: (row) => chinaDateTime(new Date(row.registeredAt)) },
  { header: '签到状态', width: 10, value: (row) => (row.signedIn ? '已签到' : '未签到') },
  { header: '签到时间', width: 20, value: (row) => (row.signedInAt ? chinaDateTime(new Date(row.signedInAt)) : '') },
];

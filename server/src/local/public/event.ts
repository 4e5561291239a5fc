/**
 * `/event/{id}`: an event's page with its registration form, built from the organiser's fields
 * (activityEventInput `form`: name, phone, company, title, custom; each required or not).
 *
 *   GET  /event/{id}                         the event (title, cover, state, times, place, places left)
 *                                            and its form — or why registration is closed
 *   POST /event/{id}                         the form as a plain HTML post: registers, then answers the
 *                                            page saying so (or the form again with the refusal)
 *   POST /api/public/event/{id}/register     the same as a JSON call (contracts/src/public.ts)
 *
 * A registration is a row of `event_conferees` (role 参会者, the visitor's platform), so it shows in
 * the console's 报名数据 (POST /api/statistics/event/confereeList) and its rollups; the event's
 * `registration_count` follows. Refused, with a Chinese message: registration closed
 * (`registrationOpen` false) or the event ended (409), full (`capacity`, 409), a required field
 * empty or an answer invalid (400), the phone already registered to this event (409), too many
 * registrations from one address (429, `registrations`). The event row is locked while its count
 * and phones are checked, so two registrations at once never pass a full event or one phone twice.
 */
import { type PublicEventRegistration, publicEventRegistration } from '@greenroom/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import { ApiError, notFound } from '../../lib/envelope';
import { escapeHtml } from '../../lib/html';
import { route } from '../../lib/route';
import { addressOf, chinaTime, ownImage, type PublicServices, pageId, statPlatform, visitorOf } from './common';
import { coverImage, metaList, sendNotFound, sendPublicPage, sendTooMany } from './layout';

type FieldKey = 'name' | 'phone' | 'company' | 'title' | 'custom';
interface FormField {
  key: FieldKey;
  label: string;
  required: boolean;
}

interface EventRow {
  id: number;
  owner_id: number;
  title: string;
  cover_url: string;
  status: 'not_started' | 'ongoing' | 'ended';
  city: string;
  address: string;
  start_time: Date;
  end_time: Date | null;
  capacity: number | null;
  registration_open: boolean;
  registration_count: number;
  form: FormField[];
}

type Answers = z.output<typeof publicEventRegistration>;

/** A refusal of a registration: its envelope code and Chinese message. */
export class Refusal extends Error {
  constructor(
    readonly code: 400 | 404 | 409 | 429,
    message: string,
  ) {
    super(message);
  }
}

export const MESSAGES = {
  ended: '活动已结束，报名已关闭',
  closed: '报名已关闭',
  full: '报名人数已满',
  duplicate: '该手机号已报名本活动，请勿重复报名',
  tooMany: '提交过于频繁，请稍后再试',
  done: '报名成功',
} as const;

const STATE: Record<EventRow['status'], { text: string; badge: string }> = {
  not_started: { text: '未开始', badge: 'badge soon' },
  ongoing: { text: '进行中', badge: 'badge on' },
  ended: { text: '已结束', badge: 'badge' },
};

/** The editor's default form (migration 0017), for a form that has no usable field. */
const DEFAULT_FORM: FormField[] = [
  { key: 'name', label: '姓名', required: true },
  { key: 'phone', label: '手机号', required: true },
];

/** The form's fields as stored (jsonb): only the keys the editor makes. */
function fieldsOf(form: unknown): FormField[] {
  if (!Array.isArray(form)) return DEFAULT_FORM;
  const fields = form.filter(
    (field): field is FormField =>
      typeof field === 'object' &&
      field !== null &&
      ['name', 'phone', 'company', 'title', 'custom'].includes((field as FormField).key) &&
      typeof (field as FormField).label === 'string',
  );
  return fields.length > 0 ? fields : DEFAULT_FORM;
}

/** Each field with its input name (`custom1`… for the custom ones, in order) and its answer. */
function namedFields(fields: FormField[], answers?: Answers) {
  let custom = 0;
  return fields.map((field) => {
    if (field.key === 'custom') {
      custom++;
      return { field, name: `custom${custom}`, value: answers?.custom[custom - 1] ?? '' };
    }
    return { field, name: field.key, value: answers?.[field.key] ?? '' };
  });
}

/** Why the event takes no registration now, or null. */
function closedReason(event: EventRow): string | null {
  if (event.status === 'ended') return MESSAGES.ended;
  if (!event.registration_open) return MESSAGES.closed;
  if (event.capacity !== null && event.registration_count >= event.capacity) return MESSAGES.full;
  return null;
}

/** Reading an event and registering to it: shared by the page's form and the JSON call. */
export interface EventRegistrar {
  eventOf(id: number | null): Promise<EventRow | null>;
  /** Registers `answers` to event `id` and answers the event as it is now; throws a Refusal. */
  register(id: number, answers: Answers, request: FastifyRequest): Promise<EventRow>;
  /** The key registrations from this request's address are counted by. */
  limitKey(request: FastifyRequest): string;
}

export function eventRegistrar(services: PublicServices): EventRegistrar {
  const { ctx } = services;
  const { db } = ctx;
  const limitKey = (request: FastifyRequest) => `event:${addressOf(request)}`;

  async function eventOf(id: number | null): Promise<EventRow | null> {
    if (id === null) return null;
    const row = await db
      .selectFrom('event_activities')
      .select([
        'id',
        'owner_id',
        'title',
        'cover_url',
        'status',
        'city',
        'address',
        'start_time',
        'end_time',
        'capacity',
        'registration_open',
        'registration_count',
        'form',
      ])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { ...row, form: fieldsOf(row.form) } : null;
  }

  async function register(id: number, answers: Answers, request: FastifyRequest): Promise<EventRow> {
    if (!services.registrations.take(limitKey(request))) throw new Refusal(429, MESSAGES.tooMany);
    const platform = statPlatform(request);
    const event = await eventOf(id);
    if (!event) throw new Refusal(404, '活动不存在或未公开');
    const named = namedFields(event.form, answers);
    const reason = closedReason(event);
    if (reason) throw new Refusal(409, reason);
    for (const { field, value } of named) if (field.required && !value) throw new Refusal(400, `请填写${field.label}`);
    const value = (key: FieldKey) => named.find((entry) => entry.field.key === key)?.value ?? '';
    const phone = value('phone');
    const custom: Record<string, string> = {};
    for (const entry of named) if (entry.field.key === 'custom' && entry.value) custom[entry.name] = entry.value;

    let after = event.registration_count;
    await db.transaction().execute(async (trx) => {
      // The event row is the lock: its count and phones are checked and written under it.
      const locked = await sql<{ status: EventRow['status']; registration_open: boolean; capacity: number | null }>`
        select status, registration_open, capacity from event_activities where id = ${id} for update`.execute(trx);
      const current = locked.rows[0];
      if (!current) throw new Refusal(404, '活动不存在或未公开');
      const count = await trx
        .selectFrom('event_conferees')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('event_id', '=', id)
        .executeTakeFirstOrThrow();
      const registered = Number(count.n);
      after = registered + 1;
      const now = closedReason({ ...event, ...current, registration_count: registered });
      if (now) throw new Refusal(409, now);
      if (phone) {
        const taken = await trx.selectFrom('event_conferees').select('id').where('event_id', '=', id).where('phone', '=', phone).executeTakeFirst();
        if (taken) throw new Refusal(409, MESSAGES.duplicate);
      }
      await trx
        .insertInto('event_conferees')
        .values({
          owner_id: event.owner_id,
          event_id: id,
          name: value('name'),
          phone,
          company: value('company'),
          job_title: value('title'),
          role: 1,
          platform,
          city_id: 0,
          answers: JSON.stringify(custom),
          registered_at: ctx.now(),
        })
        .execute();
      await trx
        .updateTable('event_activities')
        .set({ registration_count: registered + 1 })
        .where('id', '=', id)
        .execute();
      // The statistics' copy of the form (conferee details, the export's columns): the editor's
      // fields, written with the first registration of an event that has none.
      const fields = named.map(({ field, name }) => ({
        key: field.key === 'title' ? 'jobTitle' : name,
        label: field.label,
        type: field.key === 'phone' ? 'phone' : 'text',
        required: field.required,
      }));
      await sql`insert into event_forms (event_id, owner_id, fields) values (${id}, ${event.owner_id}, ${JSON.stringify(fields)}::jsonb)
        on conflict (event_id) do nothing`.execute(trx);
    });
    return { ...event, registration_count: after };
  }

  return { eventOf, register, limitKey };
}

export async function eventPageRoutes(app: FastifyInstance, services: PublicServices, events: EventRegistrar): Promise<void> {
  const { ctx } = services;
  const { eventOf } = events;

  function header(event: EventRow): string {
    const state = STATE[event.status];
    const places = event.capacity !== null ? `限 ${event.capacity} 人，已报名 ${event.registration_count} 人` : `已报名 ${event.registration_count} 人`;
    return `<section class="card">
${coverImage(ownImage(event.cover_url, ctx.publicUrl), event.title)}
<span class="${state.badge}">${state.text}</span>
<h1>${escapeHtml(event.title)}</h1>
${metaList([
  ['开始时间', chinaTime(event.start_time)],
  ['结束时间', event.end_time ? chinaTime(event.end_time) : null],
  ['城市', event.city],
  ['地点', event.address],
  ['报名人数', places],
])}
</section>`;
  }

  function form(event: EventRow, answers?: Answers, error?: string): string {
    const reason = closedReason(event);
    const alert = error && error !== reason ? `<p class="error" role="alert">${escapeHtml(error)}</p>\n` : '';
    if (reason) return `<section class="card">\n<h2>报名</h2>\n${alert}<p class="notice" role="status">${escapeHtml(reason)}</p>\n</section>`;
    const inputs = namedFields(event.form, answers)
      .map(({ field, name, value }) => {
        const id = `field-${name}`;
        const attributes =
          field.key === 'phone'
            ? 'type="tel" inputmode="numeric" maxlength="11" autocomplete="tel"'
            : field.key === 'name'
              ? 'type="text" maxlength="30" autocomplete="name"'
              : field.key === 'company'
                ? 'type="text" maxlength="100" autocomplete="organization"'
                : field.key === 'title'
                  ? 'type="text" maxlength="50" autocomplete="organization-title"'
                  : 'type="text" maxlength="100"';
        return `<div class="field"><label for="${id}">${escapeHtml(field.label)}${field.required ? '<span class="req" aria-hidden="true">*</span>' : ''}</label><input id="${id}" name="${name}" ${attributes}${field.required ? ' required' : ''} value="${escapeHtml(value)}"></div>`;
      })
      .join('\n');
    return `<section class="card">
<h2>报名</h2>
${alert}<form method="post" action="/event/${event.id}">
${inputs}
<button type="submit">提交报名</button>
</form>
</section>`;
  }

  /** The form's post as the contract's input; a field's fault as the form shows it. */
  function formInput(event: EventRow, body: unknown): { answers?: Answers; error?: string } {
    const form = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const single = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    const customCount = event.form.filter((field) => field.key === 'custom').length;
    const input: PublicEventRegistration = {
      name: single('name'),
      phone: single('phone').replace(/[\s-]/g, ''),
      company: single('company'),
      title: single('title'),
      custom: Array.from({ length: customCount }, (_v, i) => single(`custom${i + 1}`)),
    };
    const parsed = publicEventRegistration.safeParse(input);
    if (parsed.success) return { answers: parsed.data };
    const issue = parsed.error.issues[0];
    const key = issue?.path[0] === 'custom' ? 'custom' : issue?.path[0];
    const customIndex = typeof issue?.path[1] === 'number' ? issue.path[1] : -1;
    const label =
      key === 'custom' ? event.form.filter((field) => field.key === 'custom')[customIndex]?.label : event.form.find((field) => field.key === key)?.label;
    const fallback: Answers = {
      name: input.name ?? '',
      phone: input.phone ?? '',
      company: input.company ?? '',
      title: input.title ?? '',
      custom: input.custom ?? [],
    };
    return { answers: fallback, error: `${label ?? '填写内容'}：${issue?.message ?? '格式不正确'}` };
  }

  const tooMany = (reply: FastifyReply, request: FastifyRequest) => sendTooMany(reply, services.pages.retryAfter(addressOf(request)), '打开页面的次数过多');

  app.get('/event/:id', async (request, reply) => {
    if (!services.pages.take(addressOf(request))) return tooMany(reply, request);
    const event = await eventOf(pageId((request.params as { id?: string }).id));
    if (!event) return sendNotFound(reply, 'event');
    if (request.method === 'GET') {
      await services.visits.event({ ownerId: event.owner_id, activityId: event.id, visitor: visitorOf(ctx, request, reply), platform: statPlatform(request) });
    }
    return sendPublicPage(reply, 200, { title: event.title, body: `${header(event)}\n${form(event)}` });
  });

  app.post('/event/:id', async (request, reply) => {
    const event = await eventOf(pageId((request.params as { id?: string }).id));
    if (!event) return sendNotFound(reply, 'event');
    const { answers, error } = formInput(event, request.body);
    if (error || !answers) return sendPublicPage(reply, 400, { title: event.title, body: `${header(event)}\n${form(event, answers, error)}` });
    try {
      const registered = await events.register(event.id, answers, request);
      return sendPublicPage(reply, 200, {
        title: `${MESSAGES.done} - ${event.title}`,
        body: `${header(registered)}
<section class="card">
<h2>${MESSAGES.done}</h2>
<p class="success" role="status">您已成功报名「${escapeHtml(event.title)}」，请按时参加。</p>
</section>`,
      });
    } catch (refusal) {
      if (!(refusal instanceof Refusal)) throw refusal;
      if (refusal.code === 404) return sendNotFound(reply, 'event');
      if (refusal.code === 429) reply.header('retry-after', String(services.registrations.retryAfter(events.limitKey(request))));
      const fresh = (await eventOf(event.id)) ?? event;
      return sendPublicPage(reply, refusal.code, { title: event.title, body: `${header(fresh)}\n${form(fresh, answers, refusal.message)}` });
    }
  });
}

/** `POST /api/public/event/{id}/register`: the registration as a JSON call (no session). */
export async function eventApiRoutes(app: FastifyInstance, services: PublicServices, events: EventRegistrar): Promise<void> {
  route(
    app,
    'POST /api/public/event/{id}/register',
    {
      public: true,
      summary: '活动报名（公开页面，无需登录）',
      description:
        '按活动报名表的字段提交：name、phone、company、title，以及按表中顺序排列的 custom 答案。报名关闭、活动结束、人数已满、必填项为空或手机号已报名时拒绝（中文提示）；同一地址每分钟最多 20 次。',
      tags: ['public'],
    },
    async ({ params: { id }, body, request, reply }) => {
      try {
        await events.register(id, body, request);
      } catch (refusal) {
        if (!(refusal instanceof Refusal)) throw refusal;
        if (refusal.code === 404) throw notFound();
        if (refusal.code === 429) {
          reply.header('retry-after', String(services.registrations.retryAfter(events.limitKey(request))));
          throw new ApiError(429, refusal.message, 429);
        }
        throw new ApiError(refusal.code, refusal.message);
      }
      return { registered: true as const, message: MESSAGES.done };
    },
  );
}

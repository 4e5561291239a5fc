/**
 * What the public pages of the reference server call without sign-in (issue 23), under base
 * /api/public. The pages themselves (`/live/{id}`, `/site/{id}`, `/photo/{id}`, `/event/{id}`,
 * `/survey/{id}`) are HTML answered by server/src/modules/public/ outside production; see
 * docs/public-pages.md.
 *
 *   POST /api/public/event/{id}/register   one registration to an event, from its public page's form:
 *                                          the answers of the organiser's fields (activityEventInput
 *                                          `form`); refused with a Chinese message when registration is
 *                                          closed, the event is full or ended, a required field is
 *                                          missing, or the phone number has registered already;
 *                                          rate-limited per address
 *
 * The answers are named after the form's fields: `name`, `phone`, `company`, `title` (each at most
 * once in a form), and `custom` — one answer per custom field, in the form's order.
 */
import * as z from 'zod';
import { text } from './text';

/** The longest answer to one field of a registration form. */
export const PUBLIC_EVENT_ANSWER_MAX = 100;
/** The most custom fields a form holds (activityEventInput allows 10 fields in all). */
export const PUBLIC_EVENT_CUSTOM_MAX = 10;

const answer = (max: number) => text().trim().max(max, `最多 ${max} 个字`).default('');

export const publicEventRegistration = z.object({
  name: answer(30).describe('姓名'),
  phone: text()
    .trim()
    .regex(/^(1[3-9]\d{9})?$/, '必须是 11 位手机号')
    .default('')
    .describe('手机号（同一活动每个手机号只能报名一次）'),
  company: answer(PUBLIC_EVENT_ANSWER_MAX).describe('单位'),
  title: answer(50).describe('职务'),
  custom: z
    .array(text().trim().max(PUBLIC_EVENT_ANSWER_MAX, `最多 ${PUBLIC_EVENT_ANSWER_MAX} 个字`))
    .max(PUBLIC_EVENT_CUSTOM_MAX, `最多 ${PUBLIC_EVENT_CUSTOM_MAX} 项`)
    .default([])
    .describe('自定义字段的答案，按报名表中的顺序'),
});

export const publicEventReceipt = z.object({
  registered: z.literal(true),
  message: text().describe('报名成功的提示'),
});

export type PublicEventRegistration = z.input<typeof publicEventRegistration>;
export type PublicEventReceipt = z.infer<typeof publicEventReceipt>;

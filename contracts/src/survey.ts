/**
 * Base /api/survey (SPEC §7): the account's questionnaires. SPEC §4 only says surveys "have a
 * status toggle"; the values are defined here:
 *
 *   0 草稿 (draft) ──publish──▶ 1 收集中 (published) ──close──▶ 2 已结束 (closed) ──reopen──▶ 1
 *
 * PUT /status/{id} without `status` toggles (0→1, 1→2, 2→1); with `status` it moves to that value
 * when the move is legal. A survey without questions cannot be published; a draft cannot be
 * closed; a published survey must be closed before it is deleted.
 */
import * as z from 'zod';
import { isoDateTime, page } from './common';
import { dateRange, dateRangeOrdered, paging, queryInt, queryText } from './query';
import { multilineText, text } from './text';

export const SURVEY_STATUS_TEXT = { 0: '草稿', 1: '收集中', 2: '已结束' } as const;

export const surveyStatus = z.literal([0, 1, 2]).describe('0 草稿 · 1 收集中（已发布） · 2 已结束');

/** GET /list */
export const surveyListQuery = z
  .object({
    ...paging(10),
    keyword: queryText(50).describe('标题关键字'),
    status: queryInt(surveyStatus.optional()).describe('问卷状态'),
    ...dateRange,
  })
  .refine(...dateRangeOrdered);

/** PUT /status/{id}?status= — omitted: toggle. Only 1 (publish / reopen) and 2 (close) can be asked for. */
export const surveyStatusQuery = z.object({
  status: queryInt(z.literal([1, 2]).optional()).describe('目标状态：1 发布/重新开启 · 2 结束；不传则切换'),
});

export const survey = z.object({
  id: z.number().int(),
  title: text(),
  description: multilineText(),
  status: surveyStatus,
  statusText: text(),
  questionCount: z.number().int().describe('题目数'),
  answerCount: z.number().int().describe('回收答卷数'),
  answersToday: z.number().int().describe('今日（中国日历日）回收答卷数'),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  publishedAt: isoDateTime.nullable().describe('最近一次发布时间'),
  closedAt: isoDateTime.nullable().describe('最近一次结束时间'),
});
export const surveyPage = page(survey);

export type SurveyStatus = z.infer<typeof surveyStatus>;
export type SurveyListQuery = z.input<typeof surveyListQuery>;
export type Survey = z.infer<typeof survey>;

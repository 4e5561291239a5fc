/**
 * Surveys built and read in the console, and answered on their public page (issue 23), under
 * base /api/survey (SPEC §7 gives its list, status toggle and delete; the rest is ours):
 *
 *   POST /api/survey                     create (body: input + `requestKey`; the same key twice makes one survey)
 *   GET  /api/survey/{id}                the editor's detail (404 for another owner's id)
 *   PUT  /api/survey/{id}                save (the whole input); questions are frozen once answers exist (409)
 *   GET  /api/survey/{id}/results        per question: counts and shares, rating averages; answers per day
 *   GET  /api/survey/{id}/text-answers   one text question's answers, paged (newest first)
 *   GET  /api/survey/{id}/export         every answer as XLSX (a file, streamed)
 *
 * The respondent's side (no sign-in), for a published survey only:
 *   GET  /survey/{id}                    the survey's public page (HTML, mobile-first)
 *   GET  /api/public/survey/{id}         the questions as published (no owner data)
 *   POST /api/public/survey/{id}/answers one answer sheet, validated against the survey's questions;
 *                                        one per respondent (a cookie, or the phone number when the
 *                                        survey identifies by phone); rate-limited per address
 *
 * A question is addressed by a `key` the editor makes once (stable across edits and reorders), an
 * option likewise: answers and results refer to keys, never to positions.
 */
import * as z from 'zod';
import { activityRequestKey } from './activityEdit';
import { isoDateTime, page } from './common';
import { paging } from './query';
import { survey, surveyStatus } from './survey';
import { multilineText, text } from './text';

/** The most questions a survey holds. */
export const SURVEY_QUESTIONS_MAX = 50;
/** The most options a choice question offers. */
export const SURVEY_OPTIONS_MAX = 20;
/** The longest text answer. */
export const SURVEY_TEXT_ANSWER_MAX = 1000;
/** A rating question's scale: 1 to this. */
export const SURVEY_RATING_MAX = 5;

export const SURVEY_QUESTION_KIND_TEXT = { single: '单选题', multiple: '多选题', text: '填空题', rating: '评分题' } as const;
export const surveyQuestionKind = z.enum(['single', 'multiple', 'text', 'rating']).describe('single 单选 · multiple 多选 · text 填空 · rating 评分（1–5）');

/** A key made by the editor: letters, digits, `_` or `-`, 1–32 characters. */
const key = text().regex(/^[A-Za-z0-9_-]{1,32}$/, '编号格式不正确');

export const surveyOption = z.object({
  key,
  label: text().trim().min(1, '请输入选项内容').max(100, '选项最多 100 个字'),
});

const questionTitle = text().trim().min(1, '请输入题目').max(200, '题目最多 200 个字');
const options = z
  .array(surveyOption)
  .min(2, '至少需要 2 个选项')
  .max(SURVEY_OPTIONS_MAX, `最多 ${SURVEY_OPTIONS_MAX} 个选项`)
  .refine((list) => new Set(list.map((option) => option.key)).size === list.length, '选项编号重复')
  .refine((list) => new Set(list.map((option) => option.label)).size === list.length, '选项内容不能重复')
  .meta({
    examples: [
      [
        { key: 'a', label: '是' },
        { key: 'b', label: '否' },
      ],
    ],
  });

const base = { key, title: questionTitle, required: z.boolean().describe('必答') };
export const surveyQuestion = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('single'), ...base, options }),
  z.object({ kind: z.literal('multiple'), ...base, options }),
  z.object({ kind: z.literal('text'), ...base, multiline: z.boolean().describe('多行文本') }),
  z.object({ kind: z.literal('rating'), ...base }),
]);

/** How a respondent is counted once: a cookie of their browser, or the phone number they give. */
export const surveyIdentify = z.enum(['cookie', 'phone']).describe('cookie 每个浏览器一份 · phone 每个手机号一份');

export const surveyInput = z.object({
  title: text().trim().min(1, '请输入问卷标题').max(60, '标题最多 60 个字'),
  description: multilineText().trim().max(500, '说明最多 500 个字').default(''),
  identify: surveyIdentify.default('cookie'),
  questions: z
    .array(surveyQuestion)
    .max(SURVEY_QUESTIONS_MAX, `最多 ${SURVEY_QUESTIONS_MAX} 道题`)
    .refine((list) => new Set(list.map((question) => question.key)).size === list.length, '题目编号重复'),
});
export const surveyCreate = surveyInput.and(z.object({ requestKey: activityRequestKey }));

export const surveyDetail = survey.extend({
  identify: surveyIdentify,
  questions: z.array(surveyQuestion),
  questionsLocked: z.boolean().describe('已有答卷：题目不能再改（标题与说明仍可改）'),
  moves: z.array(surveyStatus).describe('现在可移到的状态（PUT /status/{id}?status=）'),
  publicUrl: text().describe('答卷页地址'),
});

// --- results ---

export const surveyOptionResult = z.object({ key: text(), label: text(), count: z.number().int(), share: z.number().describe('占本题作答人数的比例，0–1') });
export const surveyQuestionResult = z.object({
  key: text(),
  kind: surveyQuestionKind,
  title: text(),
  required: z.boolean(),
  answered: z.number().int().describe('作答人数'),
  options: z.array(surveyOptionResult).describe('选择题：每个选项；评分题：1–5 分各一项；填空题：空'),
  average: z.number().nullable().describe('评分题的平均分；其他题为 null'),
});
export const surveyResults = z.object({
  id: z.number().int(),
  title: text(),
  status: surveyStatus,
  total: z.number().int().describe('答卷数'),
  questions: z.array(surveyQuestionResult),
  days: z.array(z.object({ day: text().describe('YYYY-MM-DD（中国日历日）'), answers: z.number().int() })).describe('每日答卷数，从第一份答卷到今天'),
});

export const surveyTextAnswersQuery = z.object({
  ...paging(10),
  question: key.describe('填空题编号'),
});
export const surveyTextAnswer = z.object({ id: z.number().int(), value: multilineText(), createdAt: isoDateTime });
export const surveyTextAnswerPage = page(surveyTextAnswer);

// --- the respondent's side ---

/** The survey as its public page shows it: the questions, nothing of the owner. */
export const publicSurvey = z.object({
  id: z.number().int(),
  title: text(),
  description: multilineText(),
  identify: surveyIdentify,
  questions: z.array(surveyQuestion),
  open: z.boolean().describe('收集中；false 时页面说明问卷已结束'),
});

/**
 * One answer: the option's key (single), the options' keys (multiple), the text, or the rating 1–5.
 * (One text member — a single-line text is a multi-line one without breaks — so that an over-long
 * text is named as such; the server checks each answer against its question: `第 3 题为必答题`…)
 */
export const surveyAnswerValue = z.union(
  [
    multilineText().max(SURVEY_TEXT_ANSWER_MAX, `最多 ${SURVEY_TEXT_ANSWER_MAX} 个字`),
    z.array(key).max(SURVEY_OPTIONS_MAX, `最多选 ${SURVEY_OPTIONS_MAX} 项`),
    z.number().int('评分须为整数'),
  ],
  { error: '答案只能是文字、选项编号或评分' },
);
export const surveyAnswerSheet = z.object({
  answers: z.record(key, surveyAnswerValue).describe('题目编号 → 答案'),
  phone: text()
    .trim()
    .regex(/^(1[3-9]\d{9})?$/, '必须是 11 位手机号')
    .default('')
    .describe('按手机号计一份时必填'),
});
export const surveyAnswerReceipt = z.object({ received: z.literal(true) });

export type SurveyQuestionKind = z.infer<typeof surveyQuestionKind>;
export type SurveyOption = z.infer<typeof surveyOption>;
export type SurveyQuestion = z.infer<typeof surveyQuestion>;
export type SurveyIdentify = z.infer<typeof surveyIdentify>;
export type SurveyInput = z.input<typeof surveyInput>;
export type SurveyCreate = z.input<typeof surveyCreate>;
export type SurveyDetail = z.infer<typeof surveyDetail>;
export type SurveyOptionResult = z.infer<typeof surveyOptionResult>;
export type SurveyQuestionResult = z.infer<typeof surveyQuestionResult>;
export type SurveyResults = z.infer<typeof surveyResults>;
export type SurveyTextAnswersQuery = z.input<typeof surveyTextAnswersQuery>;
export type SurveyTextAnswer = z.infer<typeof surveyTextAnswer>;
export type PublicSurvey = z.infer<typeof publicSurvey>;
export type SurveyAnswerSheet = z.input<typeof surveyAnswerSheet>;

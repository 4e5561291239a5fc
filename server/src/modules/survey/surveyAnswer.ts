/**
 * The respondent's side of a survey (issue 23), base /api/public/survey, no sign-in (`public: true`):
 *
 *   GET  /{id}          the survey as published: title, description, identify, questions, `open`
 *                       (status 1). Only a published (1) or closed (2) survey: a draft, or no such
 *                       survey, is 404. Nothing of the owner is answered.
 *   POST /{id}/answers  one answer sheet. Only while collecting (1): a closed survey is 409 `问卷已结束`,
 *                       a draft 404. The sheet is checked against the survey's questions (`checkSheet`:
 *                       `第 N 题为必答题`, an unknown option, a rating outside 1–5, a single-line text with a
 *                       line break, several options on a single choice, a question the survey does not have…
 *                       code 400 with that text). One sheet per respondent (UNIQUE(survey_id,
 *                       respondent)); a second is 409 `您已提交过本问卷`:
 *                         identify=cookie  the browser's `gr_sv` cookie (random, httpOnly, SameSite=Lax,
 *                                          path /, a year), set with the first sheet when absent;
 *                                          stored as `cookie:<sha256>`
 *                         identify=phone   the sheet's phone, required (`请填写手机号`); `phone:<number>`
 *                       The sheet, `surveys.answer_count` and the day's `survey_daily_answers` are written in
 *                       one transaction that holds the survey's row (so a concurrent close or save waits).
 *                       Rate-limited per address: SURVEY_ANSWERS_PER_MINUTE sheets (bad ones too) a minute
 *                       over the network, then HTTP 429 with Retry-After (like lib/rateLimit.ts, calls
 *                       made inside the process are not counted).
 *
 * The POST is refused from another site like every state-changing call (app.ts: Sec-Fetch-Site /
 * Origin); the public page at `${PUBLIC_URL}/survey/{id}` is the same origin.
 */
import { Socket } from 'node:net';
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import { SURVEY_RATING_MAX, SURVEY_TEXT_ANSWER_MAX, type SurveyQuestion } from '@greenroom/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { StoredSurveyAnswers, StoredSurveyQuestion } from '../../db/schema';
import { chinaDay } from '../../lib/days';
import { ApiError, badRequest, failure } from '../../lib/envelope';
import { TOO_MANY_REQUESTS } from '../../lib/rateLimit';
import { route } from '../../lib/route';
import { randomToken, sha256 } from '../../lib/security';
import { ILLEGAL_TRANSITION } from './survey';
import { canonicalQuestion } from './surveyEdit';

const TAGS = ['survey-public'];

/** The respondent's cookie (identify=cookie): a random token of their browser. */
export const RESPONDENT_COOKIE = 'gr_sv';
const RESPONDENT_COOKIE_MAX_AGE = 365 * 24 * 3600;
/** What `randomToken(32)` makes: 43 base64url characters. Anything else is ignored (a new one is made). */
const RESPONDENT_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Sheets (accepted or not) one address may post a minute. */
export const SURVEY_ANSWERS_PER_MINUTE = 20;

export const SURVEY_NOT_FOUND = '问卷不存在或尚未发布';
export const SURVEY_CLOSED = '问卷已结束';
export const ALREADY_ANSWERED = '您已提交过本问卷';
export const PHONE_REQUIRED = '请填写手机号';

const surveyNotFound = () => new ApiError(404, SURVEY_NOT_FOUND);

/** A question's place as the respondent sees it: `第 3 题`. */
const nth = (index: number) => `第 ${index + 1} 题`;

/**
 * The sheet to store: each answered question's answer, checked against the survey's questions in
 * their order (the first fault is answered, code 400). Empty texts and empty choices are unanswered.
 */
export function checkSheet(questions: readonly StoredSurveyQuestion[], answers: Record<string, string | string[] | number>): StoredSurveyAnswers {
  const known = new Set(questions.map((question) => question.key));
  const unknown = Object.keys(answers).find((key) => !known.has(key));
  if (unknown !== undefined) throw badRequest(`问卷中没有编号为 ${unknown} 的题目，请刷新页面后重新填写`);
  const sheet: StoredSurveyAnswers = {};
  questions.forEach((question, index) => {
    const value = answerOf(question, answers[question.key], nth(index));
    if (value === undefined) {
      if (question.required) throw badRequest(`${nth(index)}为必答题`);
      return;
    }
    sheet[question.key] = value;
  });
  if (Object.keys(sheet).length === 0) throw badRequest('请至少回答一题');
  return sheet;
}

/** One question's answer as stored, undefined when unanswered; throws on a wrong one. */
function answerOf(question: StoredSurveyQuestion, value: string | string[] | number | undefined, where: string): string | string[] | number | undefined {
  // Nothing chosen or typed, whatever the kind: unanswered.
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return undefined;
  switch (question.kind) {
    case 'single': {
      const key = Array.isArray(value) && value.length === 1 ? value[0] : value;
      if (Array.isArray(key)) throw badRequest(`${where}为单选题，只能选一项`);
      if (typeof key !== 'string') throw badRequest(`${where}为单选题，请选择一个选项`);
      if (!question.options.some((option) => option.key === key)) throw badRequest(`${where}没有这个选项，请刷新页面后重新选择`);
      return key;
    }
    case 'multiple': {
      const keys = typeof value === 'string' ? [value] : value;
      if (!Array.isArray(keys)) throw badRequest(`${where}为多选题，请选择选项`);
      if (new Set(keys).size !== keys.length) throw badRequest(`${where}的选项重复`);
      const offered = new Set(question.options.map((option) => option.key));
      if (keys.some((key) => !offered.has(key))) throw badRequest(`${where}没有这个选项，请刷新页面后重新选择`);
      // In the options' order, whatever order they were ticked in.
      return question.options.filter((option) => keys.includes(option.key)).map((option) => option.key);
    }
    case 'text': {
      if (typeof value !== 'string') throw badRequest(`${where}为填空题，请填写文字`);
      const text = value.trim();
      if (text === '') return undefined;
      if (text.length > SURVEY_TEXT_ANSWER_MAX) throw badRequest(`${where}最多 ${SURVEY_TEXT_ANSWER_MAX} 个字`);
      if (!question.multiline && /[\n\t]/.test(text)) throw badRequest(`${where}只能填写一行`);
      return text;
    }
    default: {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > SURVEY_RATING_MAX)
        throw badRequest(`${where}的评分须为 1–${SURVEY_RATING_MAX} 分`);
      return value;
    }
  }
}

/** The respondent's cookie token, or a new one (then `isNew`). */
function respondentToken(request: FastifyRequest): { token: string; isNew: boolean } {
  const current = request.cookies[RESPONDENT_COOKIE];
  if (current && RESPONDENT_TOKEN.test(current)) return { token: current, isNew: false };
  return { token: randomToken(32), isNew: true };
}

/** The per-address budget of the answers POST (see the file's comment). */
async function answersLimiter(app: FastifyInstance) {
  // lib/rateLimit.ts registers the plugin unless every console limit is off; this one stays on.
  if (!app.hasDecorator('createRateLimit')) await app.register(fastifyRateLimit, { global: false });
  return app.createRateLimit({
    timeWindow: 60_000,
    max: SURVEY_ANSWERS_PER_MINUTE,
    keyGenerator: (request) => `a:${normalizeIP(request.ip)}`,
  });
}

export async function surveyAnswerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  const limit = await answersLimiter(app);
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST' || !(request.raw.socket instanceof Socket)) return;
    const result = await limit(request);
    if (result.isAllowed || !result.isExceeded) return;
    request.log.warn({ ip: request.ip, route: request.routeOptions.url, max: result.max }, 'survey answers rate limit reached');
    reply
      .code(429)
      .header('retry-after', String(Math.max(1, result.ttlInSeconds)))
      .header('cache-control', 'no-store');
    return reply.send(failure(429, TOO_MANY_REQUESTS));
  });

  route(
    app,
    'GET /api/public/survey/{id}',
    {
      public: true,
      summary: '答卷页：已发布问卷的题目（无需登录）',
      description: '只回答收集中（1）或已结束（2）的问卷；草稿或不存在的问卷回答 404。open 为 true 表示收集中。不含发布者的任何信息。',
      tags: TAGS,
    },
    async ({ params: { id } }) => {
      const row = await db
        .selectFrom('surveys')
        .select(['id', 'title', 'description', 'identify', 'questions', 'status'])
        .where('id', '=', id)
        .where('status', 'in', [1, 2])
        .executeTakeFirst();
      if (!row) throw surveyNotFound();
      return {
        id: row.id,
        title: row.title,
        description: row.description,
        identify: row.identify,
        questions: row.questions.map(canonicalQuestion) as SurveyQuestion[],
        open: row.status === 1,
      };
    },
  );

  route(
    app,
    'POST /api/public/survey/{id}/answers',
    {
      public: true,
      summary: '提交答卷（无需登录）',
      description: `只在收集中提交：已结束回答 409「${SURVEY_CLOSED}」，草稿或不存在回答 404。答案按题目检查（必答、选项、1–5 分、字数、单行）。每位答题者一份（按浏览器 Cookie ${RESPONDENT_COOKIE} 或手机号），重复提交回答 409「${ALREADY_ANSWERED}」。每个地址每分钟最多 ${SURVEY_ANSWERS_PER_MINUTE} 次。`,
      tags: TAGS,
    },
    async ({ params: { id }, body, request, reply }) => {
      const cookie = respondentToken(request);
      const now = ctx.now();
      const identify = await db.transaction().execute(async (trx) => {
        // The survey's row is held to the end: a close or a save of its questions waits for this sheet.
        const survey = await trx
          .selectFrom('surveys')
          .select(['id', 'owner_id', 'status', 'identify', 'questions'])
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!survey || survey.status === 0) throw surveyNotFound();
        if (survey.status === 2) throw new ApiError(ILLEGAL_TRANSITION, SURVEY_CLOSED);
        const answers = checkSheet(survey.questions, body.answers);
        let respondent: string;
        if (survey.identify === 'phone') {
          if (body.phone === '') throw badRequest(PHONE_REQUIRED);
          respondent = `phone:${body.phone}`;
        } else {
          respondent = `cookie:${sha256(cookie.token)}`;
        }
        const inserted = await trx
          .insertInto('survey_answers')
          .values({ survey_id: id, owner_id: survey.owner_id, respondent, answers: JSON.stringify(answers), created_at: now })
          .onConflict((conflict) => conflict.columns(['survey_id', 'respondent']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) throw new ApiError(ILLEGAL_TRANSITION, ALREADY_ANSWERED);
        await trx
          .updateTable('surveys')
          .set((eb) => ({ answer_count: eb('answer_count', '+', 1) }))
          .where('id', '=', id)
          .execute();
        await trx
          .insertInto('survey_daily_answers')
          .values({ survey_id: id, owner_id: survey.owner_id, day: chinaDay(now), answers: 1 })
          .onConflict((conflict) => conflict.columns(['survey_id', 'day']).doUpdateSet((eb) => ({ answers: eb('survey_daily_answers.answers', '+', 1) })))
          .execute();
        return survey.identify;
      });
      // After the commit: the browser keeps the token its sheet was counted by.
      if (identify === 'cookie' && cookie.isNew) {
        reply.setCookie(RESPONDENT_COOKIE, cookie.token, {
          httpOnly: true,
          sameSite: 'lax',
          path: '/',
          secure: ctx.secureCookies,
          maxAge: RESPONDENT_COOKIE_MAX_AGE,
        });
      }
      return { received: true as const };
    },
  );
}

/**
 * The survey editor (issue 23), base /api/survey, schemas of contracts/src/surveyEdit.ts:
 *
 *   POST /            create a draft from the whole input; `requestKey` is unique per owner (partial
 *                     unique index of migration 0019): the same key again — a double click, parallel
 *                     or later — answers the survey it made (insert … on conflict do nothing, then read)
 *   GET  /{id}        the editor's detail: the survey, its `identify` and questions, `questionsLocked`,
 *                     the status moves allowed now (`moves`, by survey.ts's `refusal`) and `publicUrl`
 *   PUT  /{id}        save the whole input (status unchanged). Once the survey has answers its
 *                     questions are frozen: a save whose questions differ is 409 `问卷已有答卷，不能修改题目`
 *                     (title, description and identify stay editable); a collecting survey keeps at
 *                     least one question (409). `question_count` is kept equal to the questions' number.
 *
 * Another owner's (or a missing) survey answers 404 and changes nothing. The save and a respondent's
 * sheet (surveyAnswer.ts) both lock the survey's row, so a sheet is never checked against questions
 * that a concurrent save is replacing.
 */
import type { SurveyDetail, SurveyQuestion } from '@greenroom/contracts';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { StoredSurveyQuestion, SurveyStatus, SurveysTable } from '../../db/schema';
import { ApiError, notFound } from '../../lib/envelope';
import { route } from '../../lib/route';
import { currentUserId } from '../../lib/session';
import { answersTodayOf, ILLEGAL_TRANSITION, refusal, toSurvey } from './survey';

const TAGS = ['survey'];

/** The targets PUT /status/{id}?status= takes (surveyStatusQuery). */
const TARGETS: readonly SurveyStatus[] = [1, 2];

export const QUESTIONS_LOCKED = '问卷已有答卷，不能修改题目';
export const QUESTIONS_NEEDED = '问卷正在收集中，至少保留 1 道题';

/** Where a survey is answered: the public page (served by the public pages' module). */
export const surveyPublicUrl = (ctx: AppContext, id: number) => `${ctx.publicUrl}/survey/${id}`;

/**
 * A question with its fields in one order, only the fields of its kind: what is stored, and what two
 * question lists are compared by (jsonb keeps its own key order).
 */
export function canonicalQuestion(question: SurveyQuestion | StoredSurveyQuestion): StoredSurveyQuestion {
  const base = { key: question.key, title: question.title, required: question.required };
  switch (question.kind) {
    case 'single':
    case 'multiple':
      return { kind: question.kind, ...base, options: question.options.map((option) => ({ key: option.key, label: option.label })) };
    case 'text':
      return { kind: 'text', ...base, multiline: question.multiline };
    default:
      return { kind: 'rating', ...base };
  }
}

const sameQuestions = (a: readonly StoredSurveyQuestion[], b: readonly StoredSurveyQuestion[]) =>
  JSON.stringify(a.map(canonicalQuestion)) === JSON.stringify(b.map(canonicalQuestion));

/** The editor's detail of a row, with its answers of today. */
export function toSurveyDetail(ctx: AppContext, row: Selectable<SurveysTable>, answersToday: number): SurveyDetail {
  return {
    ...toSurvey({ ...row, answers_today: answersToday }),
    identify: row.identify,
    questions: row.questions.map(canonicalQuestion) as SurveyQuestion[],
    questionsLocked: row.answer_count > 0,
    moves: TARGETS.filter((to) => refusal(row, to) === null),
    publicUrl: surveyPublicUrl(ctx, row.id),
  };
}

export async function surveyEditRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const detail = async (row: Selectable<SurveysTable>) => toSurveyDetail(ctx, row, (await answersTodayOf(ctx, [row.id])).get(row.id) ?? 0);
  const findByKey = (ownerId: number, key: string) =>
    db.selectFrom('surveys').selectAll().where('owner_id', '=', ownerId).where('request_key', '=', key).executeTakeFirst();

  route(
    app,
    'POST /api/survey',
    { summary: '新建问卷（草稿）', description: '同一 requestKey 重复提交（含并发）只创建一份问卷，并回答第一次创建的问卷。新问卷为草稿（0）。', tags: TAGS },
    async ({ body, request }) => {
      const ownerId = currentUserId(request);
      const { requestKey } = body;
      const existing = await findByKey(ownerId, requestKey);
      if (existing) return detail(existing);
      const questions = body.questions.map(canonicalQuestion);
      const now = ctx.now();
      const created = await db
        .insertInto('surveys')
        .values({
          owner_id: ownerId,
          title: body.title,
          description: body.description,
          identify: body.identify,
          // jsonb: the JSON text (kysely would send a JS array as a PostgreSQL array).
          questions: JSON.stringify(questions),
          question_count: questions.length,
          request_key: requestKey,
          created_at: now,
          updated_at: now,
        })
        .onConflict((conflict) => conflict.columns(['owner_id', 'request_key']).where('request_key', 'is not', null).doNothing())
        .returningAll()
        .executeTakeFirst();
      const row = created ?? (await findByKey(ownerId, requestKey));
      if (!row) throw notFound();
      return detail(row);
    },
  );

  route(app, 'GET /api/survey/{id}', { summary: '问卷详情（编辑）', tags: TAGS }, async ({ params: { id }, request }) => {
    const row = await db.selectFrom('surveys').selectAll().where('id', '=', id).where('owner_id', '=', currentUserId(request)).executeTakeFirst();
    if (!row) throw notFound();
    return detail(row);
  });

  route(
    app,
    'PUT /api/survey/{id}',
    {
      summary: '保存问卷',
      description: `整份保存；状态不变（用 PUT /status/{id} 切换）。已有答卷时题目不能再改：题目与保存的不同回答 409「${QUESTIONS_LOCKED}」，标题、说明与计数方式仍可改。收集中的问卷至少保留 1 道题。`,
      tags: TAGS,
    },
    async ({ params: { id }, body, request }) => {
      const ownerId = currentUserId(request);
      const questions = body.questions.map(canonicalQuestion);
      const saved = await db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('surveys').selectAll().where('id', '=', id).where('owner_id', '=', ownerId).forUpdate().executeTakeFirst();
        if (!row) throw notFound();
        if (row.answer_count > 0 && !sameQuestions(row.questions, questions)) throw new ApiError(ILLEGAL_TRANSITION, QUESTIONS_LOCKED);
        if (row.status === 1 && questions.length === 0) throw new ApiError(ILLEGAL_TRANSITION, QUESTIONS_NEEDED);
        return trx
          .updateTable('surveys')
          .set({
            title: body.title,
            description: body.description,
            identify: body.identify,
            questions: JSON.stringify(questions),
            question_count: questions.length,
            updated_at: ctx.now(),
          })
          .where('id', '=', id)
          .where('owner_id', '=', ownerId)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return detail(saved);
    },
  );
}

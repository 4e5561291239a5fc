/**
 * Base /api/survey (SPEC §7): the account's questionnaires — list, status toggle, delete.
 * Status values (SPEC §4 leaves them open): 0 draft, 1 published (collecting answers), 2 closed.
 *
 *   PUT /status/{id}            toggle: 0→1 (publish), 1→2 (close), 2→1 (reopen)
 *   PUT /status/{id}?status=1|2 move to that status when legal
 *
 * A survey without questions cannot be published; a draft cannot be closed; asking for the
 * status it already has is refused; a published survey must be closed before it is deleted.
 * `refusal` is that rule, declared once: the move route and the editor's `moves` (surveyEdit.ts) read it.
 *
 * Issue 23 adds, under the same base, the editor (surveyEdit.ts: create, detail, save) and the
 * results (surveyResults.ts: results, text answers, XLSX export); the respondent's calls are
 * surveyAnswer.ts, under /api/public/survey.
 */
import { SURVEY_STATUS_TEXT, type Survey } from '@greenroom/contracts';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { SurveyStatus, SurveysTable } from '../../db/schema';
import { chinaDay } from '../../lib/days';
import { ApiError, notFound } from '../../lib/envelope';
import { createdWithin, iso, pageOf, withKeyword } from '../../lib/listing';
import { route } from '../../lib/route';
import { currentUserId } from '../../lib/session';

const TAGS = ['survey'];
/** The envelope code of a status move the survey's state does not allow (and of the editor's refusals). */
export const ILLEGAL_TRANSITION = 409;

/** The toggle: where each status goes when no target is given. */
const TOGGLE: Record<SurveyStatus, SurveyStatus> = { 0: 1, 1: 2, 2: 1 };

/** A survey row with its answers of today (from `survey_daily_answers`). */
export type SurveyRow = Selectable<SurveysTable> & { answers_today: number };

export function toSurvey(row: SurveyRow): Survey {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    statusText: SURVEY_STATUS_TEXT[row.status],
    questionCount: row.question_count,
    answerCount: row.answer_count,
    answersToday: row.answers_today,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    publishedAt: iso(row.published_at),
    closedAt: iso(row.closed_at),
  };
}

/** Why the survey cannot move to `to` now, or null (PUT /status/{id}; the editor's `moves`). */
export function refusal(row: Pick<Selectable<SurveysTable>, 'status' | 'question_count'>, to: SurveyStatus): string | null {
  if (row.status === to) return to === 1 ? '问卷已在收集中' : '问卷已结束';
  if (to === 2 && row.status === 0) return '草稿问卷尚未发布，不能结束';
  if (to === 1 && row.question_count === 0) return '问卷还没有题目，不能发布';
  return null;
}

/** Today's answers of these surveys (China calendar day), by survey id. */
export async function answersTodayOf(ctx: AppContext, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .selectFrom('survey_daily_answers')
    .select(['survey_id', 'answers'])
    .where('survey_id', 'in', ids)
    .where('day', '=', chinaDay(ctx.now()))
    .execute();
  return new Map(rows.map((row) => [row.survey_id, row.answers]));
}

export async function surveyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const answersToday = (ids: number[]) => answersTodayOf(ctx, ids);
  const withToday = async (rows: Selectable<SurveysTable>[]): Promise<Survey[]> => {
    const today = await answersToday(rows.map((row) => row.id));
    return rows.map((row) => toSurvey({ ...row, answers_today: today.get(row.id) ?? 0 }));
  };

  route(app, 'GET /api/survey/list', { summary: '问卷列表', tags: TAGS }, async ({ query, request }) => {
    let rows = db.selectFrom('surveys').where('owner_id', '=', currentUserId(request));
    rows = rows.$call(withKeyword(query.keyword, 'title'));
    if (query.status !== undefined) rows = rows.where('status', '=', query.status);
    rows = rows.$call(createdWithin('created_at', query));
    const page = await pageOf(rows, query, (filtered) => filtered.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'));
    return { ...page, list: await withToday(page.list) };
  });

  route(
    app,
    'PUT /api/survey/status/{id}',
    {
      summary: '切换问卷状态（0 草稿 → 1 收集中 ⇄ 2 已结束）',
      description: '不传 status 时切换：草稿→发布，收集中→结束，已结束→重新开启。非法的变更回答 409 和中文原因。',
      tags: TAGS,
    },
    async ({ query, params: { id }, request }) => {
      const ownerId = currentUserId(request);
      const now = ctx.now();
      const updated = await db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('surveys').selectAll().where('id', '=', id).where('owner_id', '=', ownerId).forUpdate().executeTakeFirst();
        if (!row) throw notFound();
        const to = query.status ?? TOGGLE[row.status];
        const reason = refusal(row, to);
        if (reason) throw new ApiError(ILLEGAL_TRANSITION, reason);
        return trx
          .updateTable('surveys')
          .set({ status: to, updated_at: now, ...(to === 1 ? { published_at: now } : { closed_at: now }) })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      const today = await answersToday([updated.id]);
      return toSurvey({ ...updated, answers_today: today.get(updated.id) ?? 0 });
    },
  );

  route(app, 'DELETE /api/survey/{id}', { summary: '删除问卷（收集中的问卷需先结束）', tags: TAGS }, async ({ params: { id }, request }) => {
    const ownerId = currentUserId(request);
    await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('surveys').select(['id', 'status']).where('id', '=', id).where('owner_id', '=', ownerId).forUpdate().executeTakeFirst();
      if (!row) throw notFound();
      if (row.status === 1) throw new ApiError(ILLEGAL_TRANSITION, '问卷正在收集中，请先结束再删除');
      await trx.deleteFrom('surveys').where('id', '=', id).where('owner_id', '=', ownerId).execute();
    });
    return { id };
  });
}

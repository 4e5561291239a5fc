/**
 * A survey's answers read in the console (issue 23), base /api/survey, schemas of
 * contracts/src/surveyEdit.ts. Every call is the owner's: another owner's (or a missing) survey is 404.
 *
 *   GET /{id}/results        `total` sheets; per question `answered` (sheets that answered it) and,
 *                            for a choice, each option's count and share of `answered` (a multiple
 *                            choice's shares may add up to more than 1); for a rating, the count of each
 *                            score 1–5 and the average; for a text, only `answered` (its answers: the
 *                            next call). `days`: sheets per China calendar day, from the first sheet's day
 *                            to today, days without sheets included. Counted in SQL over the sheets
 *                            (jsonb_object_keys / jsonb_each), never by reading them into the server.
 *   GET /{id}/text-answers   one text question's answers (`question` = its key), newest first, paged;
 *                            a key that is not one of the survey's text questions is 400
 *   GET /{id}/export         every sheet as XLSX, newest first, streamed in keyset batches (lib/xlsx.ts):
 *                            提交时间, 手机号 (identify=phone), then one column per question headed
 *                            `N. <title>` — option labels (a multiple choice's joined with 、), the
 *                            text, the score. Named `问卷答卷_<title>.xlsx` (RFC 5987 filename*).
 */
import type { SurveyQuestionResult, SurveyResults } from '@greenroom/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { StoredSurveyAnswers, StoredSurveyQuestion } from '../../db/schema';
import { chinaDay, eachDay } from '../../lib/days';
import { badRequest, notFound } from '../../lib/envelope';
import { iso, pageOf } from '../../lib/listing';
import { route } from '../../lib/route';
import { currentUserId } from '../../lib/session';
import { sendXlsx, type XlsxColumn } from '../../lib/xlsx';

const TAGS = ['survey'];
/** Sheets read per query of an export. */
const EXPORT_BATCH = 1000;
/** A rating's scores, as results list them. */
const SCORES = [1, 2, 3, 4, 5] as const;

/** `count / of` rounded to 4 places; 0 when nobody answered. */
const shareOf = (count: number, of: number) => (of === 0 ? 0 : Math.round((count / of) * 10_000) / 10_000);

/** The China calendar day of a stored time, in SQL (as the website statistics write it). */
const chinaDayOf = sql<string>`to_char((created_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

/** What a sheet's answer reads as in a cell: option labels, the text, the score. */
export function answerText(question: StoredSurveyQuestion, value: string | string[] | number | undefined): string | number | null {
  if (value === undefined) return null;
  if (question.kind === 'single' || question.kind === 'multiple') {
    const keys = Array.isArray(value) ? value : [String(value)];
    const labels = new Map(question.options.map((option) => [option.key, option.label]));
    return keys.map((key) => labels.get(key) ?? key).join('、');
  }
  return value as string | number;
}

export async function surveyResultRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  async function ownSurvey(ownerId: number, id: number) {
    const row = await db
      .selectFrom('surveys')
      .select(['id', 'title', 'status', 'identify', 'questions'])
      .where('id', '=', id)
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  route(
    app,
    'GET /api/survey/{id}/results',
    {
      summary: '问卷结果：每题的作答人数、选项占比、评分分布与平均分，每日答卷数',
      description: '选项占比为选该项的人数 ÷ 本题作答人数（多选题合计可超过 1）；days 从第一份答卷当天到今天（中国日历日），无答卷的日子为 0。',
      tags: TAGS,
    },
    async ({ params: { id }, request }): Promise<SurveyResults> => {
      const ownerId = currentUserId(request);
      const survey = await ownSurvey(ownerId, id);
      const counted = survey.questions.filter((question) => question.kind !== 'text').map((question) => question.key);
      const [answered, values, days] = await Promise.all([
        sql<{ key: string; n: number }>`select e.key, count(*)::int as n
          from survey_answers a cross join lateral jsonb_object_keys(a.answers) as e(key)
          where a.survey_id = ${id} and a.owner_id = ${ownerId}
          group by e.key`.execute(db),
        counted.length === 0
          ? Promise.resolve({ rows: [] as { key: string; value: string; n: number }[] })
          : sql<{ key: string; value: string; n: number }>`select e.key, v.value, count(*)::int as n
              from survey_answers a
              cross join lateral jsonb_each(a.answers) as e(key, answer)
              cross join lateral jsonb_array_elements_text(case when jsonb_typeof(e.answer) = 'array' then e.answer else jsonb_build_array(e.answer) end) as v(value)
              where a.survey_id = ${id} and a.owner_id = ${ownerId} and e.key in (${sql.join(counted)})
              group by e.key, v.value`.execute(db),
        db
          .selectFrom('survey_answers')
          .select([chinaDayOf.as('day'), sql<number>`count(*)::int`.as('n')])
          .where('survey_id', '=', id)
          .where('owner_id', '=', ownerId)
          .groupBy(sql`1`)
          .orderBy(sql`1`)
          .execute(),
      ]);
      const answeredBy = new Map(answered.rows.map((row) => [row.key, Number(row.n)]));
      const countOf = new Map(values.rows.map((row) => [`${row.key}\u0000${row.value}`, Number(row.n)]));
      const questions = survey.questions.map((question): SurveyQuestionResult => {
        const answeredIt = answeredBy.get(question.key) ?? 0;
        const count = (value: string) => countOf.get(`${question.key}\u0000${value}`) ?? 0;
        const base = { key: question.key, kind: question.kind, title: question.title, required: question.required, answered: answeredIt };
        if (question.kind === 'single' || question.kind === 'multiple') {
          const options = question.options.map((option) => ({
            key: option.key,
            label: option.label,
            count: count(option.key),
            share: shareOf(count(option.key), answeredIt),
          }));
          return { ...base, options, average: null };
        }
        if (question.kind === 'rating') {
          const options = SCORES.map((score) => ({
            key: String(score),
            label: `${score} 分`,
            count: count(String(score)),
            share: shareOf(count(String(score)), answeredIt),
          }));
          const points = options.reduce((sum, option, index) => sum + option.count * (SCORES[index] as number), 0);
          return { ...base, options, average: answeredIt === 0 ? null : Math.round((points / answeredIt) * 100) / 100 };
        }
        return { ...base, options: [], average: null };
      });
      const perDay = new Map(days.map((row) => [row.day, Number(row.n)]));
      const first = days[0]?.day;
      const today = chinaDay(ctx.now());
      return {
        id: survey.id,
        title: survey.title,
        status: survey.status,
        total: days.reduce((sum, row) => sum + Number(row.n), 0),
        questions,
        days: first === undefined ? [] : eachDay(first, first > today ? first : today).map((day) => ({ day, answers: perDay.get(day) ?? 0 })),
      };
    },
  );

  route(app, 'GET /api/survey/{id}/text-answers', { summary: '填空题的回答（分页，最新在前）', tags: TAGS }, async ({ params: { id }, query, request }) => {
    const ownerId = currentUserId(request);
    const survey = await ownSurvey(ownerId, id);
    const key = query.question;
    if (!survey.questions.some((question) => question.key === key && question.kind === 'text')) throw badRequest('参数错误：question 不是本问卷的填空题');
    const value = sql<string>`answers ->> ${key}`;
    const filtered = db.selectFrom('survey_answers').where('survey_id', '=', id).where('owner_id', '=', ownerId).where(value, 'is not', null);
    const page = await pageOf(filtered, query, (rows) =>
      rows
        .select(['id', value.as('value'), 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc'),
    );
    return { ...page, list: page.list.map((row) => ({ id: row.id, value: row.value, createdAt: iso(row.created_at) })) };
  });

  route(
    app,
    'GET /api/survey/{id}/export',
    {
      summary: '导出答卷（XLSX：每份答卷一行，每题一列）',
      description: '提交时间、手机号（按手机号计一份时）、每题一列（选项显示文字，多选以「、」连接）；最新在前，流式生成。',
      tags: TAGS,
    },
    async ({ params: { id }, request, reply }) => {
      const ownerId = currentUserId(request);
      // Everything that can fail is checked before the first byte is streamed.
      const survey = await ownSurvey(ownerId, id);
      type Sheet = { id: number; respondent: string; answers: StoredSurveyAnswers; created_at: Date };
      const columns: XlsxColumn<Sheet>[] = [
        { header: '提交时间', width: 20, value: (row) => row.created_at },
        ...(survey.identify === 'phone'
          ? [{ header: '手机号', width: 14, value: (row: Sheet) => (row.respondent.startsWith('phone:') ? row.respondent.slice('phone:'.length) : '') }]
          : []),
        ...survey.questions.map((question, index) => ({
          header: `${index + 1}. ${question.title}`,
          width: question.kind === 'text' ? 36 : 20,
          value: (row: Sheet) => answerText(question, row.answers[question.key]),
        })),
      ];
      const rows = (async function* () {
        let after: { at: Date; id: number } | null = null;
        for (;;) {
          let batch = db
            .selectFrom('survey_answers')
            .select(['id', 'respondent', 'answers', 'created_at'])
            .where('survey_id', '=', id)
            .where('owner_id', '=', ownerId);
          if (after) {
            const { at, id: lastId } = after;
            batch = batch.where((eb) => eb.or([eb('created_at', '<', at), eb.and([eb('created_at', '=', at), eb('id', '<', lastId)])]));
          }
          const sheets: Sheet[] = await batch.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(EXPORT_BATCH).execute();
          for (const sheet of sheets) yield sheet;
          const last = sheets[sheets.length - 1];
          if (!last || sheets.length < EXPORT_BATCH) return;
          after = { at: last.created_at, id: last.id };
        }
      })();
      return sendXlsx(reply, `问卷答卷_${survey.title}`, '答卷', columns, rows);
    },
  );
}

/**
 * Issue 23: surveys built and read in the console — POST /api/survey (idempotent by requestKey),
 * GET/PUT /api/survey/{id} (moves, publicUrl, questions frozen once answered), GET …/results (on a
 * known set of sheets), …/text-answers (paged) and …/export (a real XLSX, read back with exceljs);
 * another account's survey is 404 on every call; and the demo data is consistent (sheets, counts,
 * the daily rollup, every seeded sheet valid for its questions).
 */
import {
  type Page,
  type SurveyDetail,
  type SurveyResults,
  type SurveyTextAnswer,
  surveyDetail,
  surveyResults,
  surveyTextAnswerPage,
} from '@greenroom/contracts';
import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { addDays, chinaDay } from '../src/lib/days';
import { checkSheet } from '../src/modules/survey/surveyAnswer';
import { changedTables, snapshot } from './dbSnapshot';
import { createClock, createTestApp, createTestDb, PUBLIC_URL, signInDemoAccounts } from './helpers';
import { call } from './request';

let db: Kysely<Database>;
let app: FastifyInstance;
let demo: string;
let demo2: string;
let demoId: number;
const clock = createClock();

beforeAll(async () => {
  db = await createTestDb();
  app = await createTestApp(db, { now: clock.now });
  ({ demo, demo2, demoId } = await signInDemoAccounts(app, db));
});

afterAll(async () => {
  await app.close();
  await db.destroy();
});

const option = (key: string, label: string) => ({ key, label });
const QUESTIONS = [
  { kind: 'single', key: 'city', title: '您来自哪个城市？', required: true, options: [option('sh', '上海'), option('bj', '北京'), option('hz', '杭州')] },
  {
    kind: 'multiple',
    key: 'topics',
    title: '感兴趣的话题',
    required: false,
    options: [option('ai', '人工智能'), option('web', '前端'), option('db', '数据库')],
  },
  { kind: 'text', key: 'name', title: '您的称呼', required: false, multiline: false },
  { kind: 'text', key: 'advice', title: '建议', required: false, multiline: true },
  { kind: 'rating', key: 'score', title: '整体评分', required: true },
];
const INPUT = { title: '技术沙龙反馈', description: '请花一分钟填写', identify: 'cookie', questions: QUESTIONS };

let keys = 0;
const newKey = () => `edit-test-${Date.now()}-${++keys}`;

async function create(body: object, cookie = demo) {
  return call<SurveyDetail>(app, 'POST', '/api/survey', { cookie, body });
}

async function createOk(body: object = INPUT, cookie = demo): Promise<SurveyDetail> {
  const answer = await create({ ...body, requestKey: newKey() }, cookie);
  expect(answer.body.code, answer.body.msg).toBe(0);
  return surveyDetail.parse(answer.body.data);
}

const move = (id: number, status: 1 | 2, cookie = demo) => call(app, 'PUT', `/api/survey/status/${id}?status=${status}`, { cookie });
const put = (id: number, body: object, cookie = demo) => call<SurveyDetail>(app, 'PUT', `/api/survey/${id}`, { cookie, body });
const detailOf = (id: number, cookie = demo) => call<SurveyDetail>(app, 'GET', `/api/survey/${id}`, { cookie });

async function answer(id: number, answers: object, phone?: string): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/public/survey/${id}/answers`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(phone ? { answers, phone } : { answers }),
  });
  expect(response.json().code, response.json().msg).toBe(0);
}

describe('POST /api/survey', () => {
  it('creates a draft with its questions; the same requestKey again (or at once) answers the same survey', async () => {
    const requestKey = newKey();
    const first = await create({ ...INPUT, requestKey });
    expect(first.body.code, first.body.msg).toBe(0);
    const created = surveyDetail.parse(first.body.data);
    expect(created).toMatchObject({
      title: '技术沙龙反馈',
      description: '请花一分钟填写',
      status: 0,
      statusText: '草稿',
      identify: 'cookie',
      questionCount: 5,
      answerCount: 0,
      answersToday: 0,
      questionsLocked: false,
      moves: [1],
      publicUrl: `${PUBLIC_URL}/survey/${created.id}`,
      publishedAt: null,
    });
    expect(created.questions).toEqual(QUESTIONS);
    // Again, with another body: the first survey, unchanged.
    const again = await create({ ...INPUT, title: '另一个标题', requestKey });
    expect(again.body.data).toEqual(first.body.data);
    // Five at once with a new key: one survey.
    const parallelKey = newKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => create({ ...INPUT, requestKey: parallelKey })));
    expect(new Set(answers.map((one) => one.body.data.id)).size).toBe(1);
    const rows = await db.selectFrom('surveys').select('id').where('request_key', 'in', [requestKey, parallelKey]).execute();
    expect(rows).toHaveLength(2);
    // Another account's key is its own.
    const theirs = await create({ ...INPUT, requestKey }, demo2);
    expect(theirs.body.code).toBe(0);
    expect(theirs.body.data.id).not.toBe(created.id);
    // Listed at once, with its question count.
    const list = await call<Page<{ id: number; questionCount: number }>>(app, 'GET', '/api/survey/list?pageSize=100', { cookie: demo });
    expect(list.body.data.list.find((row) => row.id === created.id)?.questionCount).toBe(5);
  });

  it('a survey without questions can be made, and cannot be published', async () => {
    const empty = await createOk({ title: '空问卷', questions: [] });
    expect(empty).toMatchObject({ description: '', identify: 'cookie', questionCount: 0, moves: [] });
    expect((await move(empty.id, 1)).body).toMatchObject({ code: 409, msg: '问卷还没有题目，不能发布' });
  });

  it('refuses bad input with the field and a Chinese reason, and writes nothing', async () => {
    const single = QUESTIONS[0] as (typeof QUESTIONS)[0];
    const before = await snapshot(db);
    const cases: [object, string | RegExp][] = [
      [{ ...INPUT, title: '  ' }, '参数错误：title 请输入问卷标题'],
      [{ ...INPUT, title: '题'.repeat(61) }, '参数错误：title 标题最多 60 个字'],
      [{ ...INPUT, identify: 'email' }, '参数错误：identify 只能是 cookie、phone 之一'],
      [{ ...INPUT, questions: [QUESTIONS[0], QUESTIONS[0]] }, '参数错误：questions 题目编号重复'],
      [{ ...INPUT, questions: [{ ...single, options: [option('a', '是')] }] }, '参数错误：questions.0.options 至少需要 2 个选项'],
      [{ ...INPUT, questions: [{ ...single, options: [option('a', '是'), option('a', '否')] }] }, '参数错误：questions.0.options 选项编号重复'],
      [{ ...INPUT, questions: [{ ...single, options: [option('a', '是'), option('b', '是')] }] }, '参数错误：questions.0.options 选项内容不能重复'],
      [{ ...INPUT, questions: [{ ...single, key: 'bad key' }] }, '参数错误：questions.0.key 编号格式不正确'],
      [{ ...INPUT, questions: [{ ...single, title: '' }] }, '参数错误：questions.0.title 请输入题目'],
      [{ ...INPUT, questions: [{ ...single, kind: 'matrix' }] }, /^参数错误：questions\.0/],
      [{ ...INPUT, questions: Array.from({ length: 51 }, (_v, i) => ({ ...single, key: `q${i}` })) }, '参数错误：questions 最多 50 道题'],
      [{ ...INPUT, requestKey: 'short' }, /^参数错误：requestKey/],
    ];
    for (const [body, msg] of cases) {
      const answer = await create({ requestKey: newKey(), ...body });
      expect(answer.body.code, JSON.stringify(body).slice(0, 80)).toBe(400);
      if (typeof msg === 'string') expect(answer.body.msg).toBe(msg);
      else expect(answer.body.msg).toMatch(msg);
    }
    expect((await create({ ...INPUT })).body.msg).toMatch(/^参数错误：requestKey/);
    expect(changedTables(before, await snapshot(db))).toEqual([]);
  });
});

describe('GET and PUT /api/survey/{id}', () => {
  it('the detail’s moves follow the status rule of PUT /status/{id}', async () => {
    const survey = await createOk();
    expect(survey.moves).toEqual([1]);
    await move(survey.id, 1);
    expect((await detailOf(survey.id)).body.data).toMatchObject({ status: 1, moves: [2] });
    await move(survey.id, 2);
    expect((await detailOf(survey.id)).body.data).toMatchObject({ status: 2, moves: [1] });
  });

  it('saves the whole input; question_count follows the questions; a collecting survey keeps one', async () => {
    const survey = await createOk();
    const saved = await put(survey.id, { ...INPUT, title: '改过的标题', identify: 'phone', questions: QUESTIONS.slice(0, 2) });
    expect(saved.body.code, saved.body.msg).toBe(0);
    expect(saved.body.data).toMatchObject({ title: '改过的标题', identify: 'phone', questionCount: 2, status: 0 });
    expect((await detailOf(survey.id)).body.data.questions).toEqual(QUESTIONS.slice(0, 2));
    await move(survey.id, 1);
    const before = await snapshot(db);
    expect((await put(survey.id, { ...INPUT, questions: [] })).body).toMatchObject({ code: 409, msg: '问卷正在收集中，至少保留 1 道题' });
    expect(changedTables(before, await snapshot(db))).toEqual([]);
  });

  it('freezes the questions once the survey has answers; title, description and identify stay editable', async () => {
    const survey = await createOk();
    await move(survey.id, 1);
    expect((await put(survey.id, { ...INPUT, questions: QUESTIONS.slice(1) })).body.code).toBe(0);
    expect((await put(survey.id, INPUT)).body.code).toBe(0);
    await answer(survey.id, { city: 'sh', score: 5 });
    expect((await detailOf(survey.id)).body.data).toMatchObject({ questionsLocked: true, answerCount: 1 });
    const before = await snapshot(db);
    const changed = [
      QUESTIONS.slice(1),
      [...QUESTIONS].reverse(),
      QUESTIONS.map((question, index) => (index === 0 ? { ...question, title: '改题目' } : question)),
      QUESTIONS.map((question, index) => (index === 4 ? { ...question, required: false } : question)),
    ];
    for (const questions of changed) {
      expect((await put(survey.id, { ...INPUT, questions })).body).toMatchObject({ code: 409, msg: '问卷已有答卷，不能修改题目', data: null });
    }
    expect(changedTables(before, await snapshot(db))).toEqual([]);
    // The same questions (their fields in another order) with a new title, description and identify.
    const reordered = QUESTIONS.map((question) => Object.fromEntries(Object.entries(question).reverse()));
    const saved = await put(survey.id, { title: '新标题', description: '新说明', identify: 'phone', questions: reordered });
    expect(saved.body.code, saved.body.msg).toBe(0);
    expect(saved.body.data).toMatchObject({ title: '新标题', description: '新说明', identify: 'phone', questionCount: 5, questionsLocked: true });
  });

  it('another account’s survey is 404 on every call, and nothing changes', async () => {
    const survey = await createOk();
    await move(survey.id, 1);
    await answer(survey.id, { city: 'bj', advice: '很好', score: 4 });
    const before = await snapshot(db);
    const calls: [string, string, object?][] = [
      ['GET', `/api/survey/${survey.id}`],
      ['PUT', `/api/survey/${survey.id}`, INPUT],
      ['GET', `/api/survey/${survey.id}/results`],
      ['GET', `/api/survey/${survey.id}/text-answers?question=advice`],
      ['GET', `/api/survey/${survey.id}/export`],
      ['PUT', `/api/survey/status/${survey.id}?status=2`],
      ['DELETE', `/api/survey/${survey.id}`],
    ];
    for (const [method, url, body] of calls) {
      for (const target of [url, url.replace(String(survey.id), '99999999')]) {
        const answer = await call(app, method as 'GET', target, { cookie: demo2, body });
        expect(answer.body, `${method} ${target}`).toEqual({ code: 404, msg: '数据不存在或无权访问', msgCode: 404, data: null });
      }
    }
    expect(changedTables(before, await snapshot(db))).toEqual([]);
  });
});

describe('results, text answers and the export', () => {
  let id: number;
  let firstDay: string;
  const SHEETS = [
    { city: 'sh', topics: ['ai', 'web'], name: '甲', score: 5 },
    { city: 'sh', topics: ['ai'], score: 4 },
    // two days later
    { city: 'bj', advice: '多一些案例', score: 3 },
    { city: 'sh', topics: ['db', 'ai'], name: '乙', advice: '很好\n下次再来', score: 5 },
    { city: 'hz', score: 1 },
  ];

  beforeAll(async () => {
    ({ id } = await createOk());
    await move(id, 1);
    firstDay = chinaDay(clock.now());
    for (const sheet of SHEETS.slice(0, 2)) await answer(id, sheet);
    clock.advance(2 * 24 * 3600_000);
    for (const sheet of SHEETS.slice(2)) await answer(id, sheet);
  });

  it('counts each question among those who answered it, rates 1–5 with an average, and the days from the first sheet to today', async () => {
    const { body } = await call<SurveyResults>(app, 'GET', `/api/survey/${id}/results`, { cookie: demo });
    expect(body.code, body.msg).toBe(0);
    const results = surveyResults.parse(body.data);
    expect(results).toMatchObject({ id, title: '技术沙龙反馈', status: 1, total: 5 });
    const [city, topics, name, advice, score] = results.questions;
    expect(city).toEqual({
      key: 'city',
      kind: 'single',
      title: '您来自哪个城市？',
      required: true,
      answered: 5,
      average: null,
      options: [
        { key: 'sh', label: '上海', count: 3, share: 0.6 },
        { key: 'bj', label: '北京', count: 1, share: 0.2 },
        { key: 'hz', label: '杭州', count: 1, share: 0.2 },
      ],
    });
    expect(topics).toMatchObject({
      answered: 3,
      options: [
        { key: 'ai', label: '人工智能', count: 3, share: 1 },
        { key: 'web', label: '前端', count: 1, share: 0.3333 },
        { key: 'db', label: '数据库', count: 1, share: 0.3333 },
      ],
    });
    expect(name).toMatchObject({ kind: 'text', answered: 2, options: [], average: null });
    expect(advice).toMatchObject({ kind: 'text', answered: 2, options: [] });
    expect(score).toMatchObject({ kind: 'rating', answered: 5, average: 3.6 });
    expect(score?.options).toEqual([
      { key: '1', label: '1 分', count: 1, share: 0.2 },
      { key: '2', label: '2 分', count: 0, share: 0 },
      { key: '3', label: '3 分', count: 1, share: 0.2 },
      { key: '4', label: '4 分', count: 1, share: 0.2 },
      { key: '5', label: '5 分', count: 2, share: 0.4 },
    ]);
    expect(results.days).toEqual([
      { day: firstDay, answers: 2 },
      { day: addDays(firstDay, 1), answers: 0 },
      { day: addDays(firstDay, 2), answers: 3 },
    ]);
    // The list's figures agree: three today (the clock's day), five in all.
    const detail = await detailOf(id);
    expect(detail.body.data).toMatchObject({ answerCount: 5, answersToday: 3 });
  });

  it('a survey without sheets has empty results', async () => {
    const empty = await createOk();
    const { body } = await call<SurveyResults>(app, 'GET', `/api/survey/${empty.id}/results`, { cookie: demo });
    expect(body.data).toMatchObject({ total: 0, days: [] });
    expect(body.data.questions.every((question) => question.answered === 0 && question.options.every((one) => one.share === 0))).toBe(true);
  });

  it('pages a text question’s answers, newest first; a key that is not a text question is refused', async () => {
    const page = async (query: string) => {
      const { body } = await call<Page<SurveyTextAnswer>>(app, 'GET', `/api/survey/${id}/text-answers?${query}`, { cookie: demo });
      expect(body.code, body.msg).toBe(0);
      return surveyTextAnswerPage.parse(body.data);
    };
    const first = await page('question=advice&pageSize=1');
    expect(first).toMatchObject({ pageNum: 1, pageSize: 1, total: 2 });
    expect(first.list.map((row) => row.value)).toEqual(['很好\n下次再来']);
    const second = await page('question=advice&pageSize=1&pageNum=2');
    expect(second.list.map((row) => row.value)).toEqual(['多一些案例']);
    expect(Date.parse(second.list[0]?.createdAt ?? '')).toBeGreaterThan(0);
    expect((await page('question=name')).list.map((row) => row.value)).toEqual(['乙', '甲']);
    expect((await page('question=name&pageNum=5')).list).toEqual([]);
    for (const question of ['city', 'score', 'nope']) {
      const { body } = await call(app, 'GET', `/api/survey/${id}/text-answers?question=${question}`, { cookie: demo });
      expect(body).toMatchObject({ code: 400, msg: '参数错误：question 不是本问卷的填空题' });
    }
    expect((await call(app, 'GET', `/api/survey/${id}/text-answers`, { cookie: demo })).body).toMatchObject({ code: 400, msg: '参数错误：question 不能为空' });
  });

  async function readXlsx(response: LightMyRequestResponse): Promise<unknown[][]> {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.name).toBe('答卷');
    const rows: unknown[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => rows.push(Array.from({ length: sheet.columnCount }, (_v, i) => row.getCell(i + 1).value ?? null)));
    return rows;
  }

  it('exports every sheet as XLSX: one row per sheet (newest first), one column per question, labels not keys', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/survey/${id}/export`, headers: { cookie: demo } });
    expect(String(response.headers['content-disposition'])).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('问卷答卷_技术沙龙反馈.xlsx')}`);
    const rows = await readXlsx(response);
    expect(rows[0]).toEqual(['提交时间', '1. 您来自哪个城市？', '2. 感兴趣的话题', '3. 您的称呼', '4. 建议', '5. 整体评分']);
    const stored = await db
      .selectFrom('survey_answers')
      .select(['id', 'created_at'])
      .where('survey_id', '=', id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(rows).toHaveLength(1 + SHEETS.length);
    expect(rows.slice(1).map((row) => row.slice(1))).toEqual([
      ['杭州', null, null, null, 1],
      ['上海', '人工智能、数据库', '乙', '很好\n下次再来', 5],
      ['北京', null, null, '多一些案例', 3],
      ['上海', '人工智能', null, null, 4],
      ['上海', '人工智能、前端', '甲', null, 5],
    ]);
    // 提交时间: the sheet's time as China wall-clock time (what the spreadsheet shows).
    rows.slice(1).forEach((row, index) => {
      const shown = row[0] as Date;
      expect(shown).toBeInstanceOf(Date);
      expect(Math.abs(shown.getTime() - ((stored[index]?.created_at.getTime() ?? 0) + 8 * 3600_000))).toBeLessThan(1000);
    });
  });

  it('a survey counted by phone exports the phone; one without sheets exports the header', async () => {
    const phoned = await createOk({ ...INPUT, title: '按手机号', identify: 'phone' });
    await move(phoned.id, 1);
    await answer(phoned.id, { city: 'bj', score: 2 }, '13800138000');
    const rows = await readXlsx(await app.inject({ method: 'GET', url: `/api/survey/${phoned.id}/export`, headers: { cookie: demo } }));
    expect(rows[0]?.slice(0, 3)).toEqual(['提交时间', '手机号', '1. 您来自哪个城市？']);
    expect(rows[1]?.slice(1)).toEqual(['13800138000', '北京', null, null, null, 2]);
    const empty = await createOk({ ...INPUT, title: '无答卷' });
    expect(await readXlsx(await app.inject({ method: 'GET', url: `/api/survey/${empty.id}/export`, headers: { cookie: demo } }))).toHaveLength(1);
  });
});

describe('demo data', () => {
  it('seeded surveys have questions of every kind and sheets that agree with answer_count, the daily rollup and their questions', async () => {
    const surveys = await db.selectFrom('surveys').selectAll().where('request_key', 'is', null).execute();
    const sheets = await db.selectFrom('survey_answers').select(['survey_id', 'answers', 'respondent', 'created_at']).execute();
    const days = await db
      .selectFrom('survey_daily_answers')
      .select(['survey_id', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'answers'])
      .execute();
    const today = chinaDay(new Date());
    const kinds = new Set<string>();
    let phoned = 0;
    for (const survey of surveys) {
      const own = sheets.filter((sheet) => sheet.survey_id === survey.id);
      const rollup = days.filter((day) => day.survey_id === survey.id);
      expect(survey.question_count, survey.title).toBe(survey.questions.length);
      for (const question of survey.questions) kinds.add(question.kind);
      expect(own.length, survey.title).toBe(survey.answer_count);
      expect(own.length).toBeLessThanOrEqual(60);
      if (survey.status === 0) expect(own, survey.title).toEqual([]);
      else if (survey.answer_count === 0) continue;
      const perDay = new Map<string, number>();
      for (const sheet of own) perDay.set(chinaDay(sheet.created_at), (perDay.get(chinaDay(sheet.created_at)) ?? 0) + 1);
      expect(Object.fromEntries(rollup.map((day) => [day.day, day.answers])), survey.title).toEqual(Object.fromEntries(perDay));
      if (survey.status === 1) expect(perDay.get(today) ?? 0, survey.title).toBeGreaterThan(0);
      if (survey.status === 2) expect(perDay.get(today) ?? 0, survey.title).toBe(0);
      for (const sheet of own) {
        expect(checkSheet(survey.questions, sheet.answers)).toEqual(sheet.answers);
        expect(sheet.respondent).toMatch(survey.identify === 'phone' ? /^phone:1[3-9]\d{9}$/ : /^cookie:[0-9a-f]{64}$/);
        expect(sheet.created_at.getTime()).toBeLessThanOrEqual(Date.now());
        expect(sheet.created_at.getTime()).toBeGreaterThanOrEqual(survey.published_at?.getTime() ?? Number.POSITIVE_INFINITY);
      }
      if (survey.identify === 'phone') phoned++;
      expect(new Set(own.map((sheet) => sheet.respondent)).size).toBe(own.length);
    }
    expect([...kinds].sort()).toEqual(['multiple', 'rating', 'single', 'text']);
    expect(phoned).toBeGreaterThan(0);
    // Surveys without questions are drafts (the console's "cannot publish" example).
    expect(surveys.filter((survey) => survey.question_count === 0).every((survey) => survey.status === 0)).toBe(true);
    expect(surveys.filter((survey) => survey.owner_id === demoId && survey.status !== 0).length).toBeGreaterThan(5);
  });

  it("a seeded survey's results add up", async () => {
    const seeded = await db
      .selectFrom('surveys')
      .select(['id', 'answer_count'])
      .where('owner_id', '=', demoId)
      .where('status', '=', 1)
      .where('request_key', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { body } = await call<SurveyResults>(app, 'GET', `/api/survey/${seeded.id}/results`, { cookie: demo });
    expect(body.code, body.msg).toBe(0);
    expect(body.data.total).toBe(seeded.answer_count);
    expect(body.data.days.reduce((sum, day) => sum + day.answers, 0)).toBe(seeded.answer_count);
    for (const question of body.data.questions) {
      expect(question.answered).toBeLessThanOrEqual(seeded.answer_count);
      if (question.required) expect(question.answered, question.title).toBe(seeded.answer_count);
      if (question.kind === 'single') expect(question.options.reduce((sum, one) => sum + one.count, 0)).toBe(question.answered);
    }
    const result = await sql<{ n: number }>`select count(*)::int as n from survey_answers where survey_id = ${seeded.id}`.execute(db);
    expect(result.rows[0]?.n).toBe(seeded.answer_count);
  });
});

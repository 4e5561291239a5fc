/**
 * Issue 23: the respondent's side of a survey, without signing in (modules/survey/surveyAnswer.ts):
 * GET /api/public/survey/{id} and POST /api/public/survey/{id}/answers — only published surveys,
 * nothing of the owner, every sheet checked against the questions, one sheet per respondent (by
 * cookie or by phone) even under a burst of parallel posts, closed and draft surveys refused, the
 * per-address rate limit, and the cross-site check. The burst is repeated on PostgreSQL, across two
 * processes, when TEST_DATABASE_URL is set.
 */
import { request as httpRequest } from 'node:http';
import { type PublicSurvey, publicSurvey, type SurveyDetail } from '@greenroom/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/schema';
import { chinaDay } from '../src/lib/days';
import { SURVEY_ANSWERS_PER_MINUTE } from '../src/modules/survey/surveyAnswer';
import { changedTables, snapshot } from './dbSnapshot';
import { cookieFrom, createTestApp, createTestDb, PUBLIC_URL, setCookieLine, signIn, signInDemoAccounts } from './helpers';
import { type PostgresSchema, postgresSchema, TEST_DATABASE_URL } from './postgres';
import { call } from './request';

let db: Kysely<Database>;
let app: FastifyInstance;
let demo: string;
let demo2: string;

beforeAll(async () => {
  db = await createTestDb();
  app = await createTestApp(db);
  ({ demo, demo2 } = await signInDemoAccounts(app, db));
});

afterAll(async () => {
  await app.close();
  await db.destroy();
});

const QUESTIONS = [
  {
    kind: 'single',
    key: 'city',
    title: '您来自哪个城市？',
    required: true,
    options: [
      { key: 'sh', label: '上海' },
      { key: 'bj', label: '北京' },
      { key: 'hz', label: '杭州' },
    ],
  },
  {
    kind: 'multiple',
    key: 'topics',
    title: '感兴趣的话题',
    required: false,
    options: [
      { key: 'ai', label: '人工智能' },
      { key: 'web', label: '前端' },
      { key: 'db', label: '数据库' },
    ],
  },
  { kind: 'text', key: 'name', title: '您的称呼', required: false, multiline: false },
  { kind: 'text', key: 'advice', title: '建议', required: false, multiline: true },
  { kind: 'rating', key: 'score', title: '整体评分', required: true },
];

const GOOD = { city: 'sh', score: 5 };

let keyCount = 0;
/** A survey of demo's (or another account's) with QUESTIONS, moved to `status`. */
async function makeSurvey(status: 0 | 1 | 2, identify: 'cookie' | 'phone' = 'cookie', cookie = demo, target = app): Promise<number> {
  keyCount += 1;
  const created = await call<SurveyDetail>(target, 'POST', '/api/survey', {
    cookie,
    body: { title: `答卷测试 ${keyCount}`, description: '说明', identify, questions: QUESTIONS, requestKey: `answer-test-${Date.now()}-${keyCount}` },
  });
  expect(created.body.code, created.body.msg).toBe(0);
  const { id } = created.body.data;
  if (status >= 1) expect((await call(target, 'PUT', `/api/survey/status/${id}?status=1`, { cookie })).body.code).toBe(0);
  if (status === 2) expect((await call(target, 'PUT', `/api/survey/status/${id}?status=2`, { cookie })).body.code).toBe(0);
  return id;
}

function post(id: number, body: unknown, headers: Record<string, string> = {}, target = app): Promise<LightMyRequestResponse> {
  return target.inject({
    method: 'POST',
    url: `/api/public/survey/${id}/answers`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

const envelope = (response: LightMyRequestResponse) => response.json() as { code: number; msg: string; data: unknown };

async function counts(id: number): Promise<{ sheets: number; answerCount: number; today: number }> {
  const [sheets, survey, day] = await Promise.all([
    db
      .selectFrom('survey_answers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('survey_id', '=', id)
      .executeTakeFirstOrThrow(),
    db.selectFrom('surveys').select('answer_count').where('id', '=', id).executeTakeFirstOrThrow(),
    db.selectFrom('survey_daily_answers').select('answers').where('survey_id', '=', id).where('day', '=', chinaDay(new Date())).executeTakeFirst(),
  ]);
  return { sheets: Number(sheets.n), answerCount: survey.answer_count, today: day?.answers ?? 0 };
}

describe('GET /api/public/survey/{id}', () => {
  it('answers a published or closed survey without a session: its questions and nothing of the owner', async () => {
    const open = await makeSurvey(1);
    const response = await app.inject({ method: 'GET', url: `/api/public/survey/${open}` });
    const body = envelope(response);
    expect(body.code, body.msg).toBe(0);
    const data = publicSurvey.parse(body.data);
    expect(Object.keys(body.data as object).sort()).toEqual(['description', 'id', 'identify', 'open', 'questions', 'title']);
    expect(data).toMatchObject({ id: open, description: '说明', identify: 'cookie', open: true });
    expect(data.questions).toEqual(QUESTIONS);
    expect(JSON.stringify(body.data)).not.toMatch(/owner|answerCount|requestKey|publishedAt/);
    const closed = await makeSurvey(2);
    expect((envelope(await app.inject({ method: 'GET', url: `/api/public/survey/${closed}` })).data as PublicSurvey).open).toBe(false);
  });

  it('a draft, a missing survey and a bad id are refused', async () => {
    const draft = await makeSurvey(0);
    for (const id of [draft, 99_999_999]) {
      expect(envelope(await app.inject({ method: 'GET', url: `/api/public/survey/${id}` }))).toMatchObject({
        code: 404,
        msg: '问卷不存在或尚未发布',
        data: null,
      });
    }
    expect(envelope(await app.inject({ method: 'GET', url: '/api/public/survey/abc' }))).toMatchObject({ code: 400 });
  });

  it("a seeded survey is answered to anyone, whoever owns it (demo2's too)", async () => {
    const seeded = await db
      .selectFrom('surveys')
      .innerJoin('users', 'users.id', 'surveys.owner_id')
      .select('surveys.id')
      .where('users.username', '=', 'demo2')
      .where('status', '=', 1)
      .executeTakeFirstOrThrow();
    const body = envelope(await app.inject({ method: 'GET', url: `/api/public/survey/${seeded.id}`, headers: { cookie: demo } }));
    expect(body.code).toBe(0);
    expect((body.data as PublicSurvey).questions.length).toBeGreaterThan(0);
  });
});

describe('POST /api/public/survey/{id}/answers', () => {
  it('checks the sheet against the questions with a Chinese reason, and writes nothing on a fault', async () => {
    const id = await makeSurvey(1);
    const before = await snapshot(db);
    const cases: [unknown, string][] = [
      [{ answers: { score: 5 } }, '第 1 题为必答题'],
      [{ answers: { city: 'sh' } }, '第 5 题为必答题'],
      [{ answers: { ...GOOD, city: '' } }, '第 1 题为必答题'],
      [{ answers: { ...GOOD, city: 'gz' } }, '第 1 题没有这个选项，请刷新页面后重新选择'],
      [{ answers: { ...GOOD, city: ['sh', 'bj'] } }, '第 1 题为单选题，只能选一项'],
      [{ answers: { ...GOOD, city: 3 } }, '第 1 题为单选题，请选择一个选项'],
      [{ answers: { ...GOOD, topics: ['ai', 'zz'] } }, '第 2 题没有这个选项，请刷新页面后重新选择'],
      [{ answers: { ...GOOD, topics: ['ai', 'ai'] } }, '第 2 题的选项重复'],
      [{ answers: { ...GOOD, topics: 1 } }, '第 2 题为多选题，请选择选项'],
      [{ answers: { ...GOOD, name: ['a'] } }, '第 3 题为填空题，请填写文字'],
      [{ answers: { ...GOOD, name: '第一行\n第二行' } }, '第 3 题只能填写一行'],
      [{ answers: { ...GOOD, advice: 'x'.repeat(1001) } }, '参数错误：answers.advice 最多 1000 个字'],
      [{ answers: { ...GOOD, score: 6 } }, '第 5 题的评分须为 1–5 分'],
      [{ answers: { ...GOOD, score: 0 } }, '第 5 题的评分须为 1–5 分'],
      [{ answers: { ...GOOD, score: 4.5 } }, '参数错误：answers.score 答案只能是文字、选项编号或评分'],
      [{ answers: { ...GOOD, score: '5' } }, '第 5 题的评分须为 1–5 分'],
      [{ answers: { ...GOOD, extra: 'x' } }, '问卷中没有编号为 extra 的题目，请刷新页面后重新填写'],
      [{ answers: { ...GOOD, advice: true } }, '参数错误：answers.advice 答案只能是文字、选项编号或评分'],
      [{ answers: {} }, '第 1 题为必答题'],
      [{ answers: GOOD, phone: '123' }, '参数错误：phone 必须是 11 位手机号'],
      [{}, '参数错误：answers 不能为空'],
    ];
    for (const [body, msg] of cases) {
      const answer = envelope(await post(id, body));
      expect(answer, JSON.stringify(body)).toMatchObject({ code: 400, msg, data: null });
    }
    expect(changedTables(before, await snapshot(db))).toEqual([]);
  });

  it('stores what was answered, trimmed and in the options’ order; unanswered optional questions are left out', async () => {
    const id = await makeSurvey(1);
    const response = await post(id, { answers: { city: ['bj'], topics: ['db', 'ai'], name: '  小王  ', advice: '第一行\r\n第二行', score: 4 } });
    expect(envelope(response)).toEqual({ code: 0, msg: '成功', msgCode: 0, data: { received: true } });
    const row = await db.selectFrom('survey_answers').select(['answers', 'respondent', 'owner_id']).where('survey_id', '=', id).executeTakeFirstOrThrow();
    expect(row.answers).toEqual({ city: 'bj', topics: ['ai', 'db'], name: '小王', advice: '第一行\n第二行', score: 4 });
    expect(row.respondent).toMatch(/^cookie:[0-9a-f]{64}$/);
    const second = await post(id, { answers: { city: 'hz', topics: [], name: '   ', advice: '', score: 1 } });
    expect(envelope(second).code).toBe(0);
    const rows = await db.selectFrom('survey_answers').select('answers').where('survey_id', '=', id).orderBy('id').execute();
    expect(rows[1]?.answers).toEqual({ city: 'hz', score: 1 });
  });

  it('identify=cookie: the first sheet sets gr_sv; the same browser again is 409 and counted once', async () => {
    const id = await makeSurvey(1);
    const first = await post(id, { answers: GOOD });
    expect(envelope(first).code).toBe(0);
    const line = setCookieLine(first, 'gr_sv') ?? '';
    expect(line).toMatch(/^gr_sv=[A-Za-z0-9_-]{43};/);
    expect(line).toMatch(/Max-Age=31536000/);
    expect(line).toMatch(/Path=\//);
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    const cookie = cookieFrom(first, 'gr_sv') as string;
    const again = await post(id, { answers: { ...GOOD, score: 1 } }, { cookie });
    expect(envelope(again)).toMatchObject({ code: 409, msg: '您已提交过本问卷' });
    expect(setCookieLine(again, 'gr_sv')).toBeUndefined();
    expect(await counts(id)).toEqual({ sheets: 1, answerCount: 1, today: 1 });
    // The same browser answers another survey once too; a signed-in console user is a respondent like any other.
    const other = await makeSurvey(1);
    const there = await post(other, { answers: GOOD }, { cookie: `${cookie}; ${demo}` });
    expect(envelope(there).code).toBe(0);
    expect(setCookieLine(there, 'gr_sv')).toBeUndefined();
    // A made-up cookie is replaced by a new one.
    const forged = await post(id, { answers: GOOD }, { cookie: 'gr_sv=short' });
    expect(envelope(forged).code).toBe(0);
    expect(cookieFrom(forged, 'gr_sv')).toMatch(/^gr_sv=[A-Za-z0-9_-]{43}$/);
    expect(await counts(id)).toEqual({ sheets: 2, answerCount: 2, today: 2 });
  });

  it('identify=phone: the phone is required and counts once, whatever the browser', async () => {
    const id = await makeSurvey(1, 'phone');
    expect(envelope(await post(id, { answers: GOOD }))).toMatchObject({ code: 400, msg: '请填写手机号' });
    const first = await post(id, { answers: GOOD, phone: '13800138000' });
    expect(envelope(first).code).toBe(0);
    expect(setCookieLine(first, 'gr_sv')).toBeUndefined();
    expect(envelope(await post(id, { answers: GOOD, phone: ' 13800138000 ' }, { cookie: `gr_sv=${'x'.repeat(43)}` }))).toMatchObject({
      code: 409,
      msg: '您已提交过本问卷',
    });
    expect(envelope(await post(id, { answers: GOOD, phone: '13900139000' })).code).toBe(0);
    const rows = await db.selectFrom('survey_answers').select('respondent').where('survey_id', '=', id).orderBy('id').execute();
    expect(rows.map((row) => row.respondent)).toEqual(['phone:13800138000', 'phone:13900139000']);
    expect(await counts(id)).toEqual({ sheets: 2, answerCount: 2, today: 2 });
  });

  it('20 parallel sheets of one respondent: exactly one is taken (cookie and phone)', async () => {
    const byCookie = await makeSurvey(1);
    const cookie = `gr_sv=${'c'.repeat(43)}`;
    const answers = await Promise.all(Array.from({ length: 20 }, (_v, i) => post(byCookie, { answers: { ...GOOD, score: (i % 5) + 1 } }, { cookie })));
    const codes = answers.map((answer) => envelope(answer).code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    expect(await counts(byCookie)).toEqual({ sheets: 1, answerCount: 1, today: 1 });

    const byPhone = await makeSurvey(1, 'phone');
    const phoned = await Promise.all(Array.from({ length: 20 }, () => post(byPhone, { answers: GOOD, phone: '13700137000' })));
    expect(phoned.map((answer) => envelope(answer).code).filter((code) => code === 0)).toHaveLength(1);
    expect(await counts(byPhone)).toEqual({ sheets: 1, answerCount: 1, today: 1 });
  });

  it('a closed survey is 409 问卷已结束, a draft or a missing one 404; nothing is written', async () => {
    const closed = await makeSurvey(2);
    const draft = await makeSurvey(0);
    const before = await snapshot(db);
    expect(envelope(await post(closed, { answers: GOOD }))).toMatchObject({ code: 409, msg: '问卷已结束', data: null });
    expect(envelope(await post(draft, { answers: GOOD }))).toMatchObject({ code: 404, msg: '问卷不存在或尚未发布' });
    expect(envelope(await post(99_999_999, { answers: GOOD }))).toMatchObject({ code: 404 });
    expect(changedTables(before, await snapshot(db))).toEqual([]);
  });

  it('reopened, it takes sheets again; the owner’s list and detail count them', async () => {
    const id = await makeSurvey(2);
    expect((await call(app, 'PUT', `/api/survey/status/${id}?status=1`, { cookie: demo })).body.code).toBe(0);
    expect(envelope(await post(id, { answers: GOOD })).code).toBe(0);
    const detail = await call<SurveyDetail>(app, 'GET', `/api/survey/${id}`, { cookie: demo });
    expect(detail.body.data).toMatchObject({ answerCount: 1, answersToday: 1, questionsLocked: true });
    // Another account sees nothing of it.
    expect((await call(app, 'GET', `/api/survey/${id}`, { cookie: demo2 })).body.code).toBe(404);
  });

  it('is refused from another site (Origin, Sec-Fetch-Site), taken from the same origin', async () => {
    const id = await makeSurvey(1);
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: PUBLIC_URL },
    ]) {
      const answer = await post(id, { answers: GOOD }, headers);
      expect(answer.statusCode).toBe(403);
      expect(envelope(answer)).toMatchObject({ code: 403, msg: '已拒绝来自其他站点的请求' });
    }
    expect(envelope(await post(id, { answers: GOOD }, { origin: PUBLIC_URL })).code).toBe(0);
    expect(envelope(await post(id, { answers: GOOD }, { 'sec-fetch-site': 'same-origin', origin: PUBLIC_URL })).code).toBe(0);
    expect((await counts(id)).sheets).toBe(2);
  });
});

/** POST over its own connection (the limits count network requests, not app.inject). */
function postOverNetwork(
  base: string,
  path: string,
  body: unknown,
): Promise<{ status: number; headers: Record<string, unknown>; body: { code: number; msg: string } }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = httpRequest(
      `${base}${path}`,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

describe('the per-address limit of the answers POST', () => {
  it(`takes ${SURVEY_ANSWERS_PER_MINUTE} sheets a minute from one address, then answers 429 with Retry-After; the survey itself still reads`, async () => {
    const limited = await createTestApp(db);
    try {
      const base = await limited.listen({ port: 0, host: '127.0.0.1' });
      const id = await makeSurvey(1, 'cookie', demo, limited);
      const answers = [];
      // Bad sheets spend the budget too (each a fresh browser: no cookie).
      for (let i = 0; i < SURVEY_ANSWERS_PER_MINUTE; i++)
        answers.push(await postOverNetwork(base, `/api/public/survey/${id}/answers`, { answers: i % 2 ? GOOD : {} }));
      expect(answers.every((answer) => answer.status === 200 && answer.body.code !== 429)).toBe(true);
      expect(answers.filter((answer) => answer.body.code === 0)).toHaveLength(SURVEY_ANSWERS_PER_MINUTE / 2);
      const refused = await postOverNetwork(base, `/api/public/survey/${id}/answers`, { answers: GOOD });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 429, msg: '请求过于频繁，请稍后再试' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Only the POST is limited: the page's GET still answers.
      const read = await fetch(`${base}/api/public/survey/${id}`);
      expect(((await read.json()) as { code: number }).code).toBe(0);
      // And in-process calls are never counted.
      expect(envelope(await post(id, { answers: GOOD }, {}, limited)).code).toBe(0);
    } finally {
      limited.server.closeAllConnections();
      await limited.close();
    }
  });
});

describe('the answers limit without the console limits', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('still holds when RATE_LIMIT_API, _PAGES and _PAGES_ADDRESS are all 0 (the module registers the limiter itself)', async () => {
    for (const name of ['RATE_LIMIT_API', 'RATE_LIMIT_PAGES', 'RATE_LIMIT_PAGES_ADDRESS']) vi.stubEnv(name, '0');
    const limited = await createTestApp(db);
    try {
      const base = await limited.listen({ port: 0, host: '127.0.0.1' });
      const id = await makeSurvey(1, 'cookie', demo, limited);
      const url = `/api/public/survey/${id}/answers`;
      for (let i = 0; i < SURVEY_ANSWERS_PER_MINUTE; i++) expect((await postOverNetwork(base, url, { answers: {} })).body.code).toBe(400);
      expect((await postOverNetwork(base, url, { answers: GOOD })).status).toBe(429);
    } finally {
      limited.server.closeAllConnections();
      await limited.close();
    }
  });
});

describe.skipIf(!TEST_DATABASE_URL)('issue 23 on PostgreSQL, two processes', () => {
  let pgSchema: PostgresSchema;
  let apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const one of apps) await one.close();
    await pgSchema?.drop();
  });

  it('20 parallel sheets of one respondent sent to both processes: exactly one is taken, counted once', async () => {
    pgSchema = await postgresSchema('surveys');
    apps = [await createTestApp(pgSchema.open()), await createTestApp(pgSchema.open())];
    const [one, two] = apps as [FastifyInstance, FastifyInstance];
    const cookie = await signIn(one, 'demo');
    const pg = pgSchema.open();
    for (const identify of ['cookie', 'phone'] as const) {
      const id = await makeSurvey(1, identify, cookie, one);
      const headers: Record<string, string> = identify === 'cookie' ? { cookie: `gr_sv=${'p'.repeat(43)}` } : {};
      const body = identify === 'phone' ? { answers: GOOD, phone: '13600136000' } : { answers: GOOD };
      const answers = await Promise.all(Array.from({ length: 20 }, (_v, i) => post(id, body, headers, i % 2 ? one : two)));
      const codes = answers.map((answer) => envelope(answer).code);
      expect(
        codes.filter((code) => code === 0),
        identify,
      ).toHaveLength(1);
      expect(
        codes.filter((code) => code === 409),
        identify,
      ).toHaveLength(19);
      const survey = await pg.selectFrom('surveys').select('answer_count').where('id', '=', id).executeTakeFirstOrThrow();
      const sheets = await pg.selectFrom('survey_answers').select('id').where('survey_id', '=', id).execute();
      const days = await pg.selectFrom('survey_daily_answers').select('answers').where('survey_id', '=', id).execute();
      expect({ count: survey.answer_count, sheets: sheets.length, days: days.map((day) => day.answers) }).toEqual({ count: 1, sheets: 1, days: [1] });
      // The results read the same sheet.
      const results = await call<{ total: number }>(two, 'GET', `/api/survey/${id}/results`, { cookie });
      expect(results.body.data.total).toBe(1);
    }
  }, 120_000);
});

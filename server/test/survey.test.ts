import { type Page, type Survey, surveyPage, survey as surveySchema } from '@greenroom/contracts';
import { describe, expect, it } from 'vitest';
import { chinaDay } from '../src/lib/days';
import { changedTables, snapshot } from './dbSnapshot';
import { signedInApp } from './helpers';
import { call } from './request';

const signedIn = signedInApp();

async function list(query = '', cookie = signedIn.demo): Promise<Page<Survey>> {
  const { body } = await call<Page<Survey>>(signedIn.app, 'GET', `/api/survey/list${query}`, { cookie });
  expect(body.code).toBe(0);
  return surveyPage.parse(body.data);
}

async function addSurvey(status: 0 | 1 | 2, questions: number): Promise<number> {
  const now = new Date();
  const row = await signedIn.db
    .insertInto('surveys')
    .values({ owner_id: signedIn.demoId, title: `测试问卷 ${status}-${questions}`, status, question_count: questions, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const toggle = (id: number, query = '', cookie = signedIn.demo) => call<Survey>(signedIn.app, 'PUT', `/api/survey/status/${id}${query}`, { cookie });

describe('GET /api/survey/list', () => {
  it('pages the owner’s surveys newest first with their status text', async () => {
    const all = await list('?pageSize=100');
    expect(all.total).toBe(14);
    for (let i = 1; i < all.list.length; i++) {
      const prev = all.list[i - 1] as Survey;
      const cur = all.list[i] as Survey;
      expect(Date.parse(prev.createdAt) >= Date.parse(cur.createdAt)).toBe(true);
    }
    const texts = { 0: '草稿', 1: '收集中', 2: '已结束' } as const;
    for (const item of all.list) expect(item.statusText).toBe(texts[item.status]);
    const second = await list('?pageNum=2&pageSize=5');
    expect(second.list.map((item) => item.id)).toEqual(all.list.slice(5, 10).map((item) => item.id));
    expect((await list('', signedIn.demo2)).total).toBe(4);
  });

  it('filters by keyword, status and created-day range', async () => {
    expect((await list(`?keyword=${encodeURIComponent('满意度')}`)).list.every((item) => item.title.includes('满意度'))).toBe(true);
    for (const status of [0, 1, 2]) {
      const page = await list(`?status=${status}&pageSize=100`);
      expect(page.total).toBeGreaterThan(0);
      expect(page.list.every((item) => item.status === status)).toBe(true);
    }
    const target = (await list('?pageSize=100')).list[4] as Survey;
    const day = chinaDay(new Date(target.createdAt));
    const sameDay = await list(`?startDate=${day}&endDate=${day}`);
    expect(sameDay.list.map((item) => item.id)).toContain(target.id);
  });

  it("answers each survey's answers of today (China day) from the daily rollup", async () => {
    const all = await list('?pageSize=100');
    const today = chinaDay(new Date());
    const rows = await signedIn.db.selectFrom('survey_daily_answers').select(['survey_id', 'answers']).where('day', '=', today).execute();
    const expected = new Map(rows.map((row) => [row.survey_id, row.answers]));
    for (const item of all.list) expect(item.answersToday).toBe(expected.get(item.id) ?? 0);
    // The demo shows collecting surveys answered today; drafts and closed ones get none today.
    expect(all.list.some((item) => item.status === 1 && item.answersToday > 0)).toBe(true);
    for (const item of all.list.filter((survey) => survey.status !== 1)) expect(item.answersToday).toBe(0);
    for (const item of all.list) expect(item.answersToday).toBeLessThanOrEqual(item.answerCount);
    // demo2 has answers of its own, never demo's.
    const foreign = await list('?status=1', signedIn.demo2);
    expect(foreign.list.some((item) => item.answersToday > 0)).toBe(true);
  });

  it('a status move answers the survey with its answers of today', async () => {
    const id = await addSurvey(1, 3);
    await signedIn.db
      .insertInto('survey_daily_answers')
      .values({ survey_id: id, owner_id: signedIn.demoId, day: chinaDay(new Date()), answers: 7 })
      .execute();
    const closed = surveySchema.parse((await toggle(id)).body.data);
    expect(closed).toMatchObject({ status: 2, answersToday: 7 });
    expect((await list('?status=2&pageSize=100')).list.find((item) => item.id === id)?.answersToday).toBe(7);
  });

  it('refuses bad filters with a Chinese message', async () => {
    for (const [query, msg] of [
      ['?status=3', '参数错误：status 只能是 0、1、2 之一'],
      ['?status=abc', '参数错误：status 只能是 0、1、2 之一'],
      ['?pageSize=1000', '参数错误：pageSize 不能大于 100'],
      ['?endDate=2024-01-01&startDate=2024-02-01', '参数错误：endDate 不能早于 startDate'],
    ]) {
      const { body } = await call(signedIn.app, 'GET', `/api/survey/list${query}`, { cookie: signedIn.demo });
      expect(body).toMatchObject({ code: 400, msg });
    }
  });
});

describe('PUT /api/survey/status/{id}', () => {
  it('toggles draft → collecting → closed → collecting', async () => {
    const id = await addSurvey(0, 5);
    const published = surveySchema.parse((await toggle(id)).body.data);
    expect(published).toMatchObject({ id, status: 1, statusText: '收集中' });
    expect(published.publishedAt).not.toBeNull();
    const closed = (await toggle(id)).body.data;
    expect(closed).toMatchObject({ status: 2, statusText: '已结束' });
    expect(closed.closedAt).not.toBeNull();
    expect((await toggle(id)).body.data).toMatchObject({ status: 1 });
  });

  it('moves to an asked-for status when legal', async () => {
    const id = await addSurvey(1, 3);
    expect((await toggle(id, '?status=2')).body.data.status).toBe(2);
    expect((await toggle(id, '?status=1')).body.data.status).toBe(1);
  });

  it('refuses illegal moves with the reason and changes nothing', async () => {
    const empty = await addSurvey(0, 0);
    const draft = await addSurvey(0, 4);
    const open = await addSurvey(1, 4);
    const closed = await addSurvey(2, 4);
    const before = await snapshot(signedIn.db);
    const cases: [number, string, number, string][] = [
      [empty, '', 409, '问卷还没有题目，不能发布'],
      [empty, '?status=1', 409, '问卷还没有题目，不能发布'],
      [draft, '?status=2', 409, '草稿问卷尚未发布，不能结束'],
      [open, '?status=1', 409, '问卷已在收集中'],
      [closed, '?status=2', 409, '问卷已结束'],
      [draft, '?status=0', 400, '参数错误：status 只能是 1、2 之一'],
      [draft, '?status=9', 400, '参数错误：status 只能是 1、2 之一'],
    ];
    for (const [id, query, code, msg] of cases) {
      expect((await toggle(id, query)).body).toMatchObject({ code, msg, data: null });
    }
    expect(changedTables(before, await snapshot(signedIn.db))).toEqual([]);
  });

  it("another account's survey, a missing or a bad id is refused", async () => {
    const foreign = (await list('', signedIn.demo2)).list[0] as Survey;
    const before = await snapshot(signedIn.db);
    expect((await toggle(foreign.id)).body).toEqual({ code: 404, msg: '数据不存在或无权访问', msgCode: 404, data: null });
    expect((await toggle(99999999)).body.code).toBe(404);
    expect((await toggle(0)).body).toMatchObject({ code: 400, msg: '参数错误：id 不能小于 1' });
    expect(changedTables(before, await snapshot(signedIn.db))).toEqual([]);
    expect((await list('', signedIn.demo2)).list[0]).toEqual(foreign);
  });
});

describe('DELETE /api/survey/{id}', () => {
  it('deletes drafts and closed surveys, but a collecting one must be closed first', async () => {
    const draft = await addSurvey(0, 0);
    const closed = await addSurvey(2, 3);
    const open = await addSurvey(1, 3);
    expect((await call(signedIn.app, 'DELETE', `/api/survey/${draft}`, { cookie: signedIn.demo })).body).toMatchObject({ code: 0, data: { id: draft } });
    expect((await call(signedIn.app, 'DELETE', `/api/survey/${closed}`, { cookie: signedIn.demo })).body.code).toBe(0);
    const refused = await call(signedIn.app, 'DELETE', `/api/survey/${open}`, { cookie: signedIn.demo });
    expect(refused.body).toMatchObject({ code: 409, msg: '问卷正在收集中，请先结束再删除' });
    const remaining = await signedIn.db.selectFrom('surveys').select('id').where('id', 'in', [draft, closed, open]).execute();
    expect(remaining.map((row) => row.id)).toEqual([open]);
    expect((await call(signedIn.app, 'DELETE', `/api/survey/${draft}`, { cookie: signedIn.demo })).body.code).toBe(404);
  });

  it("another account's survey is not found and stays", async () => {
    const foreign = (await list('?status=2', signedIn.demo2)).list[0] as Survey;
    const before = await snapshot(signedIn.db);
    expect((await call(signedIn.app, 'DELETE', `/api/survey/${foreign.id}`, { cookie: signedIn.demo })).body.code).toBe(404);
    expect(changedTables(before, await snapshot(signedIn.db))).toEqual([]);
  });
});

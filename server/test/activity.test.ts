import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { api, createTestApp, createTestDb, signIn } from './helpers';

interface Activity {
  id: number;
  title: string;
  coverUrl: string;
  status: string;
  startTime: string;
  endTime: string | null;
  groupId: number | null;
  groupName: string | null;
  viewCount: number;
  createdAt: string;
}
interface Page {
  pageNum: number;
  pageSize: number;
  total: number;
  list: Activity[];
}

let db: Kysely<Database>;
let app: FastifyInstance;
let demo: string;
let demo2: string;
let demoId: number;
let demo2Id: number;

beforeAll(async () => {
  db = await createTestDb();
  app = await createTestApp(db);
  demo = await signIn(app, 'demo');
  demo2 = await signIn(app, 'demo2');
  const users = await db.selectFrom('users').select(['id', 'username']).execute();
  demoId = users.find((user) => user.username === 'demo')?.id ?? 0;
  demo2Id = users.find((user) => user.username === 'demo2')?.id ?? 0;
});

afterAll(async () => {
  await app.close();
  await db.destroy();
});

async function list(query: string, cookie = demo): Promise<Page> {
  const { body } = await api(app, 'GET', `/api/activity/twzb/list${query}`, cookie);
  expect(body.code).toBe(0);
  return body.data as Page;
}

describe('twzb list paging/keyword/group filter/ordering', () => {
  it('defaults to page 1 of 10, newest first, with the documented fields', async () => {
    const page = await list('');
    expect(page).toMatchObject({ pageNum: 1, pageSize: 10, total: 35 });
    expect(page.list).toHaveLength(10);
    expect(Object.keys(page.list[0] ?? {}).sort()).toEqual(
      ['coverUrl', 'createdAt', 'endTime', 'groupId', 'groupName', 'id', 'startTime', 'status', 'title', 'viewCount'].sort(),
    );
    for (const item of page.list) {
      expect(['not_started', 'live', 'ended']).toContain(item.status);
    }
  });

  it('orders by created_at desc then id desc across pages, without overlap', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((n) => list(`?pageNum=${n}&pageSize=10`)));
    const all = pages.flatMap((page) => page.list);
    expect(all).toHaveLength(35);
    expect(new Set(all.map((item) => item.id)).size).toBe(35);
    for (let i = 1; i < all.length; i++) {
      const prev = all[i - 1] as Activity;
      const cur = all[i] as Activity;
      const prevTime = Date.parse(prev.createdAt);
      const curTime = Date.parse(cur.createdAt);
      expect(prevTime > curTime || (prevTime === curTime && prev.id > cur.id)).toBe(true);
    }
    expect(pages[3]?.list).toHaveLength(5);
    const beyond = await list('?pageNum=99&pageSize=10');
    expect(beyond).toMatchObject({ total: 35, list: [] });
  });

  it('ties on created_at are broken by id desc', async () => {
    const same = new Date('2020-01-01T00:00:00Z');
    const inserted = await db
      .insertInto('twzb_activities')
      .values([1, 2, 3].map((n) => ({ owner_id: demo2Id, title: `同刻活动${n}`, status: 'ended' as const, start_time: same, created_at: same })))
      .returning('id')
      .execute();
    const page = await list('?keyword=同刻活动', demo2);
    expect(page.list.map((item) => item.id)).toEqual(inserted.map((row) => row.id).sort((a, b) => b - a));
    await db
      .deleteFrom('twzb_activities')
      .where(
        'id',
        'in',
        inserted.map((row) => row.id),
      )
      .execute();
  });

  it('keyword matches titles case-insensitively and treats % and _ literally', async () => {
    const titles = ['100%满意度调查', '双十一_大促', 'Greenroom Summit'];
    await db
      .insertInto('twzb_activities')
      .values(titles.map((title) => ({ owner_id: demoId, title, status: 'not_started' as const, start_time: new Date() })))
      .execute();

    expect((await list(`?keyword=${encodeURIComponent('%')}`)).list.map((item) => item.title)).toEqual(['100%满意度调查']);
    expect((await list(`?keyword=${encodeURIComponent('_')}`)).list.map((item) => item.title)).toEqual(['双十一_大促']);
    expect((await list('?keyword=greenroom%20summit')).total).toBe(1);
    // Another user's titles never match.
    expect((await list('?keyword=Greenroom', demo2)).total).toBe(0);

    const annual = await list(`?keyword=${encodeURIComponent('年会')}&pageSize=100`);
    expect(annual.total).toBeGreaterThan(0);
    expect(annual.list.every((item) => item.title.includes('年会'))).toBe(true);
    // Blank keyword is ignored.
    expect((await list('?keyword=%20%20')).total).toBe(38);

    await db.deleteFrom('twzb_activities').where('title', 'in', titles).execute();
  });

  it('groupId filters to one group and names it', async () => {
    const groups = await api(app, 'GET', '/api/activity/twzb/group-list', demo);
    const groupList = groups.body.data as { id: number; name: string; count: number }[];
    expect(groupList.map((group) => group.name)).toEqual(['企业年会', '产品发布', '教育培训', '体育赛事']);
    const group = groupList[0] as { id: number; name: string; count: number };
    const page = await list(`?groupId=${group.id}&pageSize=100`);
    expect(page.total).toBe(group.count);
    expect(page.list.every((item) => item.groupId === group.id && item.groupName === group.name)).toBe(true);
    // Group counts add up to the grouped activities.
    const all = await list('?pageSize=100');
    const grouped = all.list.filter((item) => item.groupId !== null).length;
    expect(groupList.reduce((sum, g) => sum + g.count, 0)).toBe(grouped);
  });

  it("another user's group id filters to nothing", async () => {
    const theirs = await api(app, 'GET', '/api/activity/twzb/group-list', demo2);
    const foreignGroup = (theirs.body.data as { id: number }[])[0];
    const page = await list(`?groupId=${foreignGroup?.id}`);
    expect(page).toMatchObject({ total: 0, list: [] });
  });

  it('the second user sees only their own activities and groups', async () => {
    const page = await list('?pageSize=100', demo2);
    expect(page.total).toBe(8);
    const groups = await api(app, 'GET', '/api/activity/twzb/group-list', demo2);
    expect((groups.body.data as unknown[]).length).toBe(2);
  });

  it('rejects out-of-range paging with a Chinese message', async () => {
    for (const query of ['?pageSize=0', '?pageSize=101', '?pageNum=0', '?pageNum=-1', '?groupId=abc']) {
      const { status, body } = await api(app, 'GET', `/api/activity/twzb/list${query}`, demo);
      expect(status).toBe(200);
      expect(body.code).toBe(400);
      expect(body.msg).toMatch(/^参数错误：/);
    }
  });
});

describe('deleting activities', () => {
  it("deleting another user's activity answers not found and the row still exists", async () => {
    const foreign = await db.selectFrom('twzb_activities').select('id').where('owner_id', '=', demo2Id).orderBy('id').executeTakeFirstOrThrow();
    const { status, body } = await api(app, 'DELETE', `/api/activity/twzb/${foreign.id}`, demo);
    expect(status).toBe(200);
    expect(body).toEqual({ code: 404, msg: '数据不存在或无权访问', msgCode: 404, data: null });
    const still = await db.selectFrom('twzb_activities').select('id').where('id', '=', foreign.id).executeTakeFirst();
    expect(still?.id).toBe(foreign.id);
  });

  it('deleting a missing id answers not found', async () => {
    const { body } = await api(app, 'DELETE', '/api/activity/twzb/987654', demo);
    expect(body.code).toBe(404);
  });

  it('deleting your own activity removes it once', async () => {
    const before = await list('');
    const target = before.list[0] as Activity;
    const first = await api(app, 'DELETE', `/api/activity/twzb/${target.id}`, demo);
    expect(first.body).toMatchObject({ code: 0, data: null });
    const after = await list('');
    expect(after.total).toBe(before.total - 1);
    expect(after.list.some((item) => item.id === target.id)).toBe(false);
    const second = await api(app, 'DELETE', `/api/activity/twzb/${target.id}`, demo);
    expect(second.body.code).toBe(404);
  });

  it('requires a session', async () => {
    const { status } = await api(app, 'DELETE', '/api/activity/twzb/1');
    expect(status).toBe(401);
  });
});

/** Counts straight from the rows, to check the trigger-kept counters (migration 0005) against. */
async function countRows(table: 'twzb_activities' | 'event_activities', where: (q: ReturnType<typeof rowsOf>) => ReturnType<typeof rowsOf>) {
  const row = await where(rowsOf(table))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
const rowsOf = (table: 'twzb_activities' | 'event_activities') => db.selectFrom(table).where('owner_id', '=', demoId);

describe('list totals from trigger-kept counters (issue 4: lists fast at scale)', () => {
  it('twzb totals and group counts follow inserts, group moves, group deletion and deletes', async () => {
    const groups = async () => (await api(app, 'GET', '/api/activity/twzb/group-list', demo)).body.data as { id: number; count: number }[];
    const check = async () => {
      const all = await countRows('twzb_activities', (q) => q);
      expect((await list('')).total).toBe(all);
      // The counter rows themselves (what the list reads instead of counting).
      const counted = await db
        .selectFrom('twzb_counts')
        .select(sql<string>`coalesce(sum(n), 0)`.as('n'))
        .where('owner_id', '=', demoId)
        .executeTakeFirstOrThrow();
      expect(Number(counted.n)).toBe(all);
      for (const group of await groups()) {
        const rows = await countRows('twzb_activities', (q) => q.where('group_id', '=', group.id));
        expect(group.count).toBe(rows);
        expect((await list(`?groupId=${group.id}`)).total).toBe(rows);
      }
    };
    await check();
    const extra = await db.insertInto('twzb_groups').values({ owner_id: demoId, name: '计数分组' }).returning('id').executeTakeFirstOrThrow();
    const inserted = await db
      .insertInto('twzb_activities')
      .values([1, 2, 3].map((n) => ({ owner_id: demoId, group_id: extra.id, title: `计数活动${n}`, status: 'live' as const, start_time: new Date() })))
      .returning('id')
      .execute();
    await check();
    const [first, second] = await groups();
    await db
      .updateTable('twzb_activities')
      .set({ group_id: second?.id ?? null })
      .where('group_id', '=', first?.id ?? 0)
      .execute();
    await check();
    // Deleting a group ungroups its activities (on delete set null): counted under no group.
    await db.deleteFrom('twzb_groups').where('id', '=', extra.id).execute();
    await check();
    await db
      .deleteFrom('twzb_activities')
      .where(
        'id',
        'in',
        inserted.map((row) => row.id),
      )
      .execute();
    await check();
  });

  it('event totals by status and day range agree with the rows, and the page is the newest of them', async () => {
    const events = async (query: string) => (await api(app, 'GET', `/api/activity/event/list${query}`, demo)).body.data as Page;
    const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
    const some = await db.selectFrom('event_activities').select('created_at').where('owner_id', '=', demoId).orderBy('created_at').execute();
    const middle = some[Math.floor(some.length / 2)]?.created_at ?? new Date();
    const day = new Date(middle.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
    for (const status of ['', 'not_started', 'ongoing', 'ended']) {
      const page = await events(`?pageSize=100&startDate=${day}${status ? `&status=${status}` : ''}`);
      const rows = await countRows('event_activities', (q) => {
        const since = q.where('created_at', '>=', dayStart(day));
        return status ? since.where('status', '=', status as 'ended') : since;
      });
      expect(page.total).toBe(rows);
      expect(page.list).toHaveLength(Math.min(rows, 100));
    }
    // A status change moves one event between counters.
    const target = await db.selectFrom('event_activities').select(['id', 'status']).where('owner_id', '=', demoId).executeTakeFirstOrThrow();
    const next = target.status === 'ended' ? 'ongoing' : 'ended';
    const before = (await events(`?status=${next}`)).total;
    await db.updateTable('event_activities').set({ status: next }).where('id', '=', target.id).execute();
    expect((await events(`?status=${next}`)).total).toBe(before + 1);
    await db.updateTable('event_activities').set({ status: target.status }).where('id', '=', target.id).execute();
    expect((await events(`?status=${next}`)).total).toBe(before);
    expect((await events('')).total).toBe(await countRows('event_activities', (q) => q));
  });
});

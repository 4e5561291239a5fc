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
      ['coverUrl', 'coverThumbUrl', 'createdAt', 'endTime', 'groupId', 'groupName', 'id', 'startTime', 'status', 'title', 'viewCount'].sort(),
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

type Status = 'not_started' | 'live' | 'ended';
interface LiveRow {
  title: string;
  status: Status;
  /** ISO instants. */
  start: string;
  created: string;
  groupId?: number | null;
}

/** Inserts lives for `ownerId` (demo2 unless told), runs `body`, then deletes them again. */
async function withLives(rows: LiveRow[], body: (ids: number[]) => Promise<void>, ownerId = demo2Id): Promise<void> {
  const inserted = await db
    .insertInto('twzb_activities')
    .values(
      rows.map((row) => ({
        owner_id: ownerId,
        group_id: row.groupId ?? null,
        title: row.title,
        status: row.status,
        start_time: row.start,
        created_at: row.created,
      })),
    )
    .returning('id')
    .execute();
  try {
    await body(inserted.map((row) => row.id));
  } finally {
    await db
      .deleteFrom('twzb_activities')
      .where(
        'id',
        'in',
        inserted.map((row) => row.id),
      )
      .execute();
  }
}

/** Every row of a list, page by page (pageSize 7, so page borders fall inside runs of equal keys). */
async function everyPage(query: string, cookie = demo): Promise<Activity[]> {
  const first = await list(`?pageSize=7&pageNum=1${query}`, cookie);
  const pages = await Promise.all(Array.from({ length: Math.ceil(first.total / 7) - 1 }, (_, i) => list(`?pageSize=7&pageNum=${i + 2}${query}`, cookie)));
  const all = [first, ...pages].flatMap((page) => page.list);
  expect(all).toHaveLength(first.total);
  expect(new Set(all.map((item) => item.id)).size).toBe(first.total);
  return all;
}

/** `rows` ordered by `key`, then id, both in `direction`. */
function sortedBy(rows: Activity[], key: 'startTime' | 'createdAt', direction: 'asc' | 'desc'): number[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * (Date.parse(a[key]) - Date.parse(b[key]) || a.id - b.id)).map((row) => row.id);
}

describe('twzb list: status, created-day range and sorting', () => {
  it('the demo seed has lives in every status, starting on past and future days', async () => {
    const now = Date.now();
    const day = 24 * 3600_000;
    const of = async (status: Status) => (await list(`?status=${status}&pageSize=100`)).list.map((item) => Date.parse(item.startTime));
    const upcoming = await of('not_started');
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    expect(upcoming.every((start) => start > now)).toBe(true);
    expect(new Set(upcoming.map((start) => Math.floor(start / day))).size).toBeGreaterThanOrEqual(2);
    const live = await of('live');
    expect(live.length).toBeGreaterThanOrEqual(1);
    expect(live.every((start) => start <= now)).toBe(true);
    const ended = await of('ended');
    expect(ended.length).toBeGreaterThanOrEqual(3);
    expect(ended.filter((start) => start < now - 7 * day).length).toBeGreaterThanOrEqual(1);
  });

  it('start times are never null in the database, so a start-time sort has no missing times to place', async () => {
    const columns = await sql<{ table_name: string; is_nullable: string }>`
      select table_name, is_nullable from information_schema.columns
      where column_name = 'start_time' and table_name in ('twzb_activities', 'event_activities')`.execute(db);
    expect(columns.rows.map((row) => `${row.table_name}:${row.is_nullable}`).sort()).toEqual(['event_activities:NO', 'twzb_activities:NO']);
  });

  it('status narrows the list to that status, and the total counts only those', async () => {
    const all = await list('?pageSize=100');
    for (const status of ['not_started', 'live', 'ended'] as const) {
      const expected = all.list.filter((item) => item.status === status).map((item) => item.id);
      const page = await list(`?status=${status}&pageSize=100`);
      expect(page.total).toBe(expected.length);
      expect(page.list.map((item) => item.id)).toEqual(expected);
    }
    // Blank means no filter.
    expect((await list('?status=')).total).toBe(all.total);
    // With a group as well: both apply.
    const grouped = all.list.find((item) => item.groupId !== null) as Activity;
    const both = await list(`?status=${grouped.status}&groupId=${grouped.groupId}&pageSize=100`);
    const expected = all.list.filter((item) => item.status === grouped.status && item.groupId === grouped.groupId);
    expect(both.total).toBe(expected.length);
    expect(both.list.map((item) => item.id)).toEqual(expected.map((item) => item.id));
  });

  it('startDate/endDate keep lives created on those China days, both inclusive, and count them', async () => {
    const at = (title: string, created: string): LiveRow => ({ title, status: 'ended', start: created, created });
    await withLives(
      [
        at('区间直播-前一天末', '2021-03-09T15:59:59Z'),
        at('区间直播-首日零点', '2021-03-09T16:00:00Z'),
        at('区间直播-末日深夜', '2021-03-11T15:59:59Z'),
        at('区间直播-次日零点', '2021-03-11T16:00:00Z'),
      ],
      async () => {
        const titles = async (query: string) => {
          const page = await list(`${query}&pageSize=100`, demo2);
          expect(page.total).toBe(page.list.length);
          return page.list.map((item) => item.title);
        };
        expect(await titles('?startDate=2021-03-10&endDate=2021-03-11')).toEqual(['区间直播-末日深夜', '区间直播-首日零点']);
        expect(await titles('?endDate=2021-03-09')).toEqual(['区间直播-前一天末']);
        expect(await titles('?startDate=2021-03-12&endDate=2021-03-12')).toEqual(['区间直播-次日零点']);
        // Open-ended: everything from 2021-03-10 on, the seeded lives (created in the last 30 days) too.
        expect((await list('?startDate=2021-03-10', demo2)).total).toBe(8 + 3);
      },
    );
  });

  it('sort=startTime orders by start time (newest first, ties by id), order=asc the other way, across pages', async () => {
    const created = await everyPage('');
    const byStart = await everyPage('&sort=startTime');
    expect(byStart.map((item) => item.id)).toEqual(sortedBy(created, 'startTime', 'desc'));
    // The seed's upcoming lives were created before the others started: the two orders differ.
    expect(byStart.map((item) => item.id)).not.toEqual(created.map((item) => item.id));
    expect((await everyPage('&sort=startTime&order=asc')).map((item) => item.id)).toEqual(sortedBy(created, 'startTime', 'asc'));
    expect((await everyPage('&sort=startTime&order=desc')).map((item) => item.id)).toEqual(sortedBy(created, 'startTime', 'desc'));
    // The created-time order (the default) turns round too.
    expect((await everyPage('&order=asc')).map((item) => item.id)).toEqual(sortedBy(created, 'createdAt', 'asc'));
    expect((await everyPage('&sort=createdAt')).map((item) => item.id)).toEqual(sortedBy(created, 'createdAt', 'desc'));
  });

  it('lives starting at the same moment keep a stable order by id', async () => {
    const same = '2022-06-01T02:00:00Z';
    await withLives(
      [1, 2, 3, 4].map((n) => ({ title: `同时开播${n}`, status: 'ended' as const, start: same, created: `2022-05-0${n}T02:00:00Z` })),
      async (ids) => {
        const ascending = [...ids].sort((a, b) => a - b);
        const order = async (query: string) => (await list(`?keyword=同时开播&sort=startTime${query}`, demo2)).list.map((item) => item.id);
        expect(await order('')).toEqual([...ascending].reverse());
        expect(await order('&order=asc')).toEqual(ascending);
        // Pages of one split the tie the same way.
        const paged = await Promise.all(
          [1, 2, 3, 4].map(async (n) => (await list(`?keyword=同时开播&sort=startTime&order=asc&pageSize=1&pageNum=${n}`, demo2)).list[0]?.id),
        );
        expect(paged).toEqual(ascending);
      },
    );
  });

  it('keyword, status, created days and start-time sort apply together', async () => {
    const row = (title: string, status: Status, created: string, start: string): LiveRow => ({ title, status, created, start });
    await withLives(
      [
        row('组合筛选-晚开播', 'live', '2021-05-10T02:00:00Z', '2021-05-20T12:00:00Z'),
        row('组合筛选-早开播', 'live', '2021-05-09T16:00:00Z', '2021-05-15T12:00:00Z'),
        row('组合筛选-状态不符', 'ended', '2021-05-10T03:00:00Z', '2021-05-16T12:00:00Z'),
        row('组合筛选-日期不符', 'live', '2021-05-10T16:00:00Z', '2021-05-17T12:00:00Z'),
        row('标题不符', 'live', '2021-05-10T04:00:00Z', '2021-05-18T12:00:00Z'),
      ],
      async () => {
        const query = `?keyword=${encodeURIComponent('组合筛选')}&status=live&startDate=2021-05-10&endDate=2021-05-10&sort=startTime`;
        const asc = await list(`${query}&order=asc`, demo2);
        expect(asc.total).toBe(2);
        expect(asc.list.map((item) => item.title)).toEqual(['组合筛选-早开播', '组合筛选-晚开播']);
        expect((await list(query, demo2)).list.map((item) => item.title)).toEqual(['组合筛选-晚开播', '组合筛选-早开播']);
        // Page 2 of one: the total is still that of the whole match.
        expect(await list(`${query}&order=asc&pageSize=1&pageNum=2`, demo2)).toMatchObject({ total: 2, list: [{ title: '组合筛选-晚开播' }] });
        // Demo's own list has none of them.
        expect((await list(query)).total).toBe(0);
      },
    );
  });

  it('rejects an unknown status, sort or order and a bad range with a Chinese message', async () => {
    const cases: [string, RegExp][] = [
      ['?status=archived', /^参数错误：status 只能是 not_started、live、ended 之一/],
      ['?status=ongoing', /status 只能是/],
      ['?status=1%20or%201%3D1', /status/],
      ['?sort=title', /^参数错误：sort 只能是 createdAt、startTime 之一/],
      ['?sort=start_time', /sort 只能是/],
      ['?sort=startTime%3Bdrop%20table%20twzb_activities', /sort/],
      ['?order=up', /^参数错误：order 只能是 asc、desc 之一/],
      ['?order=DESC', /order 只能是/],
      ['?startDate=2024-02-30', /startDate 不是有效的日期/],
      ['?startDate=2024-05-02&endDate=2024-05-01', /endDate 不能早于 startDate/],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await api(app, 'GET', `/api/activity/twzb/list${query}`, demo);
      expect(status).toBe(200);
      expect(body.code).toBe(400);
      expect(body.data).toBeNull();
      expect(body.msg).toMatch(message);
    }
  });

  it("demo2 never sees demo's lives, whatever the filters and order", async () => {
    const demoIds = new Set((await db.selectFrom('twzb_activities').select('id').where('owner_id', '=', demoId).execute()).map((row) => row.id));
    const demo2Count = Number(
      (
        await db
          .selectFrom('twzb_activities')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('owner_id', '=', demo2Id)
          .executeTakeFirstOrThrow()
      ).n,
    );
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    for (const query of [
      '?sort=startTime',
      '?sort=startTime&order=asc',
      '?order=asc',
      '?status=live',
      '?status=not_started&sort=startTime&order=asc',
      '?status=ended&sort=startTime',
      `?startDate=2000-01-01&endDate=${today}&sort=startTime`,
      `?keyword=${encodeURIComponent('年会')}&status=ended`,
    ]) {
      const theirs = await list(`${query}&pageSize=100`, demo2);
      expect(theirs.list.some((item) => demoIds.has(item.id))).toBe(false);
      expect(theirs.total).toBeLessThanOrEqual(demo2Count);
      expect(theirs.total).toBe(theirs.list.length);
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

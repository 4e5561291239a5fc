import type { ActivityEvent, Page } from '@greenroom/contracts';
import { describe, expect, it } from 'vitest';
import { signedInApp } from './helpers';
import { call, data, expectBadRequest, expectNotFound } from './mediaHelpers';

const signedIn = signedInApp();

const list = (query: string, cookie = signedIn.demo) => data<Page<ActivityEvent>>(signedIn.app, 'GET', `/api/activity/event/list${query}`, cookie);

describe('GET /api/activity/event/list', () => {
  it('answers page 1 of 10, newest first, with the documented fields', async () => {
    const page = await list('');
    expect(page).toMatchObject({ pageNum: 1, pageSize: 10, total: 24 });
    expect(page.list).toHaveLength(10);
    expect(Object.keys(page.list[0] ?? {}).sort()).toEqual(
      [
        'address',
        'city',
        'coverUrl',
        'coverThumbUrl',
        'createdAt',
        'endTime',
        'id',
        'registrationCount',
        'signInCount',
        'startTime',
        'status',
        'title',
        'viewCount',
      ].sort(),
    );
    for (const event of page.list) {
      expect(['not_started', 'ongoing', 'ended']).toContain(event.status);
      expect(event.signInCount).toBeLessThanOrEqual(event.registrationCount);
    }
  });

  it('pages through every event once, newest first', async () => {
    const pages = await Promise.all([1, 2, 3].map((n) => list(`?pageNum=${n}&pageSize=10`)));
    const all = pages.flatMap((page) => page.list);
    expect(all).toHaveLength(24);
    expect(new Set(all.map((event) => event.id)).size).toBe(24);
    for (let i = 1; i < all.length; i++) {
      const previous = all[i - 1] as ActivityEvent;
      const current = all[i] as ActivityEvent;
      expect(Date.parse(previous.createdAt)).toBeGreaterThanOrEqual(Date.parse(current.createdAt));
    }
    expect((await list('?pageNum=9')).list).toEqual([]);
  });

  it('the second user sees only their own events', async () => {
    const theirs = await list('?pageSize=100', signedIn.demo2);
    expect(theirs.total).toBe(6);
    const ids = new Set((await list('?pageSize=100')).list.map((event) => event.id));
    expect(theirs.list.some((event) => ids.has(event.id))).toBe(false);
  });

  it('filters by keyword on the title or the city, literally', async () => {
    const shanghai = await list(`?keyword=${encodeURIComponent('上海')}&pageSize=100`);
    expect(shanghai.total).toBeGreaterThan(0);
    expect(shanghai.list.every((event) => event.city.includes('上海') || event.title.includes('上海'))).toBe(true);
    const forum = await list(`?keyword=${encodeURIComponent('论坛')}&pageSize=100`);
    expect(forum.total).toBeGreaterThan(0);
    expect(forum.list.every((event) => event.title.includes('论坛') || event.city.includes('论坛'))).toBe(true);
    expect((await list(`?keyword=${encodeURIComponent('%')}`)).total).toBe(0);
    // SQL-looking text is only a keyword: nothing matches and nothing breaks.
    expect((await list(`?keyword=${encodeURIComponent("' or 1=1 --")}`)).total).toBe(0);
    expect((await list(`?keyword=${encodeURIComponent('x; drop table event_activities')}`)).total).toBe(0);
    expect((await list('')).total).toBe(24);
  });

  it('filters by status', async () => {
    const all = await list('?pageSize=100');
    for (const status of ['not_started', 'ongoing', 'ended'] as const) {
      const page = await list(`?status=${status}&pageSize=100`);
      expect(page.total).toBe(all.list.filter((event) => event.status === status).length);
    }
  });

  it('filters by created date range in China time, both days inclusive', async () => {
    const rows = await signedIn.db
      .insertInto('event_activities')
      .values(
        [
          ['区间活动-前一天末', '2021-03-09T15:59:59Z'],
          ['区间活动-首日零点', '2021-03-09T16:00:00Z'],
          ['区间活动-末日深夜', '2021-03-11T15:59:59Z'],
          ['区间活动-次日零点', '2021-03-11T16:00:00Z'],
        ].map(([title, at]) => ({
          owner_id: signedIn.demo2Id,
          title: title as string,
          status: 'ended' as const,
          start_time: at as string,
          created_at: at as string,
        })),
      )
      .returning('id')
      .execute();
    const page = await list('?startDate=2021-03-10&endDate=2021-03-11&pageSize=100', signedIn.demo2);
    expect(page.list.map((event) => event.title)).toEqual(['区间活动-末日深夜', '区间活动-首日零点']);
    expect((await list('?endDate=2021-03-09&pageSize=100', signedIn.demo2)).list.map((event) => event.title)).toEqual(['区间活动-前一天末']);
    expect((await list('?startDate=2021-03-12&endDate=2021-03-12', signedIn.demo2)).list.map((event) => event.title)).toEqual(['区间活动-次日零点']);
    await signedIn.db
      .deleteFrom('event_activities')
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
  });

  it('rejects bad paging, enum values and dates with a Chinese message', async () => {
    const cases: [string, RegExp][] = [
      ['?pageSize=101', /pageSize 不能大于 100/],
      ['?pageSize=100000000', /pageSize/],
      ['?pageSize=0', /pageSize/],
      ['?pageNum=-1', /pageNum/],
      ['?pageNum=abc', /pageNum 必须是数字/],
      ['?status=archived', /status 只能是/],
      ['?status=1%20or%201%3D1', /status/],
      ['?startDate=2024-02-30', /startDate 不是有效的日期/],
      ['?startDate=yesterday', /startDate/],
      ['?startDate=2024-05-02&endDate=2024-05-01', /endDate 不能早于 startDate/],
      [`?keyword=${'长'.repeat(51)}`, /keyword 长度不能超过 50/],
    ];
    for (const [query, message] of cases) {
      expect(await expectBadRequest(signedIn.app, 'GET', `/api/activity/event/list${query}`, signedIn.demo)).toMatch(message);
    }
  });

  it('requires a session', async () => {
    const { status, body } = await call(signedIn.app, 'GET', '/api/activity/event/list');
    expect(status).toBe(401);
    expect(body.code).toBe(401);
  });
});

type EventStatus = ActivityEvent['status'];

/** Inserts events for demo2, runs `body`, then deletes them again. */
async function withEvents(
  rows: { title: string; status: EventStatus; city?: string; start: string; created: string }[],
  body: (ids: number[]) => Promise<void>,
) {
  const inserted = await signedIn.db
    .insertInto('event_activities')
    .values(
      rows.map((row) => ({
        owner_id: signedIn.demo2Id,
        title: row.title,
        status: row.status,
        city: row.city ?? '杭州',
        start_time: row.start,
        created_at: row.created,
      })),
    )
    .returning('id')
    .execute();
  try {
    await body(inserted.map((row) => row.id));
  } finally {
    await signedIn.db
      .deleteFrom('event_activities')
      .where(
        'id',
        'in',
        inserted.map((row) => row.id),
      )
      .execute();
  }
}

/** Every event of a list, page by page (pages of 5). */
async function everyPage(query: string, cookie = signedIn.demo): Promise<ActivityEvent[]> {
  const first = await list(`?pageSize=5&pageNum=1${query}`, cookie);
  const rest = await Promise.all(Array.from({ length: Math.ceil(first.total / 5) - 1 }, (_, i) => list(`?pageSize=5&pageNum=${i + 2}${query}`, cookie)));
  const all = [first, ...rest].flatMap((page) => page.list);
  expect(all).toHaveLength(first.total);
  expect(new Set(all.map((event) => event.id)).size).toBe(first.total);
  return all;
}

function sortedBy(rows: ActivityEvent[], key: 'startTime' | 'createdAt', direction: 'asc' | 'desc'): number[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * (Date.parse(a[key]) - Date.parse(b[key]) || a.id - b.id)).map((event) => event.id);
}

describe('GET /api/activity/event/list: sorting', () => {
  it('the demo seed has events in every status', async () => {
    for (const status of ['not_started', 'ongoing', 'ended'] as const) {
      expect((await list(`?status=${status}`)).total).toBeGreaterThanOrEqual(1);
    }
  });

  it('sort=startTime orders by start time (newest first, ties by id), order=asc the other way, across pages', async () => {
    const created = await everyPage('');
    const byStart = await everyPage('&sort=startTime');
    expect(byStart.map((event) => event.id)).toEqual(sortedBy(created, 'startTime', 'desc'));
    expect(byStart.map((event) => event.id)).not.toEqual(created.map((event) => event.id));
    expect((await everyPage('&sort=startTime&order=asc')).map((event) => event.id)).toEqual(sortedBy(created, 'startTime', 'asc'));
    expect((await everyPage('&order=asc')).map((event) => event.id)).toEqual(sortedBy(created, 'createdAt', 'asc'));
    expect((await everyPage('&sort=createdAt&order=desc')).map((event) => event.id)).toEqual(sortedBy(created, 'createdAt', 'desc'));
  });

  it('events starting at the same moment keep a stable order by id', async () => {
    const same = '2022-06-01T02:00:00Z';
    await withEvents(
      [1, 2, 3].map((n) => ({ title: `同时开幕${n}`, status: 'ended' as const, start: same, created: `2022-05-0${n}T02:00:00Z` })),
      async (ids) => {
        const ascending = [...ids].sort((a, b) => a - b);
        const order = async (query: string) => (await list(`?keyword=同时开幕&sort=startTime${query}`, signedIn.demo2)).list.map((event) => event.id);
        expect(await order('')).toEqual([...ascending].reverse());
        expect(await order('&order=asc')).toEqual(ascending);
      },
    );
  });

  it('keyword, status, created days and start-time sort apply together', async () => {
    const row = (title: string, status: EventStatus, created: string, start: string) => ({ title, status, created, start });
    await withEvents(
      [
        row('合并筛选-晚开幕', 'not_started', '2021-05-10T02:00:00Z', '2021-06-20T02:00:00Z'),
        row('合并筛选-早开幕', 'not_started', '2021-05-11T15:59:59Z', '2021-06-10T02:00:00Z'),
        row('合并筛选-状态不符', 'ended', '2021-05-10T03:00:00Z', '2021-06-11T02:00:00Z'),
        row('合并筛选-日期不符', 'not_started', '2021-05-09T15:59:59Z', '2021-06-12T02:00:00Z'),
        row('标题不符', 'not_started', '2021-05-10T04:00:00Z', '2021-06-13T02:00:00Z'),
      ],
      async () => {
        const query = `?keyword=${encodeURIComponent('合并筛选')}&status=not_started&startDate=2021-05-10&endDate=2021-05-11&sort=startTime`;
        const asc = await list(`${query}&order=asc`, signedIn.demo2);
        expect(asc.total).toBe(2);
        expect(asc.list.map((event) => event.title)).toEqual(['合并筛选-早开幕', '合并筛选-晚开幕']);
        expect((await list(query, signedIn.demo2)).list.map((event) => event.title)).toEqual(['合并筛选-晚开幕', '合并筛选-早开幕']);
        expect((await list(query)).total).toBe(0);
      },
    );
  });

  it('rejects an unknown sort or order with a Chinese message', async () => {
    const cases: [string, RegExp][] = [
      ['?sort=title', /^参数错误：sort 只能是 createdAt、startTime 之一/],
      ['?sort=start_time', /sort 只能是/],
      ['?order=up', /^参数错误：order 只能是 asc、desc 之一/],
      ['?order=ASC', /order 只能是/],
      ['?status=live', /status 只能是 not_started、ongoing、ended 之一/],
    ];
    for (const [query, message] of cases) {
      expect(await expectBadRequest(signedIn.app, 'GET', `/api/activity/event/list${query}`, signedIn.demo)).toMatch(message);
    }
  });

  it("demo2 never sees demo's events, whatever the filters and order", async () => {
    const demoIds = new Set(
      (await signedIn.db.selectFrom('event_activities').select('id').where('owner_id', '=', signedIn.demoId).execute()).map((row) => row.id),
    );
    for (const query of [
      '?sort=startTime',
      '?sort=startTime&order=asc',
      '?order=asc',
      '?status=ended&sort=startTime',
      '?status=ended&order=asc&startDate=2000-01-01',
    ]) {
      const theirs = await list(`${query}&pageSize=100`, signedIn.demo2);
      expect(theirs.list.length).toBeGreaterThan(0);
      expect(theirs.list.some((event) => demoIds.has(event.id))).toBe(false);
      expect(theirs.total).toBeLessThanOrEqual(6);
    }
  });
});

describe('DELETE /api/activity/event/{id}', () => {
  it("answers 404 for another user's event and leaves it in place", async () => {
    const foreign = await signedIn.db
      .selectFrom('event_activities')
      .select('id')
      .where('owner_id', '=', signedIn.demo2Id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await expectNotFound(signedIn.app, 'DELETE', `/api/activity/event/${foreign.id}`, signedIn.demo);
    expect(await signedIn.db.selectFrom('event_activities').select('id').where('id', '=', foreign.id).executeTakeFirst()).toBeDefined();
    await expectNotFound(signedIn.app, 'DELETE', '/api/activity/event/2147483647', signedIn.demo);
  });

  it('rejects ids that are not positive integers', async () => {
    for (const id of ['-1', '0', 'abc', '1.5', '1%20or%201%3D1', '99999999999']) {
      await expectBadRequest(signedIn.app, 'DELETE', `/api/activity/event/${id}`, signedIn.demo);
    }
    expect((await list('')).total).toBe(24);
  });

  it('deletes an own event once: its materials go, its recordings stay without the activity', async () => {
    const event = await signedIn.db
      .selectFrom('event_activities as e')
      .innerJoin('media_videos as m', 'm.event_activity_id', 'e.id')
      .select(['e.id', 'm.id as media_id'])
      .where('e.owner_id', '=', signedIn.demoId)
      .executeTakeFirstOrThrow();
    await signedIn.db
      .insertInto('materials')
      .values({
        owner_id: signedIn.demoId,
        kind: 'event',
        event_activity_id: event.id,
        type: 'image',
        title: '将随活动删除',
        width: 100,
        height: 100,
        size: 1000,
      })
      .execute();

    expect(await data(signedIn.app, 'DELETE', `/api/activity/event/${event.id}`, signedIn.demo)).toBeNull();
    expect((await list('?pageSize=100')).list.some((row) => row.id === event.id)).toBe(false);
    expect((await list('')).total).toBe(23);
    const materials = await signedIn.db.selectFrom('materials').select('id').where('event_activity_id', '=', event.id).execute();
    expect(materials).toEqual([]);
    const recording = await signedIn.db.selectFrom('media_videos').select('event_activity_id').where('id', '=', event.media_id).executeTakeFirstOrThrow();
    expect(recording.event_activity_id).toBeNull();

    await expectNotFound(signedIn.app, 'DELETE', `/api/activity/event/${event.id}`, signedIn.demo);
  });

  it('requires a session', async () => {
    expect((await call(signedIn.app, 'DELETE', '/api/activity/event/1')).status).toBe(401);
  });
});

/**
 * Base /api/activity: text-image live activities ("twzb") and their groups, events, and photo-live
 * albums (cloud photography).
 * Every query is scoped to the signed-in owner; another user's id answers
 * "not found" and changes nothing.
 */
import type { ActivityPhotoStatus } from '@greenroom/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { createdWithin, deleteOwned, iso, offsetOf, pagedList, pageOf, withKeyword } from '../../lib/listing';
import { route } from '../../lib/route';
import { currentUserId } from '../../lib/session';
import { thumbUrlOf } from '../upload/images';

const TAGS = ['activity'];

/**
 * The sort column and direction of an activity list: created time (default) or start time,
 * descending by default, ties by id in the same direction. Both columns are NOT NULL in both
 * tables (test: "start times are never null"), so a start-time sort has no missing times to put
 * last, and the ORDER BY carries no NULLS clause: `desc nulls last` would not match the
 * `(owner_id, start_time desc, id desc)` index of the lives (migration 0007) and turn a 0.1 ms index scan into
 * a sort of all the owner's rows.
 */
function listOrder(query: { sort?: 'createdAt' | 'startTime'; order?: 'asc' | 'desc' }) {
  return { column: query.sort === 'startTime' ? ('start_time' as const) : ('created_at' as const), direction: query.order ?? 'desc' };
}

/** An album's status from its shooting times (no column: it changes with the clock, not with a write). */
export function photoStatus(start: Date, end: Date | null, now: Date): ActivityPhotoStatus {
  if (start > now) return 'not_started';
  return end && end <= now ? 'ended' : 'live';
}

export async function activityRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  route(app, 'GET /api/activity/twzb/list', { summary: '图文直播活动列表', tags: TAGS }, async ({ query, request }) => {
    const ownerId = currentUserId(request);
    let keys = db.selectFrom('twzb_activities as a').where('a.owner_id', '=', ownerId);
    keys = keys.$call(withKeyword(query.keyword, 'a.title'));
    if (query.groupId !== undefined) keys = keys.where('a.group_id', '=', query.groupId);
    if (query.status) keys = keys.where('a.status', '=', query.status);
    keys = keys.$call(createdWithin('a.created_at', query));

    // Filtered by group alone (or not at all), the total is a trigger-kept counter (twzb_counts);
    // a keyword, status or created-day filter counts the matching rows.
    let counter = db.selectFrom('twzb_counts').select(sql<string>`coalesce(sum(n), 0)`.as('total')).where('owner_id', '=', ownerId);
    if (query.groupId !== undefined) counter = counter.where('group_id', '=', query.groupId);
    const counted = query.keyword || query.status || query.startDate || query.endDate;
    const total = counted ? keys.select(sql<number>`count(*)::int`.as('total')) : counter;

    // A deferred join: the page's ids (and sort keys) come from index entries, then only its own rows are read.
    const { column, direction } = listOrder(query);
    const pageIds = keys
      .select((eb) => ['a.id', eb.ref(`a.${column}`).as('sort_key')])
      .orderBy('sort_key', direction)
      .orderBy('a.id', direction)
      .limit(query.pageSize)
      .offset(offsetOf(query));
    const listed = await pagedList(
      query,
      total,
      db
        .selectFrom(pageIds.as('p'))
        .innerJoin('twzb_activities as a', 'a.id', 'p.id')
        .leftJoin('twzb_groups as g', (join) => join.onRef('g.id', '=', 'a.group_id').on('g.owner_id', '=', ownerId))
        .select([
          'a.id',
          'a.title',
          'a.cover_url',
          'a.status',
          'a.start_time',
          'a.end_time',
          'a.group_id',
          'g.name as group_name',
          'a.view_count',
          'a.created_at',
        ])
        .orderBy('p.sort_key', direction)
        .orderBy('p.id', direction),
    );

    return {
      ...listed,
      list: listed.list.map((row) => ({
        id: row.id,
        title: row.title,
        coverUrl: row.cover_url,
        coverThumbUrl: thumbUrlOf(row.cover_url),
        status: row.status,
        startTime: iso(row.start_time),
        endTime: iso(row.end_time),
        groupId: row.group_id,
        groupName: row.group_name ?? null,
        viewCount: row.view_count,
        createdAt: iso(row.created_at),
      })),
    };
  });

  route(app, 'GET /api/activity/twzb/group-list', { summary: '图文直播分组（含活动数）', tags: TAGS }, async ({ request }) => {
    const ownerId = currentUserId(request);
    // Counts from the trigger-kept twzb_counts.
    const rows = await db
      .selectFrom('twzb_groups as g')
      .leftJoin('twzb_counts as c', (join) => join.onRef('c.group_id', '=', 'g.id').on('c.owner_id', '=', ownerId))
      .select(['g.id', 'g.name', sql<number>`coalesce(c.n, 0)`.as('count')])
      .where('g.owner_id', '=', ownerId)
      .orderBy('g.id')
      .execute();
    return rows.map((row) => ({ id: row.id, name: row.name, count: Number(row.count) }));
  });

  route(app, 'DELETE /api/activity/twzb/{id}', { summary: '删除图文直播活动', tags: TAGS }, async ({ params: { id }, request }) => {
    await deleteOwned(db, 'twzb_activities', id, currentUserId(request));
    return null;
  });

  route(app, 'GET /api/activity/event/list', { summary: '活动列表', tags: TAGS }, async ({ query, request }) => {
    const ownerId = currentUserId(request);
    let keys = db.selectFrom('event_activities').where('owner_id', '=', ownerId);
    keys = keys.$call(withKeyword(query.keyword, 'title', 'city'));
    if (query.status) keys = keys.where('status', '=', query.status);
    keys = keys.$call(createdWithin('created_at', query));

    // Without a keyword the total is a sum of trigger-kept counters by (status, day created).
    let counter = db.selectFrom('event_counts').select(sql<string>`coalesce(sum(n), 0)`.as('total')).where('owner_id', '=', ownerId);
    if (query.status) counter = counter.where('status', '=', query.status);
    if (query.startDate) counter = counter.where('day', '>=', query.startDate);
    if (query.endDate) counter = counter.where('day', '<=', query.endDate);
    const total = query.keyword ? keys.select(sql<number>`count(*)::int`.as('total')) : counter;

    const { column, direction } = listOrder(query);
    const pageIds = keys
      .select((eb) => ['id', eb.ref(column).as('sort_key')])
      .orderBy('sort_key', direction)
      .orderBy('id', direction)
      .limit(query.pageSize)
      .offset(offsetOf(query));
    const listed = await pagedList(
      query,
      total,
      db
        .selectFrom(pageIds.as('p'))
        .innerJoin('event_activities as e', 'e.id', 'p.id')
        .selectAll('e')
        .orderBy('p.sort_key', direction)
        .orderBy('p.id', direction),
    );
    return {
      ...listed,
      list: listed.list.map((row) => ({
        id: row.id,
        title: row.title,
        coverUrl: row.cover_url,
        coverThumbUrl: thumbUrlOf(row.cover_url),
        status: row.status,
        city: row.city,
        address: row.address,
        startTime: iso(row.start_time),
        endTime: iso(row.end_time),
        registrationCount: row.registration_count,
        signInCount: row.sign_in_count,
        viewCount: row.view_count,
        createdAt: iso(row.created_at),
      })),
    };
  });

  route(
    app,
    'DELETE /api/activity/event/{id}',
    { summary: '删除活动（其素材一并删除，录像保留但不再关联活动）', tags: TAGS },
    async ({ params: { id }, request }) => {
      await deleteOwned(db, 'event_activities', id, currentUserId(request));
      return null;
    },
  );

  route(app, 'GET /api/activity/photo/list', { summary: '照片直播相册列表', tags: TAGS }, async ({ query, request }) => {
    const ownerId = currentUserId(request);
    const now = new Date();
    let keys = db.selectFrom('photo_activities').where('owner_id', '=', ownerId);
    keys = keys.$call(withKeyword(query.keyword, 'title', 'location'));
    if (query.status === 'not_started') keys = keys.where('start_time', '>', now);
    if (query.status === 'live') keys = keys.where('start_time', '<=', now).where((eb) => eb.or([eb('end_time', 'is', null), eb('end_time', '>', now)]));
    if (query.status === 'ended') keys = keys.where('end_time', '<=', now);
    keys = keys.$call(createdWithin('created_at', query));

    // Albums are few per account (tens, not the lives' hundred thousand): the total is a count.
    const { column, direction } = listOrder(query);
    const page = await pageOf(keys, query, (filtered) => filtered.selectAll().orderBy(column, direction).orderBy('id', direction));
    return {
      ...page,
      list: page.list.map((row) => ({
        id: row.id,
        title: row.title,
        coverUrl: row.cover_url,
        coverThumbUrl: thumbUrlOf(row.cover_url),
        status: photoStatus(row.start_time, row.end_time, now),
        location: row.location,
        startTime: iso(row.start_time),
        endTime: iso(row.end_time),
        photoCount: row.photo_count,
        viewCount: row.view_count,
        createdAt: iso(row.created_at),
      })),
    };
  });

  route(
    app,
    'DELETE /api/activity/photo/{id}',
    { summary: '删除照片直播相册（其生成的视频保留但不再关联相册）', tags: TAGS },
    async ({ params: { id }, request }) => {
      await deleteOwned(db, 'photo_activities', id, currentUserId(request));
      return null;
    },
  );
}

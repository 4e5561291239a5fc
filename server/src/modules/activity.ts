/**
 * Base /api/activity: text-image live activities ("twzb") and their groups, and events.
 * Every query is scoped to the signed-in owner; another user's id answers
 * "not found" and changes nothing.
 */
import { activityEventListQuery, activityEventPage, activityTwzbGroupList, activityTwzbListQuery, activityTwzbPage, idParams } from '@greenroom/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../context';
import { notFound, ok } from '../lib/envelope';
import { containsPattern, dayRange, iso, offsetOf } from '../lib/listing';
import { currentUserId } from '../lib/session';
import { parseInput } from '../lib/validate';

const TAGS = ['activity'];

export async function activityRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get(
    '/twzb/list',
    { config: { openapi: { summary: '图文直播活动列表', tags: TAGS, query: activityTwzbListQuery, response: activityTwzbPage } } },
    async (request) => {
      const query = parseInput(activityTwzbListQuery, request.query);
      const ownerId = currentUserId(request);
      let base = db.selectFrom('twzb_activities as a').where('a.owner_id', '=', ownerId);
      if (query.keyword) base = base.where(sql<boolean>`a.title ilike ${containsPattern(query.keyword)}`);
      if (query.groupId !== undefined) base = base.where('a.group_id', '=', query.groupId);

      const [count, rows] = await Promise.all([
        base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
        base
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
          .orderBy('a.created_at', 'desc')
          .orderBy('a.id', 'desc')
          .limit(query.pageSize)
          .offset(offsetOf(query))
          .execute(),
      ]);

      return ok({
        pageNum: query.pageNum,
        pageSize: query.pageSize,
        total: Number(count.total),
        list: rows.map((row) => ({
          id: row.id,
          title: row.title,
          coverUrl: row.cover_url,
          status: row.status,
          startTime: iso(row.start_time),
          endTime: iso(row.end_time),
          groupId: row.group_id,
          groupName: row.group_name ?? null,
          viewCount: row.view_count,
          createdAt: iso(row.created_at),
        })),
      });
    },
  );

  app.get(
    '/twzb/group-list',
    { config: { openapi: { summary: '图文直播分组（含活动数）', tags: TAGS, response: activityTwzbGroupList } } },
    async (request) => {
      const ownerId = currentUserId(request);
      const rows = await db
        .selectFrom('twzb_groups as g')
        .leftJoin('twzb_activities as a', (join) => join.onRef('a.group_id', '=', 'g.id').on('a.owner_id', '=', ownerId))
        .select(['g.id', 'g.name', sql<number>`count(a.id)::int`.as('count')])
        .where('g.owner_id', '=', ownerId)
        .groupBy(['g.id', 'g.name'])
        .orderBy('g.id')
        .execute();
      return ok(rows.map((row) => ({ id: row.id, name: row.name, count: Number(row.count) })));
    },
  );

  app.delete('/twzb/:id', { config: { openapi: { summary: '删除图文直播活动', tags: TAGS, params: idParams, response: z.null() } } }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const result = await db.deleteFrom('twzb_activities').where('id', '=', id).where('owner_id', '=', currentUserId(request)).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound();
    return ok(null);
  });

  app.get(
    '/event/list',
    { config: { openapi: { summary: '活动列表', tags: TAGS, query: activityEventListQuery, response: activityEventPage } } },
    async (request) => {
      const query = parseInput(activityEventListQuery, request.query);
      let base = db.selectFrom('event_activities').where('owner_id', '=', currentUserId(request));
      if (query.keyword) {
        const pattern = containsPattern(query.keyword);
        base = base.where(sql<boolean>`(title ilike ${pattern} or city ilike ${pattern})`);
      }
      if (query.status) base = base.where('status', '=', query.status);
      const { from, to } = dayRange(query.startDate, query.endDate);
      if (from) base = base.where('created_at', '>=', from);
      if (to) base = base.where('created_at', '<', to);

      const [count, rows] = await Promise.all([
        base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
        base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.pageSize).offset(offsetOf(query)).execute(),
      ]);
      return ok({
        pageNum: query.pageNum,
        pageSize: query.pageSize,
        total: Number(count.total),
        list: rows.map((row) => ({
          id: row.id,
          title: row.title,
          coverUrl: row.cover_url,
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
      });
    },
  );

  app.delete(
    '/event/:id',
    {
      config: {
        openapi: { summary: '删除活动（其素材一并删除，录像保留但不再关联活动）', tags: TAGS, params: idParams, response: z.null() },
      },
    },
    async (request) => {
      const { id } = parseInput(idParams, request.params);
      const result = await db.deleteFrom('event_activities').where('id', '=', id).where('owner_id', '=', currentUserId(request)).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFound();
      return ok(null);
    },
  );
}

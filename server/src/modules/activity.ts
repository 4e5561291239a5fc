/**
 * Base /api/activity: text-image live activities ("twzb") and their groups.
 * Every query is scoped to the signed-in owner; another user's id answers
 * "not found" and changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../context';
import { notFound, ok } from '../lib/envelope';
import { currentUserId } from '../lib/session';
import { idParams, paging, parseInput, queryInt, queryText } from '../lib/validate';

const twzbListQuery = z.object({
  ...paging(10),
  keyword: queryText(50),
  groupId: queryInt(z.number().int().min(1).max(2147483647).optional()),
});

/** Escapes LIKE wildcards so a keyword matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export async function activityRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get('/twzb/list', async (request) => {
    const query = parseInput(twzbListQuery, request.query);
    const ownerId = currentUserId(request);
    let base = db.selectFrom('twzb_activities as a').where('a.owner_id', '=', ownerId);
    if (query.keyword) base = base.where(sql<boolean>`a.title ilike ${`%${escapeLike(query.keyword)}%`}`);
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
        .offset((query.pageNum - 1) * query.pageSize)
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
  });

  app.get('/twzb/group-list', async (request) => {
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
  });

  app.delete('/twzb/:id', async (request) => {
    const { id } = parseInput(idParams, request.params);
    const result = await db.deleteFrom('twzb_activities').where('id', '=', id).where('owner_id', '=', currentUserId(request)).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound();
    return ok(null);
  });
}

/**
 * A visit to a public page, written where the data centre reads it (server/docs/statistics.md):
 *
 *   /live/{id}    a view (kind 1) of product 1 in `stat_events`, and the broadcast's `view_count`
 *   /event/{id}   a view of product 2 in `stat_events`, and the event's `view_count`
 *   /photo/{id}   a view (kind 1) in `photo_stat_events` (product 4), and the album's `view_count`
 *   /site/{id}    `website_daily_stats` and `website_platform_stats` of the day: PV + 1, and UV + 1 the
 *                 first time that day the visitor comes (`website_visitors`, migration 0020)
 *
 * The event log's statement triggers mark the day dirty, so the daily rollups (`stat_daily`,
 * `stat_daily_activity`) include the visit at their next read — totals, pv/uv lines and rankings —
 * exactly like the demo traffic the seed writes into the same tables. The visitor is the number
 * of the page's visitor cookie (common.ts `visitorOf`); the rollups count UV as distinct visitors
 * a day, so a reload is one more PV and the same UV. City unknown (0): a visit counts in the
 * totals and the platform rows, not in a province.
 *
 * A visit that cannot be written is logged and the page is still shown.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { StatPlatform, WebsitePlatform } from '../../db/schema';
import { addDays, chinaDay } from '../../lib/days';

/** The rows of website_visitors (migration 0020), not in the shared schema types. */
interface WebsiteVisitorsTable {
  website_id: number;
  day: string;
  visitor_id: number;
}

export interface Visit {
  ownerId: number;
  activityId: number;
  visitor: number;
  platform: StatPlatform;
}

/** How often (at most) the visitor rows of past days are swept. */
const SWEEP_MS = 3600_000;

export class Visits {
  private lastSweep = 0;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  private async guard(what: string, write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (error) {
      this.log.warn({ err: error, what }, 'public page visit not recorded');
    }
  }

  /** A view of a live broadcast (product 1). */
  live(visit: Visit): Promise<void> {
    return this.activityView('live', 1, 'twzb_activities', visit);
  }

  /** A view of an event page (product 2). */
  event(visit: Visit): Promise<void> {
    return this.activityView('event', 2, 'event_activities', visit);
  }

  /** One view of an activity of `product`: a row of the statistics event log, and the activity's own counter. */
  private activityView(what: 'live' | 'event', product: 1 | 2, table: 'twzb_activities' | 'event_activities', visit: Visit): Promise<void> {
    return this.guard(what, () =>
      this.ctx.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('stat_events')
          .values({
            owner_id: visit.ownerId,
            product,
            activity_id: visit.activityId,
            kind: 1,
            visitor_id: visit.visitor,
            platform: visit.platform,
            city_id: 0,
            occurred_at: this.ctx.now(),
          })
          .execute();
        await trx
          .updateTable(table)
          .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
          .where('id', '=', visit.activityId)
          .execute();
      }),
    );
  }

  /** A view of a photo-live album (product 4). */
  album(visit: Visit): Promise<void> {
    return this.guard('photo', () =>
      this.ctx.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('photo_stat_events')
          .values({
            owner_id: visit.ownerId,
            activity_id: visit.activityId,
            kind: 1,
            visitor_id: visit.visitor,
            platform: visit.platform,
            city_id: 0,
            occurred_at: this.ctx.now(),
          })
          .execute();
        await trx
          .updateTable('photo_activities')
          .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
          .where('id', '=', visit.activityId)
          .execute();
      }),
    );
  }

  /** A visit of a micro-site: the day's PV, and its UV when the visitor is new today. */
  site(visit: { ownerId: number; websiteId: number; visitor: number; platform: WebsitePlatform }): Promise<void> {
    return this.guard('site', async () => {
      const day = chinaDay(this.ctx.now());
      const db = this.ctx.db.withTables<{ website_visitors: WebsiteVisitorsTable }>();
      await db.transaction().execute(async (trx) => {
        const fresh = await trx
          .insertInto('website_visitors')
          .values({ website_id: visit.websiteId, day, visitor_id: visit.visitor })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        const uv = Number(fresh.numInsertedOrUpdatedRows ?? 0) > 0 ? 1 : 0;
        await sql`insert into website_daily_stats (website_id, owner_id, day, pv, uv, share_num)
          values (${visit.websiteId}, ${visit.ownerId}, ${day}, 1, ${uv}, 0)
          on conflict (website_id, day) do update set pv = website_daily_stats.pv + 1, uv = website_daily_stats.uv + excluded.uv`.execute(trx);
        await sql`insert into website_platform_stats (website_id, owner_id, day, platform, pv, uv)
          values (${visit.websiteId}, ${visit.ownerId}, ${day}, ${visit.platform}, 1, ${uv})
          on conflict (website_id, day, platform) do update set pv = website_platform_stats.pv + 1, uv = website_platform_stats.uv + excluded.uv`.execute(trx);
      });
      const now = this.ctx.now().getTime();
      if (now - this.lastSweep > SWEEP_MS) {
        this.lastSweep = now;
        await db.deleteFrom('website_visitors').where('day', '<', addDays(day, -1)).execute();
      }
    });
  }
}

/**
 * `npm run seed -- --scale N` (seed/scale.ts), at a tiny scale: the bench account gets activities,
 * audience, statistics, recordings and materials in the proportions of issue 4 (N=1: 100,000
 * activities, 1 million members, 10 million events); a rerun at the same scale is skipped, another
 * scale replaces the data, the counters agree with the rows, and the demo accounts are untouched.
 */
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { seedScale } from '../src/seed/scale';
import { createTestDb } from './helpers';

let db: Kysely<Database>;

beforeAll(async () => {
  db = await createTestDb();
});

afterAll(async () => {
  await db.destroy();
});

const count = async (query: ReturnType<typeof sql<{ n: number }>>) => Number((await query.execute(db)).rows[0]?.n ?? 0);
const owned = (table: string, ownerId: number) => count(sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where owner_id = ${ownerId}`);

describe('seed at scale (issue 4: seed data for benchmarks)', () => {
  it('writes every kind of data in proportion, skips a rerun and replaces on another scale', async () => {
    const demo = await db.selectFrom('users').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow();
    const demoBefore = await owned('twzb_activities', demo.id);

    const first = await seedScale(db, { scale: 0.002 });
    expect(first.skipped).toBe(false);
    const { ownerId, counts } = first;
    expect(counts).toMatchObject({ twzbActivities: 180, events: 20, members: 2000, statEvents: 20_000, recordings: 40, materials: 100 });
    expect(await owned('twzb_activities', ownerId)).toBe(counts.twzbActivities);
    expect(await owned('event_activities', ownerId)).toBe(counts.events);
    expect(await owned('audience_members', ownerId)).toBe(counts.members);
    expect(await owned('stat_events', ownerId)).toBe(counts.statEvents);
    expect(await owned('media_videos', ownerId)).toBe(counts.recordings);
    expect(await owned('materials', ownerId)).toBe(counts.materials);
    // Issue 11 §6: the bench account has cloud-photography data too (its data screen is measured).
    expect(counts.photoAlbums).toBe(10);
    expect(await owned('photo_activities', ownerId)).toBe(10);
    expect(counts.photoStatEvents).toBeGreaterThan(1000);
    expect(await owned('photo_stat_events', ownerId)).toBe(counts.photoStatEvents);
    // …and micro-websites whose rollups add up: each day's cities and platforms sum to its views.
    expect(counts.websites).toBe(4);
    expect(await owned('websites', ownerId)).toBe(4);
    expect(await owned('website_daily_stats', ownerId)).toBeGreaterThan(0);
    const sums = (table: string) =>
      count(sql<{ n: number }>`select count(*)::int as n from website_daily_stats d where d.owner_id = ${ownerId}
        and d.pv <> (select coalesce(sum(x.pv), 0) from ${sql.table(table)} x where x.website_id = d.website_id and x.day = d.day)`);
    expect(await sums('website_region_stats')).toBe(0);
    expect(await sums('website_platform_stats')).toBe(0);
    // The trigger-kept counters the lists read agree with the rows.
    expect(await count(sql<{ n: number }>`select coalesce(sum(n), 0)::int as n from twzb_counts where owner_id = ${ownerId}`)).toBe(counts.twzbActivities);
    expect(await count(sql<{ n: number }>`select coalesce(sum(n), 0)::int as n from event_counts where owner_id = ${ownerId}`)).toBe(counts.events);
    expect(await count(sql<{ n: number }>`select coalesce(sum(n), 0)::int as n from audience_counts where owner_id = ${ownerId}`)).toBe(counts.members);

    expect((await seedScale(db, { scale: 0.002 })).skipped).toBe(true);

    // A run recorded before the photo step gets only the photo step; the rest is kept.
    const { photoAlbums: _albums, photoStatEvents: _events, websites: _websites, ...older } = counts;
    await db
      .updateTable('seed_runs')
      .set({ counts: JSON.stringify(older) })
      .where('name', '=', 'bench-scale')
      .execute();
    const statEventsBefore = await owned('stat_events', ownerId);
    const upgraded = await seedScale(db, { scale: 0.002 });
    expect(upgraded).toMatchObject({ skipped: false, counts: { photoAlbums: 10, members: 2000 } });
    expect(upgraded.timings).toHaveProperty('later');
    expect(upgraded.timings).not.toHaveProperty('generate');
    expect(await owned('stat_events', ownerId)).toBe(statEventsBefore);
    expect(await owned('photo_activities', ownerId)).toBe(10);
    expect((await seedScale(db, { scale: 0.002 })).skipped).toBe(true);

    const second = await seedScale(db, { scale: 0.001 });
    expect(second).toMatchObject({ skipped: false, ownerId });
    expect(await owned('twzb_activities', ownerId)).toBe(90);
    expect(await owned('audience_members', ownerId)).toBe(1000);
    expect(await owned('media_videos', ownerId)).toBe(second.counts.recordings);
    expect(await count(sql<{ n: number }>`select coalesce(sum(n), 0)::int as n from audience_counts where owner_id = ${ownerId}`)).toBe(1000);

    expect(await owned('twzb_activities', demo.id)).toBe(demoBefore);
  }, 120_000);
});

/**
 * Demo data, written once when the users table is empty: the accounts
 * `demo` and `demo2` (password `greenroom`), their entitlements, inbox, points ledger,
 * text-image live activities and groups, and the platform notices.
 * Deterministic (seeded PRNG); times are relative to `now`.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database, TwzbStatus } from '../db/schema';
import { hashPassword } from '../lib/security';
import { DEMO_PASSWORD, DEMO_USERS, MESSAGE_TEMPLATES, NOTICES, TITLES, UNGROUPED_TITLES } from './data';
import { liveEditorColumns } from './editors';
import { historyDaysAgo } from './history';
import { seedInvoices } from './invoices';
import { seedMedia } from './media';
import { seedOrders } from './orders';
import { seedPerson } from './person';
import { seedPoints } from './points';
import { createRandom, type Random } from './prng';
import { seedStatistics } from './statistics';
import { seedSurveys } from './surveys';
import { seedWebsites } from './websites';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

export interface SeedResult {
  seeded: boolean;
  users: number;
  activities: number;
  messages: number;
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));
}

async function seedActivities(
  trx: Transaction<Database>,
  random: Random,
  ownerId: number,
  groupNames: readonly string[],
  count: number,
  now: Date,
  userIndex: number,
): Promise<string[]> {
  // The editors' columns (issue 22) from a PRNG of their own: the older values do not move.
  const editor = createRandom(22_001 + userIndex);
  const groups = await trx
    .insertInto('twzb_groups')
    .values(groupNames.map((name, index) => ({ owner_id: ownerId, name, created_at: new Date(now.getTime() - (40 - index) * DAY) })))
    .returning(['id', 'name'])
    .execute();

  const rows = [];
  for (let i = 0; i < count; i++) {
    const grouped = random.next() > 0.15;
    const group = grouped ? random.pick(groups) : null;
    const titles = group ? (TITLES[group.name] ?? UNGROUPED_TITLES) : UNGROUPED_TITLES;
    const title = fill(random.pick(titles), { year: now.getFullYear(), n: random.int(2, 12) });
    // Newest first in index order: most over the last 30 days, the oldest back over a year (seed/history.ts).
    const createdAt = new Date(now.getTime() - Math.floor(historyDaysAgo((i + random.next()) / count, 30) * DAY));
    let status: TwzbStatus;
    let start: Date;
    let end: Date | null;
    const roll = random.next();
    if (i % 8 === 0 || roll < 0.12) {
      status = 'live';
      start = new Date(Math.max(createdAt.getTime() + 10 * 60_000, now.getTime() - random.int(1, 5) * HOUR));
      end = null;
    } else if (roll < 0.35) {
      status = 'not_started';
      start = new Date(now.getTime() + random.int(1, 20) * DAY + random.int(9, 19) * HOUR);
      end = new Date(start.getTime() + random.int(2, 6) * HOUR);
    } else {
      status = 'ended';
      start = new Date(createdAt.getTime() + random.int(1, 48) * HOUR);
      if (start.getTime() > now.getTime() - 8 * HOUR) start = new Date(now.getTime() - random.int(9, 30) * HOUR);
      end = new Date(start.getTime() + random.int(2, 8) * HOUR);
    }
    rows.push({
      owner_id: ownerId,
      group_id: group?.id ?? null,
      title,
      cover_url: `/demo-assets/cover/${random.int(0, 99)}.svg`,
      status,
      start_time: start,
      end_time: end,
      view_count: status === 'not_started' ? 0 : random.int(80, 60000),
      created_at: createdAt,
      ...liveEditorColumns(editor, i, title),
    });
  }
  await trx.insertInto('twzb_activities').values(rows).execute();
  return rows.map((row) => row.title);
}

async function seedMessages(
  trx: Transaction<Database>,
  random: Random,
  ownerId: number,
  count: number,
  unread: number,
  activityTitles: string[],
  now: Date,
): Promise<number> {
  const rows = [];
  for (let i = 0; i < count; i++) {
    const template = MESSAGE_TEMPLATES[(i * 7 + random.int(0, 2)) % MESSAGE_TEMPLATES.length] ?? MESSAGE_TEMPLATES[0];
    if (!template) break;
    const values = { activity: random.pick(activityTitles), n: random.int(3, 480) };
    const stime = new Date(now.getTime() - i * 27 * HOUR - random.int(0, 20) * HOUR - random.int(1, 59) * 60_000);
    rows.push({
      owner_id: ownerId,
      title: fill(template.title, values),
      content: fill(template.content, values),
      stime,
      created_at: stime,
      is_read: i < unread || random.next() < 0.08 ? 0 : 1,
      photo_live: template.photoLive === true,
    });
  }
  await trx.insertInto('sys_messages').values(rows).execute();
  return rows.length;
}

/** Seeds the demo data unless there already is a user. */
export async function seedIfEmpty(db: Kysely<Database>, now = new Date()): Promise<SeedResult> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return { seeded: false, users: 0, activities: 0, messages: 0 };

  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  const random = createRandom(20240501);
  const result: SeedResult = { seeded: true, users: 0, activities: 0, messages: 0 };

  await db.transaction().execute(async (trx) => {
    for (const [index, demo] of DEMO_USERS.entries()) {
      const user = await trx
        .insertInto('users')
        .values({
          username: demo.username,
          password_hash: hashes[index] ?? '',
          nickname: demo.nickname,
          avatar_url: `/demo-assets/avatar/${demo.avatar}.svg`,
          mob_phone: demo.mobPhone,
          area_code: '+86',
          email: demo.email,
          wx_nickname: demo.wxNickname,
          register_time: new Date(now.getTime() - (420 - index * 200) * DAY),
          points_num: demo.pointsNum,
          username_modify: index === 0 ? 1 : 0,
          is_set_password: true,
          certified: false,
          locale: demo.locale,
          theme: demo.theme,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      result.users += 1;

      const entitlements =
        index === 0
          ? [
              { product: 1, pro_type: 2, expire_time: new Date(now.getTime() + 200 * DAY) },
              { product: 2, pro_type: 3, expire_time: new Date(now.getTime() + 20 * DAY) },
              { product: 3, pro_type: 1, expire_time: new Date(now.getTime() - 10 * DAY) },
            ]
          : [{ product: 1, pro_type: 1, expire_time: new Date(now.getTime() + 90 * DAY) }];
      await trx
        .insertInto('entitlements')
        .values(entitlements.map((entitlement) => ({ ...entitlement, owner_id: user.id })))
        .execute();

      const titles = await seedActivities(trx, random, user.id, demo.groups, demo.activityCount, now, index);
      result.activities += titles.length;
      result.messages += await seedMessages(trx, random, user.id, index === 0 ? 25 : 6, index === 0 ? 5 : 2, titles, now);
      // Video-live, photo-live and event activities, their media and materials (seed/media.ts).
      await seedMedia(trx, user.id, index, now);
    }

    await trx
      .insertInto('notices')
      .values(
        NOTICES.map((notice) => ({
          type: notice.type,
          title: notice.title,
          content: notice.content,
          created_at: new Date(now.getTime() - notice.daysAgo * DAY),
        })),
      )
      .execute();

    // Trade orders, surveys and micro-websites of both accounts (seed/orders.ts, surveys.ts, websites.ts).
    await seedOrders(trx, now);
    await seedInvoices(trx, now);
    await seedSurveys(trx, now);
    await seedWebsites(trx, now);
    // Audience, views, conferees, shop orders and their rollups; the photo library (seed/statistics.ts, person.ts).
    await seedStatistics(trx, now);
    await seedPerson(trx, now);
    // The points ledgers, after the orders whose payments earned points (seed/points.ts).
    await seedPoints(trx, now);
  });
  return result;
}

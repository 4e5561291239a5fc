/**
 * The public pages (issue 23, local/public/):
 *   media_videos.twzb_activity_id   the live broadcast (twzb_activities) a recording belongs to: an ended
 *                                   broadcast's watch page plays its newest one (kind 'live' only;
 *                                   the broadcast's deletion unlinks it, the recording stays in the library)
 *   website_visitors                who visited a micro-site on a China calendar day (a visitor number
 *                                   from the page's visitor cookie): a visit raises the site's UV in
 *                                   website_daily_stats / _platform_stats only once a day. Only the
 *                                   last two days are kept (local/public/visits.ts sweeps older rows)
 *   event_conferees (event_id, phone)  a registration from an event's public page is refused when its phone
 *                                   has registered to that event already: one index probe
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table media_videos add column twzb_activity_id integer references twzb_activities (id) on delete set null`.execute(db);
  await sql`alter table media_videos add constraint media_videos_twzb_kind_check check (kind = 'live' or twzb_activity_id is null)`.execute(db);
  await sql`create index media_videos_twzb_idx on media_videos (twzb_activity_id, created_at desc, id desc) where twzb_activity_id is not null`.execute(db);
  await sql`create table website_visitors (
    website_id integer not null references websites (id) on delete cascade,
    day date not null,
    visitor_id integer not null,
    primary key (website_id, day, visitor_id)
  )`.execute(db);
  await sql`create index website_visitors_day_idx on website_visitors (day)`.execute(db);
  await sql`create index event_conferees_event_phone_idx on event_conferees (event_id, phone)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists event_conferees_event_phone_idx`.execute(db);
  await sql`drop table if exists website_visitors`.execute(db);
  await sql`drop index if exists media_videos_twzb_idx`.execute(db);
  await sql`alter table media_videos drop constraint if exists media_videos_twzb_kind_check`.execute(db);
  await sql`alter table media_videos drop column if exists twzb_activity_id`.execute(db);
}

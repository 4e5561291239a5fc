/**
 * Cloud-photography photo library (/api/person): photos with the city and time they were taken,
 * person groups found by face recognition, and which photos show which person.
 */
import { type Kysely, sql } from 'kysely';

const statements = [
  sql`create table person_photos (
    id serial primary key,
    owner_id integer not null references users(id) on delete cascade,
    title varchar(100) not null,
    file_name varchar(100) not null,
    image_no integer not null default 0,
    width integer not null,
    height integer not null,
    size_bytes integer not null,
    camera varchar(64) not null default '',
    city_id integer not null default 0,
    taken_at timestamptz not null,
    created_at timestamptz not null default now()
  )`,
  // Newest taken first; year and date groups are ranges of taken_at.
  sql`create index person_photos_owner_taken_idx on person_photos (owner_id, taken_at desc, id desc)`,
  sql`create index person_photos_owner_city_idx on person_photos (owner_id, city_id, taken_at desc, id desc)`,

  sql`create table person_groups (
    id serial primary key,
    owner_id integer not null references users(id) on delete cascade,
    name varchar(32) not null,
    face_no integer not null default 0,
    created_at timestamptz not null default now()
  )`,
  sql`create index person_groups_owner_idx on person_groups (owner_id, id)`,

  sql`create table person_group_photos (
    group_id integer not null references person_groups(id) on delete cascade,
    photo_id integer not null references person_photos(id) on delete cascade,
    primary key (group_id, photo_id)
  )`,
  sql`create index person_group_photos_photo_idx on person_group_photos (photo_id)`,
];

const tables = ['person_group_photos', 'person_groups', 'person_photos'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}

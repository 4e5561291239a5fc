/**
 * An uploaded image material keeps its re-encoded bytes (issue 22 §2: it previews as itself, never as
 * a drawn SVG): `materials.file_name` now holds the storage key of an uploaded image too. The demo's
 * images keep none (their pictures are drawn); a video still must have its file.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // 0002 declared `(type = 'video') = (file_name is not null)` without a name: find it by its text.
  await sql`
    do $$
    declare found text;
    begin
      for found in
        select conname from pg_constraint
        where conrelid = 'materials'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%file_name%'
      loop
        execute format('alter table materials drop constraint %I', found);
      end loop;
    end $$`.execute(db);
  await sql`alter table materials add constraint materials_video_file_check check (type = 'image' or file_name is not null)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table materials drop constraint if exists materials_video_file_check`.execute(db);
  await sql`update materials set file_name = null where type = 'image'`.execute(db);
  await sql`alter table materials add check ((type = 'video') = (file_name is not null))`.execute(db);
}

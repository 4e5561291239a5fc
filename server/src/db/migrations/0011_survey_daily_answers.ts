/**
 * Answers of a survey per China calendar day (issue 10: the console home shows the collecting
 * surveys and their answers today). `surveys.answer_count` stays the all-time total; this rollup
 * only says how the answers fall on days, so "today" is one index lookup per survey.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table survey_daily_answers (
    survey_id integer not null references surveys(id) on delete cascade,
    owner_id integer not null references users(id) on delete cascade,
    day date not null,
    answers integer not null default 0 check (answers >= 0),
    primary key (survey_id, day)
  )`.execute(db);
  await sql`create index survey_daily_answers_owner_day_idx on survey_daily_answers (owner_id, day)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists survey_daily_answers`.execute(db);
}

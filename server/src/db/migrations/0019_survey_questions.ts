/**
 * Surveys built and answered (issue 23):
 *   surveys.identify      how a respondent is counted once: 'cookie' (a browser's `gr_sv` cookie) or
 *                         'phone' (the phone number given with the sheet)
 *   surveys.questions     the questions (jsonb, the contract's `surveyQuestion[]`); `question_count`
 *                         is kept equal to its length (existing rows had no questions: 0)
 *   surveys.request_key   the create's request key: unique per owner (a second create answers the first)
 *   survey_answers        one answer sheet per respondent and survey (UNIQUE(survey_id, respondent)):
 *                         `respondent` is `cookie:<sha256 of the cookie>` or `phone:<number>`, `answers`
 *                         maps question keys to the answer (option key, option keys, text or 1–5)
 * `surveys.answer_count` and `survey_daily_answers` are written with each sheet, in its transaction.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table surveys
    add column identify text not null default 'cookie' check (identify in ('cookie', 'phone')),
    add column questions jsonb not null default '[]'::jsonb,
    add column request_key text`.execute(db);
  await sql`update surveys set question_count = 0 where question_count <> 0`.execute(db);
  await sql`create unique index surveys_request_idx on surveys (owner_id, request_key) where request_key is not null`.execute(db);
  await sql`create table survey_answers (
    id serial primary key,
    survey_id integer not null references surveys (id) on delete cascade,
    owner_id integer not null references users (id) on delete cascade,
    respondent text not null,
    answers jsonb not null,
    created_at timestamptz not null default now(),
    unique (survey_id, respondent)
  )`.execute(db);
  await sql`create index survey_answers_survey_created_idx on survey_answers (survey_id, created_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists survey_answers`.execute(db);
  await sql`drop index if exists surveys_request_idx`.execute(db);
  await sql`alter table surveys drop column if exists identify, drop column if exists questions, drop column if exists request_key`.execute(db);
}

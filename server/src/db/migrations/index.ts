/**
 * In-code migration list. Add a file per change (`NNNN_name.ts`) and list it
 * here; names sort in the order they run.
 */
import type { Migration } from 'kysely';
import * as m0001 from './0001_initial';
import * as m0002 from './0002_media';
import * as m0003p from './0003_person';
import * as m0003s from './0003_statistics';
import * as m0004 from './0004_orders';
import * as m0005 from './0005_list_counters';
import * as m0006 from './0006_download_lease';
import * as m0007 from './0007_activity_sort';
import * as m0010 from './0010_sign_in_guard';
import * as m0011 from './0011_survey_daily_answers';
import * as m0012 from './0012_photo_statistics';
import * as m0013 from './0013_invoices';
import * as m0014 from './0014_points';
import * as m0016 from './0016_session_binding';
import * as m0017 from './0017_activity_editors';
import * as m0018 from './0018_uploads';
import * as m0019 from './0019_survey_questions';
import * as m0020 from './0020_public_pages';
import * as m0021 from './0021_material_images';
import * as m0022 from './0022_user_preferences';

export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_media': m0002,
  '0003_person': m0003p,
  '0003_statistics': m0003s,
  '0004_orders': m0004,
  '0005_list_counters': m0005,
  '0006_download_lease': m0006,
  '0007_activity_sort': m0007,
  '0010_sign_in_guard': m0010,
  '0011_survey_daily_answers': m0011,
  '0012_photo_statistics': m0012,
  '0013_invoices': m0013,
  '0014_points': m0014,
  '0016_session_binding': m0016,
  '0017_activity_editors': m0017,
  '0018_uploads': m0018,
  '0019_survey_questions': m0019,
  '0020_public_pages': m0020,
  '0021_material_images': m0021,
  '0022_user_preferences': m0022,
};

/**
 * Table types for kysely. Rows owned by a user carry `owner_id`; every query on
 * them is scoped by it. Authentication plumbing (sessions, tickets, scenes)
 * references the user through `user_id`.
 */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** A timestamptz column: read as Date, written as Date or ISO string, defaulted by the database. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamptz column that must be given on insert. */
type RequiredTimestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  nickname: ColumnType<string, string | undefined, string>;
  avatar_url: ColumnType<string, string | undefined, string>;
  mob_phone: ColumnType<string, string | undefined, string>;
  area_code: ColumnType<string, string | undefined, string>;
  email: ColumnType<string, string | undefined, string>;
  wx_nickname: ColumnType<string, string | undefined, string>;
  register_time: Timestamp;
  points_num: ColumnType<number | null, number | null | undefined, number | null>;
  username_modify: ColumnType<number, number | undefined, number>;
  is_set_password: ColumnType<boolean, boolean | undefined, boolean>;
  certified: ColumnType<boolean, boolean | undefined, boolean>;
  /** Set when an operator disabled the account: it cannot sign in (migration 0010). */
  disabled_at: NullableTimestamp;
  /** The console's language, null: follow the browser (migration 0022, issue 29). */
  locale: ColumnType<'zh-CN' | 'en-US' | null, 'zh-CN' | 'en-US' | null | undefined, 'zh-CN' | 'en-US' | null>;
  /** The console's colour theme; `system` follows the device (migration 0022, issue 29). */
  theme: ColumnType<'system' | 'light' | 'dark', 'system' | 'light' | 'dark' | undefined, 'system' | 'light' | 'dark'>;
}

/** One refused sign-in, by username and address (migration 0010, modules/user/signInGuard.ts). */
export interface SignInFailuresTable {
  id: Generated<number>;
  username: string;
  address: string;
  at: Timestamp;
}

export interface EntitlementsTable {
  id: Generated<number>;
  owner_id: number;
  product: number;
  pro_type: number;
  expire_time: RequiredTimestamp;
  created_at: Timestamp;
}

export interface SysMessagesTable {
  id: Generated<number>;
  owner_id: number;
  title: string;
  content: string;
  stime: Timestamp;
  is_read: ColumnType<number, number | undefined, number>;
  photo_live: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
}

export interface NoticesTable {
  id: Generated<number>;
  type: number;
  title: string;
  content: string;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: RequiredTimestamp;
}

export interface SsoTicketsTable {
  id: Generated<number>;
  ticket: string;
  user_id: number;
  service: string;
  created_at: Timestamp;
  expires_at: RequiredTimestamp;
  used_at: NullableTimestamp;
  /** sha256 of the browser's `gr_sso_bind` cookie the ticket was issued with (null: issued before binding existed; never redeemed). */
  binding: string | null;
}

export interface CertificationScenesTable {
  id: Generated<number>;
  scene: string;
  user_id: number;
  created_at: Timestamp;
  scanned_at: NullableTimestamp;
}

export interface TwzbGroupsTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  created_at: Timestamp;
}

export const TWZB_STATUSES = ['not_started', 'live', 'ended'] as const;
export type TwzbStatus = (typeof TWZB_STATUSES)[number];

export interface TwzbActivitiesTable {
  id: Generated<number>;
  owner_id: number;
  group_id: number | null;
  title: string;
  cover_url: ColumnType<string, string | undefined, string>;
  status: TwzbStatus;
  start_time: RequiredTimestamp;
  end_time: NullableTimestamp;
  view_count: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  /** The editors' columns (migration 0017). */
  mode: ColumnType<'text' | 'video', 'text' | 'video' | undefined, 'text' | 'video'>;
  description: ColumnType<string, string | undefined, string>;
  watch_mode: ColumnType<'public' | 'password' | 'whitelist', 'public' | 'password' | 'whitelist' | undefined, 'public' | 'password' | 'whitelist'>;
  watch_password: ColumnType<string, string | undefined, string>;
  watch_phones: ColumnType<string[], string | undefined, string>;
  request_id: ColumnType<string | null, string | null | undefined, string | null>;
}

// --- Activities of the other kinds, media and materials (migration 0002_media) ---

export const VIDEO_STATUSES = ['not_started', 'live', 'ended'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** Video-live activities (product 1); their recordings are `media_videos` of kind 'live'. */
export interface VideoActivitiesTable {
  id: Generated<number>;
  owner_id: number;
  title: string;
  cover_url: ColumnType<string, string | undefined, string>;
  status: VideoStatus;
  start_time: RequiredTimestamp;
  end_time: NullableTimestamp;
  view_count: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

/** Photo-live albums (product 2); their generated videos are `media_videos` of kind 'photo'. */
export interface PhotoActivitiesTable {
  id: Generated<number>;
  owner_id: number;
  title: string;
  cover_url: ColumnType<string, string | undefined, string>;
  location: ColumnType<string, string | undefined, string>;
  photo_count: ColumnType<number, number | undefined, number>;
  view_count: ColumnType<number, number | undefined, number>;
  start_time: RequiredTimestamp;
  end_time: NullableTimestamp;
  created_at: Timestamp;
  /** The editor's columns (migration 0017). */
  watermark: ColumnType<boolean, boolean | undefined, boolean>;
  visibility: ColumnType<'public' | 'password' | 'private', 'public' | 'password' | 'private' | undefined, 'public' | 'password' | 'private'>;
  password: ColumnType<string, string | undefined, string>;
  request_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export const EVENT_STATUSES = ['not_started', 'ongoing', 'ended'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Events (product 3): registration, sign-in and an optional event live. */
export interface EventActivitiesTable {
  id: Generated<number>;
  owner_id: number;
  title: string;
  cover_url: ColumnType<string, string | undefined, string>;
  status: EventStatus;
  city: ColumnType<string, string | undefined, string>;
  address: ColumnType<string, string | undefined, string>;
  start_time: RequiredTimestamp;
  end_time: NullableTimestamp;
  registration_count: ColumnType<number, number | undefined, number>;
  sign_in_count: ColumnType<number, number | undefined, number>;
  view_count: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  /** The editor's columns (migration 0017); `form` is jsonb: the registration form's fields. */
  capacity: number | null;
  registration_open: ColumnType<boolean, boolean | undefined, boolean>;
  form: ColumnType<Array<{ key: string; label: string; required: boolean }>, string | undefined, string>;
  request_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An owner's uploaded image (migration 0017): a cover, checked by its bytes, stored through lib/storage. */
export interface UploadedImagesTable {
  id: Generated<number>;
  owner_id: number;
  storage_key: string;
  thumb_key: string;
  mime_type: 'image/jpeg' | 'image/png' | 'image/webp';
  width: number;
  height: number;
  size: number;
  created_at: Timestamp;
}

/** An owner's resumable (tus) upload of a recording or material (migration 0017). */
export interface UploadedFilesTable {
  id: string;
  owner_id: number;
  purpose: string;
  file_name: string;
  mime_type: string;
  size: ColumnType<number, number, number>;
  offset_bytes: ColumnType<number, number | undefined, number>;
  storage_key: string;
  status: ColumnType<'uploading' | 'done' | 'failed', 'uploading' | 'done' | 'failed' | undefined, 'uploading' | 'done' | 'failed'>;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
}

export const MEDIA_KINDS = ['live', 'event', 'photo'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
export const MEDIA_SOURCES = ['record', 'upload', 'clip', 'highlight', 'album'] as const;
export type MediaSource = (typeof MEDIA_SOURCES)[number];

/** A video of the video library: a recording (live, event) or a generated photo-live video (photo). */
export interface MediaVideosTable {
  id: Generated<number>;
  owner_id: number;
  kind: MediaKind;
  video_activity_id: ColumnType<number | null, number | null | undefined, number | null>;
  event_activity_id: ColumnType<number | null, number | null | undefined, number | null>;
  photo_activity_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The live broadcast whose watch page plays it (kind 'live'; migration 0020). */
  twzb_activity_id: ColumnType<number | null, number | null | undefined, number | null>;
  title: string;
  source: MediaSource;
  cover_url: ColumnType<string, string | undefined, string>;
  /** A file under server/fixtures/. */
  file_name: string;
  mime_type: ColumnType<string, string | undefined, string>;
  /** Seconds. */
  duration: number;
  /** Bytes. */
  size: number;
  width: number;
  height: number;
  created_at: Timestamp;
}

export const DOWNLOAD_STATUSES = ['pending', 'processing', 'done', 'failed', 'cancelled'] as const;
export type DownloadStatus = (typeof DOWNLOAD_STATUSES)[number];

/** A download task of a recording; the worker writes <files>/downloads/<id>.<ext>. */
export interface MediaDownloadTasksTable {
  id: Generated<number>;
  owner_id: number;
  media_id: number;
  kind: 'live' | 'event';
  file_name: string;
  status: ColumnType<DownloadStatus, DownloadStatus | undefined, DownloadStatus>;
  progress: ColumnType<number, number | undefined, number>;
  bytes_total: ColumnType<number, number | undefined, number>;
  bytes_done: ColumnType<number, number | undefined, number>;
  sha256: ColumnType<string | null, string | null | undefined, string | null>;
  error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
  /** The worker holding (or that last held) the task; see migration 0006. */
  lease_owner: ColumnType<string | null, string | null | undefined, string | null>;
  /** Until when that hold is valid (database clock). */
  lease_until: NullableTimestamp;
  /** When the finished file was deleted (too old, or missing); the task is then failed. */
  expired_at: NullableTimestamp;
}

export const MATERIAL_KINDS = ['twzb', 'event'] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];
export const MATERIAL_TYPES = ['image', 'video'] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];

/** An image or video of a text-image live or an event (material library). */
export interface MaterialsTable {
  id: Generated<number>;
  owner_id: number;
  kind: MaterialKind;
  twzb_activity_id: ColumnType<number | null, number | null | undefined, number | null>;
  event_activity_id: ColumnType<number | null, number | null | undefined, number | null>;
  type: MaterialType;
  title: string;
  width: number;
  height: number;
  size: number;
  duration: ColumnType<number | null, number | null | undefined, number | null>;
  /** Videos only: a file under server/fixtures/. */
  file_name: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

// --- Trade orders, surveys and micro-websites (migration 0004_orders) ---

/** What was bought: a product edition, photo storage capacity, or an on-site (huipai) service. */
export const ORDER_KINDS = ['edition', 'capacity', 'service'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const PAY_TYPES = ['wechat', 'alipay', 'transfer'] as const;
export type PayType = (typeof PAY_TYPES)[number];
/** Stored states; an unpaid order past its payment window reads as cancelled (see modules/trxorder). */
export const ORDER_STATUSES = ['unpaid', 'paid', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Purchases of the console's products (amounts in fen); soft-deleted through `deleted_at`. */
export interface TrxOrdersTable {
  id: Generated<number>;
  order_no: string;
  owner_id: number;
  /** SPEC §1 product id: 1 live, 2 photo, 3 events, 4 on-site (huipai). */
  product: number;
  kind: OrderKind;
  pro_type: number | null;
  months: number | null;
  capacity_gb: number | null;
  quantity: ColumnType<number, number | undefined, number>;
  title: string;
  unit_price: number;
  original_amount: number;
  amount: number;
  company_price: ColumnType<boolean, boolean | undefined, boolean>;
  pay_type: PayType;
  status: OrderStatus;
  buyer_name: ColumnType<string, string | undefined, string>;
  buyer_phone: ColumnType<string, string | undefined, string>;
  trade_no: ColumnType<string | null, string | null | undefined, string | null>;
  settled_at: NullableTimestamp;
  paid_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  cancel_reason: ColumnType<'user' | 'timeout' | null, 'user' | 'timeout' | null | undefined, 'user' | 'timeout' | null>;
  deleted_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The on-site details of a huipai (product 4) order. `service_date` is read as text (YYYY-MM-DD). */
export interface HuipaiBookingsTable {
  order_id: number;
  owner_id: number;
  service_date: string;
  city: string;
  address: string;
  contact_name: string;
  contact_phone: string;
  photographers: number;
  hours: number;
  remark: ColumnType<string, string | undefined, string>;
}

/** applying 申请中 → issued 已开具 | rejected 已驳回 (migration 0013, modules/trxorder/invoice.ts). */
export type InvoiceStatus = 'applying' | 'issued' | 'rejected';

/** Invoice requests of paid trade orders; at most one applying or issued request per order. */
export interface InvoicesTable {
  id: Generated<number>;
  owner_id: number;
  order_id: number;
  title_type: 'personal' | 'company';
  title: string;
  tax_no: string | null;
  email: string;
  /** Fen, the order's amount when requested. */
  amount: number;
  status: ColumnType<InvoiceStatus, InvoiceStatus | undefined, InvoiceStatus>;
  invoice_no: ColumnType<string | null, string | null | undefined, string | null>;
  reject_reason: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  issued_at: NullableTimestamp;
  rejected_at: NullableTimestamp;
  updated_at: Timestamp;
}

/** 0 draft (草稿), 1 published (收集中), 2 closed (已结束). */
export const SURVEY_STATUSES = [0, 1, 2] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];

/** How a respondent is counted once (migration 0019): a browser's cookie, or the phone number given. */
export type SurveyIdentify = 'cookie' | 'phone';

/** A question as stored in `surveys.questions` (jsonb): the contract's `surveyQuestion` (contracts/src/surveyEdit.ts). */
export type StoredSurveyQuestion = { key: string; title: string; required: boolean } & (
  | { kind: 'single' | 'multiple'; options: { key: string; label: string }[] }
  | { kind: 'text'; multiline: boolean }
  | { kind: 'rating' }
);

/** One sheet's answers (jsonb): question key → option key (single), option keys (multiple), text, or rating 1–5. */
export type StoredSurveyAnswers = Record<string, string | string[] | number>;

export interface SurveysTable {
  id: Generated<number>;
  owner_id: number;
  title: string;
  description: ColumnType<string, string | undefined, string>;
  status: ColumnType<SurveyStatus, SurveyStatus | undefined, SurveyStatus>;
  /** Kept equal to the length of `questions` (migration 0019). */
  question_count: ColumnType<number, number | undefined, number>;
  answer_count: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  published_at: NullableTimestamp;
  closed_at: NullableTimestamp;
  /** Migration 0019: how respondents are counted, the questions (jsonb, written as JSON text), the create's request key. */
  identify: ColumnType<SurveyIdentify, SurveyIdentify | undefined, SurveyIdentify>;
  questions: ColumnType<StoredSurveyQuestion[], string | undefined, string>;
  request_key: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One answer sheet (migration 0019): one per survey and respondent (`cookie:<sha256>` or `phone:<number>`). */
export interface SurveyAnswersTable {
  id: Generated<number>;
  survey_id: number;
  owner_id: number;
  respondent: string;
  answers: ColumnType<StoredSurveyAnswers, string, string>;
  created_at: Timestamp;
}

/** Answers of a survey per China calendar day (migration 0011); `surveys.answer_count` is the all-time total. */
export interface SurveyDailyAnswersTable {
  survey_id: number;
  owner_id: number;
  day: string;
  answers: ColumnType<number, number | undefined, number>;
}

/** 0 unpublished (未发布), 1 published (已发布). */
export interface WebsitesTable {
  id: Generated<number>;
  owner_id: number;
  title: string;
  cover_url: ColumnType<string, string | undefined, string>;
  template: ColumnType<string, string | undefined, string>;
  status: ColumnType<0 | 1, 0 | 1 | undefined, 0 | 1>;
  created_at: Timestamp;
  updated_at: Timestamp;
  published_at: NullableTimestamp;
}

/** `day` columns are PostgreSQL dates, written and compared as 'YYYY-MM-DD' (China calendar day). */
export interface WebsiteDailyStatsTable {
  website_id: number;
  owner_id: number;
  day: string;
  pv: number;
  uv: number;
  share_num: number;
}

export interface WebsiteRegionStatsTable {
  website_id: number;
  owner_id: number;
  day: string;
  province_code: number;
  city_code: number;
  pv: number;
  uv: number;
}

export const WEBSITE_PLATFORMS = ['wechat', 'weibo', 'browser', 'app', 'miniprogram'] as const;
export type WebsitePlatform = (typeof WEBSITE_PLATFORMS)[number];

export interface WebsitePlatformStatsTable {
  website_id: number;
  owner_id: number;
  day: string;
  platform: WebsitePlatform;
  pv: number;
  uv: number;
}

// --- Statistics: audience, conferees, audience orders, event log and daily rollup (migration 0003_statistics) ---

/** Statistics products: 1 text-image live (twzb), 2 event, 3 live shop. */
export type StatProduct = 1 | 2 | 3;
/** Where a visit came from: 1 WeChat, 2 H5 (mobile browser), 3 PC, 4 App. */
export type StatPlatform = 1 | 2 | 3 | 4;

export interface AudienceTagsTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  color: ColumnType<string, string | undefined, string>;
  member_count: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

/** A viewer of an owner's text-image lives. */
export interface AudienceMembersTable {
  id: Generated<number>;
  owner_id: number;
  nickname: string;
  avatar_url: ColumnType<string, string | undefined, string>;
  phone: ColumnType<string, string | undefined, string>;
  /** 0 unknown, 1 male, 2 female. */
  gender: ColumnType<number, number | undefined, number>;
  province_id: ColumnType<number, number | undefined, number>;
  city_id: ColumnType<number, number | undefined, number>;
  platform: StatPlatform;
  /** The twzb activity of the first visit (0 unknown). */
  source_activity_id: ColumnType<number, number | undefined, number>;
  tag_ids: ColumnType<number[], number[] | undefined, number[]>;
  watch_count: ColumnType<number, number | undefined, number>;
  watch_seconds: ColumnType<number, number | undefined, number>;
  comment_count: ColumnType<number, number | undefined, number>;
  order_count: ColumnType<number, number | undefined, number>;
  /** Fen; bigint read as string by some drivers: always Number() it. */
  order_amount: ColumnType<string | number, number | undefined, number>;
  blacklisted: ColumnType<boolean, boolean | undefined, boolean>;
  first_visit_at: RequiredTimestamp;
  last_visit_at: RequiredTimestamp;
  created_at: Timestamp;
}

export interface AudienceOwnerStatsTable {
  owner_id: number;
  member_count: number;
  blacklisted_count: number;
}

/** Text-image lives by (owner, group; 0 = none); kept by triggers (migration 0005). */
export interface TwzbCountsTable {
  owner_id: number;
  group_id: number;
  n: number;
}

/** Events by (owner, status, China calendar day created); kept by triggers (migration 0005). */
export interface EventCountsTable {
  owner_id: number;
  status: string;
  day: string;
  n: number;
}

/** Members by last-visit day (China time), platform and province; kept by triggers. */
export interface AudienceCountsTable {
  owner_id: number;
  platform: number;
  province_id: number;
  day: string;
  n: number;
}

export interface AudienceBlacklistTable {
  id: Generated<number>;
  owner_id: number;
  member_id: number;
  /** 0: every activity of the owner. */
  activity_id: ColumnType<number, number | undefined, number>;
  reason: ColumnType<string, string | undefined, string>;
  operator: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  released_at: NullableTimestamp;
}

/** 1 shop goods, 2 paid viewing ticket, 3 reward. Status 1 paid, 2 refunded. Amounts in fen. */
export interface AudienceOrdersTable {
  id: Generated<number>;
  owner_id: number;
  member_id: number;
  activity_id: ColumnType<number, number | undefined, number>;
  order_no: string;
  order_type: 1 | 2 | 3;
  goods_name: string;
  quantity: ColumnType<number, number | undefined, number>;
  amount: number;
  status: 1 | 2;
  platform: StatPlatform;
  city_id: ColumnType<number, number | undefined, number>;
  paid_at: RequiredTimestamp;
  refunded_at: NullableTimestamp;
  refund_amount: ColumnType<number, number | undefined, number>;
}

/** Someone registered to an event: role 1 attendee, 2 guest, 3 staff. */
export interface EventConfereesTable {
  id: Generated<number>;
  owner_id: number;
  event_id: number;
  name: string;
  phone: ColumnType<string, string | undefined, string>;
  company: ColumnType<string, string | undefined, string>;
  job_title: ColumnType<string, string | undefined, string>;
  role: ColumnType<1 | 2 | 3, 1 | 2 | 3 | undefined, 1 | 2 | 3>;
  platform: StatPlatform;
  city_id: ColumnType<number, number | undefined, number>;
  ticket_name: ColumnType<string, string | undefined, string>;
  /** Form answers by field key. */
  answers: ColumnType<Record<string, string>, string | undefined, string>;
  registered_at: RequiredTimestamp;
  signed_in_at: NullableTimestamp;
}

export interface EventFormsTable {
  event_id: number;
  owner_id: number;
  /** JSON: the form's fields (contracts EventFormField[]). */
  fields: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
}

/** One view (kind 1) or share (kind 2) of a twzb activity (product 1) or an event page (product 2). */
export interface StatEventsTable {
  owner_id: number;
  product: 1 | 2;
  activity_id: number;
  kind: 1 | 2;
  visitor_id: number;
  platform: StatPlatform;
  city_id: number;
  duration_seconds: ColumnType<number, number | undefined, number>;
  occurred_at: RequiredTimestamp;
}

/** Summed metrics of a rollup row. */
interface StatMetrics {
  pv: number;
  uv: number;
  shares: number;
  watch_seconds: number | string;
  created: number;
  new_members: number;
  registrations: number;
  sign_ins: number;
  orders: number;
  order_amount: number | string;
  buyers: number;
  refunds: number;
  refund_amount: number | string;
  /** Photos uploaded to / downloaded from photo-live albums (product 4, migration 0012). */
  uploads: ColumnType<number, number | undefined, number>;
  downloads: ColumnType<number, number | undefined, number>;
}

/** What happens to a photo-live album (migration 0012): 1 view, 2 share, 3 upload (visitor 0), 4 download. */
export interface PhotoStatEventsTable {
  owner_id: number;
  activity_id: number;
  kind: 1 | 2 | 3 | 4;
  visitor_id: ColumnType<number, number | undefined, number>;
  platform: StatPlatform;
  city_id: number;
  occurred_at: RequiredTimestamp;
}

/** The account's daily rollup (see migration 0003_statistics). `day` is a date: select it as text. */
export interface StatDailyTable extends StatMetrics {
  owner_id: number;
  product: number;
  dim: number;
  dim_value: number;
  day: string;
}

/** One activity's daily rollup. */
export interface StatDailyActivityTable extends StatMetrics {
  owner_id: number;
  product: number;
  activity_id: number;
  day: string;
}

export interface StatDirtyDaysTable {
  owner_id: number;
  product: number;
  day: string;
}

export interface StatListSettingsTable {
  owner_id: number;
  list_key: string;
  columns: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
}

export interface StatExportTokensTable {
  token_hash: string;
  owner_id: number;
  /** The session that asked for it: the token ends with that session. */
  session_id: number | null;
  created_at: Timestamp;
  expires_at: RequiredTimestamp;
}

/** Completed scale seeds (seed/scale.ts). */
export interface SeedRunsTable {
  name: string;
  scale: number;
  counts: ColumnType<unknown, string | undefined, string>;
  completed_at: Timestamp;
}

// --- Cloud-photography photo library (migration 0003_person) ---

export interface PersonPhotosTable {
  id: Generated<number>;
  owner_id: number;
  title: string;
  file_name: string;
  /** Which generated demo image (/demo-assets/person/photo/<n>.svg). */
  image_no: ColumnType<number, number | undefined, number>;
  width: number;
  height: number;
  size_bytes: number;
  camera: ColumnType<string, string | undefined, string>;
  city_id: ColumnType<number, number | undefined, number>;
  taken_at: RequiredTimestamp;
  created_at: Timestamp;
}

/** A person found by face recognition across the owner's photos. */
export interface PersonGroupsTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  face_no: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

export interface PersonGroupPhotosTable {
  group_id: number;
  photo_id: number;
}

/** One change of an account's points (migration 0014, modules/user/points.ts); `amount` is signed. */
export interface PointsRecordsTable {
  id: Generated<number>;
  owner_id: number;
  kind: PointsKind;
  amount: number;
  reason: string;
  order_no: ColumnType<string | null, string | null | undefined, string | null>;
  balance_after: number;
  created_at: Timestamp;
}

export type PointsKind = 'earn' | 'spend';

export interface Database {
  users: UsersTable;
  entitlements: EntitlementsTable;
  sys_messages: SysMessagesTable;
  notices: NoticesTable;
  sessions: SessionsTable;
  sso_tickets: SsoTicketsTable;
  uploaded_images: UploadedImagesTable;
  uploaded_files: UploadedFilesTable;
  sign_in_failures: SignInFailuresTable;
  certification_scenes: CertificationScenesTable;
  twzb_groups: TwzbGroupsTable;
  twzb_activities: TwzbActivitiesTable;
  video_activities: VideoActivitiesTable;
  photo_activities: PhotoActivitiesTable;
  event_activities: EventActivitiesTable;
  media_videos: MediaVideosTable;
  media_download_tasks: MediaDownloadTasksTable;
  materials: MaterialsTable;
  trx_orders: TrxOrdersTable;
  huipai_bookings: HuipaiBookingsTable;
  invoices: InvoicesTable;
  surveys: SurveysTable;
  survey_daily_answers: SurveyDailyAnswersTable;
  survey_answers: SurveyAnswersTable;
  websites: WebsitesTable;
  website_daily_stats: WebsiteDailyStatsTable;
  website_region_stats: WebsiteRegionStatsTable;
  website_platform_stats: WebsitePlatformStatsTable;
  audience_tags: AudienceTagsTable;
  audience_members: AudienceMembersTable;
  audience_owner_stats: AudienceOwnerStatsTable;
  audience_counts: AudienceCountsTable;
  twzb_counts: TwzbCountsTable;
  event_counts: EventCountsTable;
  audience_blacklist: AudienceBlacklistTable;
  audience_orders: AudienceOrdersTable;
  event_conferees: EventConfereesTable;
  event_forms: EventFormsTable;
  stat_events: StatEventsTable;
  stat_daily: StatDailyTable;
  photo_stat_events: PhotoStatEventsTable;
  stat_daily_activity: StatDailyActivityTable;
  stat_dirty_days: StatDirtyDaysTable;
  stat_list_settings: StatListSettingsTable;
  stat_export_tokens: StatExportTokensTable;
  seed_runs: SeedRunsTable;
  person_photos: PersonPhotosTable;
  person_groups: PersonGroupsTable;
  person_group_photos: PersonGroupPhotosTable;
  points_records: PointsRecordsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;

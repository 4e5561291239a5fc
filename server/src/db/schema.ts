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
}

export interface Database {
  users: UsersTable;
  entitlements: EntitlementsTable;
  sys_messages: SysMessagesTable;
  notices: NoticesTable;
  sessions: SessionsTable;
  sso_tickets: SsoTicketsTable;
  certification_scenes: CertificationScenesTable;
  twzb_groups: TwzbGroupsTable;
  twzb_activities: TwzbActivitiesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;

/**
 * The activity editors (issue 22 §1), base /api/activity: create, read, update and state moves of
 * a text-image live (`twzb`), a photo-live album (`photo`) and an event (`event`), with the schemas
 * of contracts/src/activityEdit.ts.
 *
 *   POST /{kind}              create; `requestKey` is unique per owner (partial unique index, migration
 *                             0017): the same key again — a double click, parallel or later — answers
 *                             the first activity (insert … on conflict do nothing, then read it)
 *   GET  /{kind}/{id}         the editor's detail
 *   PUT  /{kind}/{id}         save the whole input
 *   PUT  /twzb/status/{id}?status=live|ended, /event/status/{id}?status=ongoing|ended
 *                             a state move named by its target, forward only, one step at a time:
 *                             not_started → live → ended (events: not_started → ongoing → ended).
 *                             `moves` of the detail lists what is allowed now; anything else is
 *                             code 409 `当前状态不能切换到…` (api.md: a move the state does not allow).
 *                             Starting moves a later start time to now; ending sets the end to now.
 *                             An album has no move: its status follows its shooting times.
 *
 * Owner scope: another owner's (or a missing) activity or group answers 404 and changes nothing.
 * Cover: '' is the product's default demo cover; otherwise one of the owner's uploaded images
 * (`/api/upload/file/<storage_key>`, as a path or under PUBLIC_URL), a demo cover
 * (`/demo-assets/cover|album|poster/<n>.svg`, n of one or two digits), or on save the activity's current cover; anything else is
 * `参数错误：coverUrl 封面图片无效，请重新上传`. The live's description is sanitised
 * (lib/sanitizeHtml.ts) before it is stored.
 * List totals, the home's 正在直播 widget (GET /twzb/list) and the data centre read the tables
 * directly or through trigger-kept counters and dirty days (migrations 0003, 0005): a created or
 * saved activity shows everywhere at once.
 *
 * Each kind is declared once below (`EditorKind`: table, schemas, texts, columns, detail, moves);
 * activityEditRoutes.ts registers the same routes for each.
 */
import {
  ACTIVITY_DESCRIPTION_MAX,
  type ActivityEventDetail,
  type ActivityEventInput,
  type ActivityPhotoDetail,
  type ActivityPhotoInput,
  type ActivityTwzbDetail,
  type ActivityTwzbInput,
  type ActivityWatch,
} from '@greenroom/contracts';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { EventActivitiesTable, EventStatus, PhotoActivitiesTable, TwzbActivitiesTable, TwzbStatus } from '../../db/schema';
import { notFound } from '../../lib/envelope';
import { iso } from '../../lib/listing';
import { sanitizeRichText } from '../../lib/sanitizeHtml';
import { photoStatus } from './activity';
import { type EditorKind, type EditorMoves, editorRoutes, fieldError, type KindColumns } from './activityEditRoutes';

export { COVER_REFUSED, ILLEGAL_MOVE } from './activityEditRoutes';

/** The cover an activity gets when none is chosen (''): a demo cover per product. */
export const DEFAULT_COVERS = { twzb: '/demo-assets/cover/0.svg', photo: '/demo-assets/album/3.svg', event: '/demo-assets/poster/2.svg' } as const;

type TwzbRow = Selectable<TwzbActivitiesTable>;
type PhotoRow = Selectable<PhotoActivitiesTable>;
type EventRow = Selectable<EventActivitiesTable>;

/** The states' names in a refused move (`当前状态不能切换到直播中（现为已结束）`). */
const STATE_LABELS: Record<TwzbStatus | EventStatus, string> = { not_started: '未开始', live: '直播中', ongoing: '进行中', ended: '已结束' };

/** PUT /{kind}/status/{id} in the API document, for every kind with moves. */
const MOVE_DESCRIPTION = '以目标状态命名，只能向前一步；详情的 moves 列出现在允许的目标。其余回答 409「当前状态不能切换到…」。';

// --- text-image live (twzb) ---

/** Forward moves, one step at a time (SPEC §4 names the states; issue 22: 预告 → 直播中 → 已结束). */
const TWZB_MOVES: EditorMoves<TwzbRow, TwzbStatus> = {
  next: {
    not_started: ['live'],
    live: ['ended'],
    ended: [],
  },
  initial: 'not_started',
  starts: 'live',
  ends: 'ended',
  labels: STATE_LABELS,
  summary: '切换图文直播状态（未开始 → 直播中 → 已结束）',
  description: MOVE_DESCRIPTION,
  state: (row) => row.status,
};

/** A group of the owner, or none; another owner's (or a missing) group is 404 like any foreign id. */
async function checkGroup(ctx: AppContext, ownerId: number, groupId: number | null): Promise<void> {
  if (groupId === null) return;
  const group = await ctx.db.selectFrom('twzb_groups').select('id').where('id', '=', groupId).where('owner_id', '=', ownerId).executeTakeFirst();
  if (!group) throw notFound();
}

function watchOf(row: TwzbRow): ActivityWatch {
  if (row.watch_mode === 'password') return { mode: 'password', password: row.watch_password };
  if (row.watch_mode === 'whitelist') return { mode: 'whitelist', phones: row.watch_phones };
  return { mode: 'public' };
}

const TWZB: EditorKind<TwzbRow, ActivityTwzbInput, ActivityTwzbDetail, TwzbStatus> = {
  path: '/twzb',
  table: 'twzb_activities',
  defaultCover: DEFAULT_COVERS.twzb,
  create: {
    summary: '新建图文直播活动',
    description: '同一 requestKey 重复提交（含并发）只创建一个活动，并回答第一次创建的活动。新活动为未开始（预告）。',
  },
  get: {
    summary: '图文直播活动详情（编辑）',
  },
  put: {
    summary: '保存图文直播活动',
    description: '整份保存；状态不变（用 PUT /twzb/status/{id} 切换）。',
  },
  /** After its checks: the group, then the description (sanitised). */
  async columns(input, ctx, ownerId): Promise<KindColumns<TwzbRow>> {
    await checkGroup(ctx, ownerId, input.groupId);
    const description = sanitizeRichText(input.description, ctx.publicUrl);
    if (description.length > ACTIVITY_DESCRIPTION_MAX) throw fieldError('description', '简介过长');
    const { watch } = input;
    return {
      mode: input.mode,
      group_id: input.groupId,
      description,
      watch_mode: watch.mode,
      watch_password: watch.mode === 'password' ? watch.password : '',
      // jsonb: kysely sends a JS array as a Postgres array, so the JSON text goes instead.
      watch_phones: JSON.stringify(watch.mode === 'whitelist' ? [...new Set(watch.phones)] : []),
    };
  },
  detail: (row) => ({
    id: row.id,
    title: row.title,
    coverUrl: row.cover_url,
    mode: row.mode,
    groupId: row.group_id,
    startTime: iso(row.start_time),
    endTime: iso(row.end_time),
    description: row.description,
    watch: watchOf(row),
    status: row.status,
    moves: TWZB_MOVES.next[row.status],
    viewCount: row.view_count,
    createdAt: iso(row.created_at),
  }),
  moves: TWZB_MOVES,
};

// --- photo-live album (no moves: its status follows its shooting times) ---

const PHOTO: EditorKind<PhotoRow, ActivityPhotoInput, ActivityPhotoDetail> = {
  path: '/photo',
  table: 'photo_activities',
  defaultCover: DEFAULT_COVERS.photo,
  create: {
    summary: '新建照片直播相册',
    description: '同一 requestKey 重复提交（含并发）只创建一个相册，并回答第一次创建的相册。相册状态随拍摄时间变化。',
  },
  get: {
    summary: '照片直播相册详情（编辑）',
  },
  put: {
    summary: '保存照片直播相册',
    description: '整份保存；访问方式不是 password 时清除访问密码。',
  },
  columns: (input): KindColumns<PhotoRow> => ({
    location: input.location,
    watermark: input.watermark,
    visibility: input.visibility,
    // A password only guards an album shown by password.
    password: input.visibility === 'password' ? input.password : '',
  }),
  detail: (row, now) => ({
    id: row.id,
    title: row.title,
    coverUrl: row.cover_url,
    location: row.location,
    startTime: iso(row.start_time),
    endTime: iso(row.end_time),
    watermark: row.watermark,
    visibility: row.visibility,
    password: row.password,
    status: photoStatus(row.start_time, row.end_time, now),
    photoCount: row.photo_count,
    viewCount: row.view_count,
    createdAt: iso(row.created_at),
  }),
};

// --- event ---

/** Forward moves, one step at a time: 未开始 → 进行中 → 已结束. */
const EVENT_MOVES: EditorMoves<EventRow, EventStatus> = {
  next: {
    not_started: ['ongoing'],
    ongoing: ['ended'],
    ended: [],
  },
  initial: 'not_started',
  starts: 'ongoing',
  ends: 'ended',
  labels: STATE_LABELS,
  summary: '切换活动状态（未开始 → 进行中 → 已结束）',
  description: MOVE_DESCRIPTION,
  state: (row) => row.status,
};

const EVENT: EditorKind<EventRow, ActivityEventInput, ActivityEventDetail, EventStatus> = {
  path: '/event',
  table: 'event_activities',
  defaultCover: DEFAULT_COVERS.event,
  create: {
    summary: '新建活动',
    description: '同一 requestKey 重复提交（含并发）只创建一个活动，并回答第一次创建的活动。新活动为未开始。',
  },
  get: {
    summary: '活动详情（编辑）',
  },
  put: {
    summary: '保存活动',
    description: '整份保存；状态不变（用 PUT /event/status/{id} 切换）。',
  },
  columns: (input): KindColumns<EventRow> => ({
    city: input.city,
    address: input.address,
    capacity: input.capacity,
    registration_open: input.registrationOpen,
    form: JSON.stringify(input.form.map(({ key, label, required }) => ({ key, label, required }))),
  }),
  detail: (row) => ({
    id: row.id,
    title: row.title,
    coverUrl: row.cover_url,
    city: row.city,
    address: row.address,
    startTime: iso(row.start_time),
    endTime: iso(row.end_time),
    capacity: row.capacity,
    registrationOpen: row.registration_open,
    form: row.form as ActivityEventDetail['form'],
    status: row.status,
    moves: EVENT_MOVES.next[row.status],
    registrationCount: row.registration_count,
    signInCount: row.sign_in_count,
    viewCount: row.view_count,
    createdAt: iso(row.created_at),
  }),
  moves: EVENT_MOVES,
};

export async function activityEditRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  editorRoutes(app, ctx, TWZB);
  editorRoutes(app, ctx, PHOTO);
  editorRoutes(app, ctx, EVENT);
}

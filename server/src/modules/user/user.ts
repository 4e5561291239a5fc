/**
 * Base /api/user: session, profile, entitlements, certification, notices and
 * the system-message inbox (SPEC §3, §7).
 */
import { randomBytes } from 'node:crypto';
import type { CallAnswer } from '@greenroom/contracts';
import type { FastifyInstance } from 'fastify';
import type { Selectable, SelectQueryBuilder } from 'kysely';
import type { AppContext } from '../../context';
import type { Database, UserRow } from '../../db/schema';
import { notFound } from '../../lib/envelope';
import { pageOf } from '../../lib/listing';
import { route } from '../../lib/route';
import { clearSessionCookie, currentUserId, destroySession } from '../../lib/session';
import { announceInbox } from './systemMessages';

/** A certification scene may be scanned for this long after it was issued. */
export const SCENE_TTL_MS = 10 * 60_000;

/** Product id of guest reception (huipai). */
const HUIPAI_PRODUCT = 4;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The answer of GET /api/user/getUserInfo for the account's row (also the page's boot data, console/boot.ts). */
export function userInfoOf(user: UserRow): CallAnswer<'GET /api/user/getUserInfo'> {
  return {
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    avatarUrl: user.avatar_url,
    usernameModify: user.username_modify,
    email: user.email,
    isSetPassword: user.is_set_password,
    mobPhone: user.mob_phone,
    areaCode: user.area_code,
    wxNickname: user.wx_nickname,
    registerTime: iso(user.register_time),
    pointsNum: user.points_num,
    locale: user.locale,
    theme: user.theme,
  };
}

/** The account's entitlements, in the order GET /api/user/empower-info answers them. */
export function entitlementRows(db: AppContext['db'], ownerId: number) {
  return db
    .selectFrom('entitlements')
    .select(['product', 'pro_type', 'expire_time'])
    .where('owner_id', '=', ownerId)
    .orderBy('product')
    .orderBy('pro_type')
    .execute();
}

/** The answer of GET /api/user/empower-info for the account's entitlement rows. */
export function entitlementsOf(rows: readonly { product: number; pro_type: number; expire_time: Date }[]) {
  return rows.map((row) => ({ product: row.product, proType: row.pro_type, expireTime: row.expire_time.toISOString() }));
}

/** The answer of GET /api/user/huipai/status for the account's entitlement rows: guest reception open now. */
export function huipaiOf(rows: readonly { product: number; expire_time: Date }[], now: Date): boolean {
  return rows.some((row) => row.product === HUIPAI_PRODUCT && row.expire_time.getTime() > now.getTime());
}

/** The inbox's rows of a filtered query, newest first (GET /api/user/sys-msg/user/list). */
export function inboxRows(filtered: SelectQueryBuilder<Database, 'sys_messages', object>) {
  return filtered.select(['id', 'title', 'content', 'stime', 'is_read', 'photo_live']).orderBy('stime', 'desc').orderBy('id', 'desc');
}

type InboxRow = Pick<Selectable<Database['sys_messages']>, 'id' | 'title' | 'content' | 'stime' | 'is_read' | 'photo_live'>;

/** One message of the inbox's answer. */
export function inboxMessageOf(row: InboxRow) {
  return { id: row.id, title: row.title, content: row.content, stime: row.stime.toISOString(), isRead: row.is_read as 0 | 1, photoLive: row.photo_live };
}

const TAGS = ['user'];

export async function userRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  route(app, 'GET /api/user/logout', { public: true, changesState: true, summary: '退出登录（清除会话）', tags: TAGS }, async ({ request, reply }) => {
    await destroySession(ctx, request);
    clearSessionCookie(ctx, reply);
    return null;
  });

  route(app, 'GET /api/user/getUserInfo', { summary: '当前用户信息', tags: TAGS }, async ({ request }) => {
    const user = await db.selectFrom('users').selectAll().where('id', '=', currentUserId(request)).executeTakeFirst();
    if (!user) throw notFound();
    return userInfoOf(user);
  });

  // The account's interface language and theme (issue 29): only the signed-in account's own row, one
  // UPDATE (so parallel writes each land whole, the last one wins); a field left out stays as it is.
  route(app, 'POST /api/user/preferences', { summary: '保存界面语言与主题（issue 29）', tags: TAGS }, async ({ body, request }) => {
    const changes = {
      ...(body.locale !== undefined ? { locale: body.locale } : {}),
      ...(body.theme !== undefined ? { theme: body.theme } : {}),
    };
    const row = await db.updateTable('users').set(changes).where('id', '=', currentUserId(request)).returning(['locale', 'theme']).executeTakeFirst();
    if (!row) throw notFound();
    return { locale: row.locale, theme: row.theme };
  });

  route(app, 'GET /api/user/certification/status', { summary: '是否已实名认证', tags: TAGS }, async ({ request }) => {
    const user = await db.selectFrom('users').select('certified').where('id', '=', currentUserId(request)).executeTakeFirst();
    return user?.certified === true;
  });

  route(app, 'GET /api/user/certification/token', { summary: '实名认证小程序码的 scene（10 分钟内有效）', tags: TAGS }, async ({ request }) => {
    const userId = currentUserId(request);
    const now = ctx.now();
    // 32 hex characters: the longest scene a mini-program code accepts.
    const scene = randomBytes(16).toString('hex');
    await db
      .deleteFrom('certification_scenes')
      .where('user_id', '=', userId)
      .where('scanned_at', 'is', null)
      .where('created_at', '<', new Date(now.getTime() - SCENE_TTL_MS))
      .execute();
    await db.insertInto('certification_scenes').values({ scene, user_id: userId, created_at: now }).execute();
    return scene;
  });

  route(app, 'GET /api/user/empower-info', { summary: '已开通的产品与版本', tags: TAGS }, async ({ request }) =>
    entitlementsOf(await entitlementRows(db, currentUserId(request))),
  );

  route(app, 'GET /api/user/huipai/status', { summary: '是否开通会拍', tags: TAGS }, async ({ request }) => {
    const row = await db
      .selectFrom('entitlements')
      .select('id')
      .where('owner_id', '=', currentUserId(request))
      .where('product', '=', HUIPAI_PRODUCT)
      .where('expire_time', '>', ctx.now())
      .executeTakeFirst();
    return row !== undefined;
  });

  // Platform notices: shared by every user, newest first.
  route(app, 'GET /api/user/sys-msg/page', { summary: '平台公告（分页）', tags: TAGS }, async ({ query }) => {
    let base = db.selectFrom('notices');
    if (query.type !== undefined) base = base.where('type', '=', query.type);
    const page = await pageOf(base, query, (filtered) =>
      filtered.select(['id', 'type', 'title', 'content', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc'),
    );
    return {
      ...page,
      list: page.list.map((row) => ({
        id: row.id,
        type: row.type,
        title: row.title,
        content: row.content,
        createTime: row.created_at.toISOString(),
      })),
    };
  });

  // The signed-in user's inbox, newest first.
  route(app, 'GET /api/user/sys-msg/user/list', { summary: '我的系统消息（分页）', tags: TAGS }, async ({ query, request }) => {
    let base = db.selectFrom('sys_messages').where('owner_id', '=', currentUserId(request));
    if (query.isRead !== undefined) base = base.where('is_read', '=', query.isRead);
    const page = await pageOf(base, query, inboxRows);
    return { ...page, list: page.list.map(inboxMessageOf) };
  });

  route(app, 'POST /api/user/sys-msg/user/tagRead', { summary: '标为已读（ids 或 id：逗号分隔的消息 id）', tags: TAGS }, async ({ query, request }) => {
    const ids = [...new Set([...(query.ids ?? []), ...(query.id ?? [])])];
    const result = await db
      .updateTable('sys_messages')
      .set({ is_read: 1 })
      .where('owner_id', '=', currentUserId(request))
      .where('id', 'in', ids)
      .executeTakeFirst();
    const updated = Number(result.numUpdatedRows);
    if (updated === 0) throw notFound();
    // The bell of the owner's other consoles follows (issue 26 §2).
    await announceInbox(db, currentUserId(request));
    return { updated };
  });
}

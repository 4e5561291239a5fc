/**
 * System messages the server writes to an organiser's inbox (SPEC §3 "System message"; read by
 * `/api/user/sys-msg/user/list` in modules/user/user.ts, shown by the console's bell). One place writes
 * them, so a message always arrives unread, stamped with the server's clock.
 */
import type { LiveMessage } from '@greenroom/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { escapeHtml } from '../../lib/html';
import { raiseLive } from '../live/registry';
import { DOWNLOAD_RETENTION_DAYS } from '../media/mediaDownloadExpiry';

export interface SystemMessage {
  ownerId: number;
  title: string;
  /** HTML: what the popover shows in full (sanitized again in the browser). */
  content: string;
  now: Date;
}

/** Puts a message, unread, into the owner's inbox; answers its id (announce it with {@link announceInbox} once committed). */
export async function sendSystemMessage(db: Kysely<Database>, message: SystemMessage): Promise<number> {
  const row = await db
    .insertInto('sys_messages')
    .values({
      owner_id: message.ownerId,
      title: message.title,
      content: message.content,
      stime: message.now,
      created_at: message.now,
      is_read: 0,
      photo_live: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Issue 26 §2: tells the owner's consoles their inbox changed — the bell's unread count, and the
 * message that arrived (none when messages were read). `db` is the application's, not a transaction.
 */
export async function announceInbox(db: Kysely<Database>, ownerId: number, arrived?: NonNullable<LiveMessage['message']>): Promise<void> {
  const row = await db
    .selectFrom('sys_messages')
    .select(sql<number>`count(*)::int`.as('unread'))
    .where('owner_id', '=', ownerId)
    .where('is_read', '=', 0)
    .executeTakeFirstOrThrow();
  await raiseLive(db, ownerId, 'message', { unread: Number(row.unread), ...(arrived ? { message: arrived } : {}) });
}

/** A finished download's file, absolute (a message's links leave the console). */
export function downloadHref(task: { id: number; kind: 'live' | 'event' }, publicUrl: string): string {
  return `${publicUrl}/api/media/${task.kind}/download/${task.id}`;
}

/** The library a recording's download belongs to, as the console's menu names it. */
const LIBRARY = { live: '视频库 · 直播', event: '视频库 · 活动' } as const;

/**
 * Issue 24 §5: a finished download tells its owner, wherever they are — the message names the file
 * and links to it (`/api/media/{kind}/download/{id}`, absolute: a message's links leave the console).
 */
export function downloadReadyMessage(
  task: { id: number; ownerId: number; kind: 'live' | 'event'; fileName: string },
  publicUrl: string,
  now: Date,
): SystemMessage {
  const href = downloadHref(task, publicUrl);
  const name = escapeHtml(task.fileName);
  return {
    ownerId: task.ownerId,
    title: `下载任务已完成：${task.fileName}`,
    content:
      `<p>「${name}」已准备好：<a href="${escapeHtml(href)}">下载文件</a>。</p>` +
      `<p>文件保留 ${DOWNLOAD_RETENTION_DAYS} 天，也可在${LIBRARY[task.kind]}的「下载任务」中下载。</p>`,
    now,
  };
}

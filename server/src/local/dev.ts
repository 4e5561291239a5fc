/**
 * DEV-ONLY tools under /dev — never registered when env is 'production'.
 *
 *   GET  /dev/certification/scan?scene=   page standing in for the phone scan
 *   POST /dev/certification/scan          {scene} (form or JSON): completes it, user becomes certified
 *   POST /dev/users/:username/messages    {title?, content?, photoLive?}: adds an unread message
 */

import { multilineText, text } from '@greenroom/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { notFound, ok } from '../lib/envelope';
import { escapeHtml, renderPage } from '../lib/html';
import { parseInput } from '../lib/validate';
import { raiseLive } from '../modules/live/registry';
import { announceInbox } from '../modules/user/systemMessages';
import { SCENE_TTL_MS } from '../modules/user/user';

const sceneInput = z.object({
  scene: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});

const usernameParams = z.object({ username: text().min(1).max(64) });

const messageBody = z.object({
  title: text().trim().min(1).max(200).optional(),
  content: multilineText().max(20000).optional(),
  photoLive: z.boolean().optional(),
});

function isForm(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
}

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .send(renderPage(title, `<span class="dev">开发环境工具</span>\n${body}`));
}

export async function devRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  /** The scene row when it exists and is still scannable. */
  async function findScene(scene: string) {
    return db
      .selectFrom('certification_scenes as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.id', 's.user_id', 's.scanned_at', 's.created_at', 'u.nickname', 'u.username'])
      .where('s.scene', '=', scene)
      .where('s.created_at', '>', new Date(ctx.now().getTime() - SCENE_TTL_MS))
      .executeTakeFirst();
  }

  app.get('/dev/certification/scan', async (request, reply) => {
    const parsed = sceneInput.safeParse(request.query);
    const row = parsed.success ? await findScene(parsed.data.scene) : undefined;
    if (!parsed.success || !row) {
      return page(reply, 404, '实名认证', '<h1>实名认证</h1><p class="error" role="alert">二维码无效或已过期，请在控制台重新打开认证弹窗。</p>');
    }
    const who = escapeHtml(row.nickname || row.username);
    return page(
      reply,
      200,
      '实名认证',
      `<h1>实名认证</h1>
<p class="sub">模拟微信扫码：为账号「${who}」完成实名认证。</p>
<form method="post" action="/dev/certification/scan">
<input type="hidden" name="scene" value="${escapeHtml(parsed.data.scene)}">
<button type="submit">确认认证</button>
</form>`,
    );
  });

  app.post('/dev/certification/scan', async (request, reply) => {
    const { scene } = parseInput(sceneInput, request.body ?? {});
    const row = await findScene(scene);
    if (!row) {
      if (isForm(request)) {
        return page(reply, 404, '实名认证', '<h1>实名认证</h1><p class="error" role="alert">二维码无效或已过期。</p>');
      }
      throw notFound();
    }
    const now = ctx.now();
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('certification_scenes').set({ scanned_at: now }).where('id', '=', row.id).execute();
      await trx.updateTable('users').set({ certified: true }).where('id', '=', row.user_id).execute();
    });
    // The console's certification modal closes and the tag turns 已认证 (issue 26 §2).
    await raiseLive(db, row.user_id, 'certification', { certified: true });
    if (isForm(request)) {
      return page(reply, 200, '认证成功', '<h1>认证成功</h1><p class="sub">已完成实名认证，请回到控制台查看。</p>');
    }
    return ok({ certified: true });
  });

  app.post('/dev/users/:username/messages', async (request) => {
    const { username } = parseInput(usernameParams, request.params);
    const body = parseInput(messageBody, request.body ?? {});
    const user = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
    if (!user) throw notFound();
    const now = ctx.now();
    const inserted = await db
      .insertInto('sys_messages')
      .values({
        owner_id: user.id,
        title: body.title ?? '测试消息',
        content: body.content ?? `<p>这是一条测试消息，创建于 ${now.toISOString()}。</p>`,
        stime: now,
        created_at: now,
        is_read: 0,
        photo_live: body.photoLive ?? false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await announceInbox(db, user.id, { id: inserted.id, title: body.title ?? '测试消息' });
    return ok({ id: inserted.id });
  });
}

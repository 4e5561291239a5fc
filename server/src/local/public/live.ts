/**
 * `/live/{id}`: a live broadcast's watch page (the console's 复制观看链接, plugins/live LiveListPage).
 *
 *   GET  /live/{id}                  title, cover, state (预告 / 直播中 / 已结束), start (and end) time,
 *                                    the recording of an ended broadcast when it has one, the
 *                                    description (sanitised again before it is shown)
 *   POST /live/{id}                  the watch gate's form: `password` or `phone` (whitelist); passed, it
 *                                    sets a signed cookie for this broadcast (path /live/{id}) and
 *                                    answers 303 to the page
 *   GET  /live/{id}/recording/{n}    the recording's bytes (HTTP Range): only a recording of this
 *                                    broadcast, only once it has ended, only past its gate
 *
 * Watch settings (activityWatch): `public` shows everything; `password` and `whitelist` show the
 * title, cover, state and time with a form, and the rest once the cookie is there. The cookie's
 * MAC covers the password's hash or the phone, so a new password or a phone taken off the list
 * asks again. Wrong answers are limited per address and broadcast (`gates`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { escapeHtml } from '../../lib/html';
import { sanitizeRichText } from '../../lib/sanitizeHtml';
import { sendFile } from '../../lib/sendFile';
import { openWatchStream, WATCH_SCRIPT_ASSET } from '../../modules/live';
import type { MediaServices } from '../../modules/media/mediaFiles';
import { addressOf, chinaTime, ownImage, type PublicServices, pageId, sameText, sha256Hex, statPlatform, visitorOf } from './common';
import { coverImage, metaList, sendNotFound, sendPublicPage, sendTooMany } from './layout';

const STATE: Record<Broadcast['status'], { text: string; badge: string }> = {
  not_started: { text: '预告', badge: 'badge soon' },
  live: { text: '直播中', badge: 'badge on' },
  ended: { text: '已结束', badge: 'badge' },
};

interface Broadcast {
  id: number;
  owner_id: number;
  title: string;
  cover_url: string;
  status: 'not_started' | 'live' | 'ended';
  start_time: Date;
  end_time: Date | null;
  mode: 'text' | 'video';
  description: string;
  watch_mode: 'public' | 'password' | 'whitelist';
  watch_password: string;
  watch_phones: string[];
}

const cookieName = (id: number) => `gr_watch_${id}`;
const cookiePath = (id: number) => `/live/${id}`;
const PHONE = /^1[3-9]\d{9}$/;

export async function livePageRoutes(app: FastifyInstance, services: PublicServices, media: MediaServices): Promise<void> {
  const { ctx, access } = services;
  const { db } = ctx;

  async function broadcastOf(raw: unknown): Promise<Broadcast | null> {
    const id = pageId(raw);
    if (id === null) return null;
    const row = await db
      .selectFrom('twzb_activities')
      .select([
        'id',
        'owner_id',
        'title',
        'cover_url',
        'status',
        'start_time',
        'end_time',
        'mode',
        'description',
        'watch_mode',
        'watch_password',
        'watch_phones',
      ])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { ...row, watch_phones: Array.isArray(row.watch_phones) ? row.watch_phones : [] } : null;
  }

  const subject = (live: Broadcast, prefix: string) =>
    live.watch_mode === 'password' ? `live:${live.id}:password:${sha256Hex(live.watch_password)}` : `live:${live.id}:whitelist:${prefix}`;

  /** Whether this browser may see the broadcast's content. */
  function admitted(request: FastifyRequest, live: Broadcast): boolean {
    if (live.watch_mode === 'public') return true;
    const prefix = access.verify(request.cookies[cookieName(live.id)], (given) => subject(live, given));
    if (prefix === null) return false;
    return live.watch_mode === 'password' ? prefix === '' : PHONE.test(prefix) && live.watch_phones.includes(prefix);
  }

  async function recordingOf(live: Broadcast): Promise<{ id: number; file_name: string; mime_type: string; title: string } | null> {
    if (live.status !== 'ended') return null;
    const result = await sql<{ id: number; file_name: string; mime_type: string; title: string }>`
      select id, file_name, mime_type, title from media_videos
      where twzb_activity_id = ${live.id} and owner_id = ${live.owner_id} and kind = 'live'
      order by created_at desc, id desc limit 1`.execute(db);
    return result.rows[0] ?? null;
  }

  function header(live: Broadcast): string {
    const state = STATE[live.status];
    return `<section class="card">
${coverImage(ownImage(live.cover_url, ctx.publicUrl), live.title)}
<span class="${state.badge}">${state.text}</span>
<h1>${escapeHtml(live.title)}</h1>
${metaList([
  ['开播时间', chinaTime(live.start_time)],
  ['结束时间', live.status === 'ended' && live.end_time ? chinaTime(live.end_time) : null],
  ['直播形式', live.mode === 'video' ? '视频直播' : '图文直播'],
])}
</section>`;
  }

  function gate(live: Broadcast, error?: string): string {
    const asks = live.watch_mode === 'password';
    const field = asks
      ? `<div class="field"><label for="watch-password">观看密码</label><input id="watch-password" type="password" name="password" maxlength="20" autocomplete="off" required></div>`
      : `<div class="field"><label for="watch-phone">手机号</label><input id="watch-phone" type="tel" name="phone" inputmode="numeric" maxlength="11" autocomplete="tel" required></div>`;
    return `<section class="card">
<h2>${asks ? '本直播需要密码观看' : '本直播仅限受邀观众观看'}</h2>
<p class="muted">${asks ? '请输入主办方提供的观看密码。' : '请输入受邀手机号，验证通过后即可观看。'}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/live/${live.id}">
${field}
<button type="submit">${asks ? '进入直播' : '验证并观看'}</button>
</form>
</section>`;
  }

  async function content(live: Broadcast): Promise<string> {
    const parts: string[] = [];
    const recording = await recordingOf(live);
    if (recording) {
      parts.push(`<section class="card">
<h2>直播回放</h2>
<video controls playsinline preload="metadata" src="/live/${live.id}/recording/${recording.id}" aria-label="${escapeHtml(recording.title || live.title)}"></video>
</section>`);
    } else {
      const note =
        live.status === 'not_started'
          ? `直播将于 ${chinaTime(live.start_time)} 开始，敬请期待。`
          : live.status === 'live'
            ? '直播正在进行中。'
            : '直播已结束，暂无回放。';
      parts.push(`<section class="card"><p class="notice">${escapeHtml(note)}</p></section>`);
    }
    const description = sanitizeRichText(live.description, ctx.publicUrl).trim();
    if (description) parts.push(`<section class="card">\n<h2>直播简介</h2>\n<div class="rich">${description}</div>\n</section>`);
    return parts.join('\n');
  }

  async function show(request: FastifyRequest, reply: FastifyReply, live: Broadcast, status = 200, error?: string) {
    const open = admitted(request, live);
    const body = `${header(live)}\n${open ? await content(live) : gate(live, error)}`;
    if (open && request.method === 'GET') {
      await services.visits.live({ ownerId: live.owner_id, activityId: live.id, visitor: visitorOf(ctx, request, reply), platform: statPlatform(request) });
    }
    // An open page holds its presence stream (issue 26 §2): the console counts it as a viewer online.
    if (open && request.method === 'GET') {
      return sendPublicPage(reply, status, {
        title: live.title,
        body: `${body}\n<p hidden data-live-presence="/live/${live.id}/presence"></p>`,
        script: WATCH_SCRIPT_ASSET.path,
      });
    }
    return sendPublicPage(reply, status, { title: live.title, body });
  }

  // The watch page's presence stream: only past the page's gate, like its content.
  app.get('/live/:id/presence', async (request, reply) => {
    const live = await broadcastOf((request.params as { id?: string }).id);
    if (!live || !admitted(request, live)) return reply.code(404).header('cache-control', 'no-store').send();
    return openWatchStream(ctx, reply, live, addressOf(request));
  });

  app.get('/live/:id', async (request, reply) => {
    if (!services.pages.take(addressOf(request))) return sendTooMany(reply, services.pages.retryAfter(addressOf(request)), '打开页面的次数过多');
    const live = await broadcastOf((request.params as { id?: string }).id);
    if (!live) return sendNotFound(reply, 'live');
    return show(request, reply, live);
  });

  app.post('/live/:id', async (request, reply) => {
    const live = await broadcastOf((request.params as { id?: string }).id);
    if (!live) return sendNotFound(reply, 'live');
    if (live.watch_mode === 'public' || admitted(request, live)) return reply.header('cache-control', 'no-store').redirect(`/live/${live.id}`, 303);
    const key = `live:${live.id}:${addressOf(request)}`;
    if (services.gates.blocked(key)) return sendTooMany(reply, services.gates.retryAfter(key), '尝试次数过多');
    const form = (request.body ?? {}) as Record<string, unknown>;
    const given = (name: string) => (typeof form[name] === 'string' ? (form[name] as string).trim().slice(0, 64) : '');
    let prefix: string | null = null;
    let error = '';
    if (live.watch_mode === 'password') {
      const password = given('password');
      if (password && sameText(password, live.watch_password)) prefix = '';
      else error = password ? '密码错误，请重新输入' : '请输入观看密码';
    } else {
      const phone = given('phone').replace(/[\s-]/g, '');
      if (!PHONE.test(phone)) error = '请输入 11 位手机号';
      else if (live.watch_phones.includes(phone)) prefix = phone;
      else error = '该手机号不在观看名单中，请联系主办方';
    }
    if (prefix === null) {
      services.gates.take(key);
      return show(request, reply, live, 403, error);
    }
    const cookie = access.issue(subject(live, prefix), prefix);
    reply.setCookie(cookieName(live.id), cookie.value, {
      path: cookiePath(live.id),
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.secureCookies,
      maxAge: cookie.maxAge,
    });
    return reply.header('cache-control', 'no-store').redirect(`/live/${live.id}`, 303);
  });

  app.get('/live/:id/recording/:media', async (request, reply) => {
    const params = request.params as { id?: string; media?: string };
    const mediaId = pageId(params.media);
    const live = await broadcastOf(params.id);
    const missing = () => reply.code(404).header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not Found');
    if (!live || mediaId === null || !admitted(request, live)) return missing();
    const recording = await recordingOf(live);
    // The broadcast's current recording only (what its page shows).
    const source = recording && recording.id === mediaId ? media.files.source(recording.file_name) : null;
    if (!recording || !source) return missing();
    try {
      return await sendFile(request, reply, source, { contentType: recording.mime_type, cacheControl: 'private, max-age=600' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return missing();
      throw error;
    }
  });
}

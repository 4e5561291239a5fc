/**
 * `/photo/{id}`: a photo-live album's gallery.
 *
 *   GET  /photo/{id}[?page=N]   title, cover, place, shooting times, state (by those times, like the
 *                               console), and the album's photos, 60 a page, newest first
 *   POST /photo/{id}            the access password (visibility `password`); right, it sets a signed
 *                               cookie for this album (path /photo/{id}) and answers 303 to the page
 *
 * Visibility (activityPhotoInput): `public` shows the gallery; `password` asks first; `private`
 * (仅自己) is not found, like an unknown id. The album's photos are the organiser's photos
 * (person_photos, the cloud-photography library) taken during its shooting time: from its start to
 * its end (or now, while it has none). A visit counts in the album's statistics (visits.ts `album`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../lib/html';
import { addressOf, chinaTime, ownImage, type PublicServices, pageId, sameText, sha256Hex, statPlatform, visitorOf } from './common';
import { coverImage, metaList, sendNotFound, sendPublicPage, sendTooMany } from './layout';

/** Photos on one page of the gallery. */
export const ALBUM_PAGE_SIZE = 60;

interface Album {
  id: number;
  owner_id: number;
  title: string;
  cover_url: string;
  location: string;
  start_time: Date;
  end_time: Date | null;
  watermark: boolean;
  visibility: 'public' | 'password' | 'private';
  password: string;
}

const cookieName = (id: number) => `gr_album_${id}`;

/** A demo photo's address (modules/person/personAssets.ts): the original as SVG, the thumbnail as JPEG. */
const photoUrl = (imageNo: number, portrait: boolean, thumb: boolean) =>
  `/demo-assets/person/photo/${imageNo}.${thumb ? 'jpg' : 'svg'}${portrait ? '?portrait=1' : ''}`;

export async function photoPageRoutes(app: FastifyInstance, services: PublicServices): Promise<void> {
  const { ctx, access } = services;
  const { db } = ctx;

  async function albumOf(raw: unknown): Promise<Album | null> {
    const id = pageId(raw);
    if (id === null) return null;
    const row = await db
      .selectFrom('photo_activities')
      .select(['id', 'owner_id', 'title', 'cover_url', 'location', 'start_time', 'end_time', 'watermark', 'visibility', 'password'])
      .where('id', '=', id)
      .where('visibility', '<>', 'private')
      .executeTakeFirst();
    return row ?? null;
  }

  const subject = (album: Album) => `photo:${album.id}:password:${sha256Hex(album.password)}`;
  const admitted = (request: FastifyRequest, album: Album) =>
    album.visibility === 'public' || access.verify(request.cookies[cookieName(album.id)], () => subject(album)) === '';

  function header(album: Album): string {
    const now = ctx.now().getTime();
    const state =
      album.start_time.getTime() > now
        ? { text: '未开始', badge: 'badge soon' }
        : album.end_time === null || album.end_time.getTime() > now
          ? { text: '直播中', badge: 'badge on' }
          : { text: '已结束', badge: 'badge' };
    return `<section class="card">
${coverImage(ownImage(album.cover_url, ctx.publicUrl), album.title)}
<span class="${state.badge}">${state.text}</span>
<h1>${escapeHtml(album.title)}</h1>
${metaList([
  ['拍摄地点', album.location],
  ['开始时间', chinaTime(album.start_time)],
  ['结束时间', album.end_time ? chinaTime(album.end_time) : null],
])}
</section>`;
  }

  function gate(album: Album, error?: string): string {
    return `<section class="card">
<h2>本相册需要密码访问</h2>
<p class="muted">请输入主办方提供的访问密码。</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/photo/${album.id}">
<div class="field"><label for="album-password">访问密码</label><input id="album-password" type="password" name="password" maxlength="20" autocomplete="off" required></div>
<button type="submit">查看相册</button>
</form>
</section>`;
  }

  async function gallery(album: Album, pageNum: number): Promise<string> {
    const until = album.end_time ?? ctx.now();
    const inWindow = db
      .selectFrom('person_photos')
      .where('owner_id', '=', album.owner_id)
      .where('taken_at', '>=', album.start_time)
      .where('taken_at', '<', until);
    const [count, photos] = await Promise.all([
      inWindow.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      inWindow
        .select(['id', 'title', 'image_no', 'width', 'height'])
        .orderBy('taken_at', 'desc')
        .orderBy('id', 'desc')
        .limit(ALBUM_PAGE_SIZE)
        .offset((pageNum - 1) * ALBUM_PAGE_SIZE)
        .execute(),
    ]);
    const total = Number(count.n);
    if (total === 0) {
      const ended = album.end_time !== null && album.end_time.getTime() <= ctx.now().getTime();
      return `<section class="card"><p class="notice">${ended ? '本相册暂无照片。' : '摄影师正在上传照片，请稍后再来看看。'}</p></section>`;
    }
    const items = photos
      .map((photo) => {
        const portrait = photo.height > photo.width;
        return `<li><a href="${photoUrl(photo.image_no, portrait, false)}"><img src="${photoUrl(photo.image_no, portrait, true)}" alt="${escapeHtml(photo.title)}" loading="lazy" width="320" height="320"></a></li>`;
      })
      .join('');
    const pages = Math.ceil(total / ALBUM_PAGE_SIZE);
    const pager =
      pages > 1
        ? `<nav class="pager" aria-label="翻页">${pageNum > 1 ? `<a href="/photo/${album.id}?page=${pageNum - 1}">上一页</a>` : '<span></span>'}<span class="muted">第 ${pageNum} / ${pages} 页</span>${pageNum < pages ? `<a href="/photo/${album.id}?page=${pageNum + 1}">下一页</a>` : '<span></span>'}</nav>`
        : '';
    return `<section class="card">
<h2>照片（${total} 张）</h2>
${album.watermark ? '<p class="muted">照片版权归主办方所有，下载的照片带有水印。</p>' : ''}
<ul class="gallery">${items}</ul>
${pager}
</section>`;
  }

  async function show(request: FastifyRequest, reply: FastifyReply, album: Album, status = 200, error?: string) {
    const open = admitted(request, album);
    const raw = (request.query as { page?: string } | undefined)?.page;
    const pageNum = typeof raw === 'string' && /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : 1;
    const body = `${header(album)}\n${open ? await gallery(album, pageNum) : gate(album, error)}`;
    if (open && request.method === 'GET') {
      await services.visits.album({ ownerId: album.owner_id, activityId: album.id, visitor: visitorOf(ctx, request, reply), platform: statPlatform(request) });
    }
    return sendPublicPage(reply, status, { title: album.title, body });
  }

  app.get('/photo/:id', async (request, reply) => {
    if (!services.pages.take(addressOf(request))) return sendTooMany(reply, services.pages.retryAfter(addressOf(request)), '打开页面的次数过多');
    const album = await albumOf((request.params as { id?: string }).id);
    if (!album) return sendNotFound(reply, 'photo');
    return show(request, reply, album);
  });

  app.post('/photo/:id', async (request, reply) => {
    const album = await albumOf((request.params as { id?: string }).id);
    if (!album) return sendNotFound(reply, 'photo');
    if (admitted(request, album)) return reply.header('cache-control', 'no-store').redirect(`/photo/${album.id}`, 303);
    const key = `photo:${album.id}:${addressOf(request)}`;
    if (services.gates.blocked(key)) return sendTooMany(reply, services.gates.retryAfter(key), '尝试次数过多');
    const form = (request.body ?? {}) as Record<string, unknown>;
    const password = typeof form.password === 'string' ? form.password.trim().slice(0, 64) : '';
    if (!password || !sameText(password, album.password)) {
      services.gates.take(key);
      return show(request, reply, album, 403, password ? '密码错误，请重新输入' : '请输入访问密码');
    }
    const cookie = access.issue(subject(album));
    reply.setCookie(cookieName(album.id), cookie.value, {
      path: `/photo/${album.id}`,
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.secureCookies,
      maxAge: cookie.maxAge,
    });
    return reply.header('cache-control', 'no-store').redirect(`/photo/${album.id}`, 303);
  });
}

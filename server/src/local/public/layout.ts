/**
 * The public pages' frame: one HTML document per page (Chinese, a viewport for phones, the one
 * stylesheet, a script only where a page needs one), sent with the console's Content-Security-Policy
 * (modules/static.ts `consolePolicy`, computed from the page itself: with no inline script or style
 * the page may load this origin's files only) and the console's other page headers. Pages are
 * never cached: they count visits and some show what a gate let through.
 */
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../lib/html';
import { consolePolicy } from '../../modules/static';
import { PAGE_STYLE } from './assets';

/** The console's icon (a green square), inline so a page makes no request for /favicon.ico. */
const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Crect width='16' height='16' rx='3' fill='%2300b96b'/%3E%3C/svg%3E";

export interface PageParts {
  /** The document title (plain text). */
  title: string;
  /** The page's content, already escaped HTML. */
  body: string;
  /** A script of this server's (its path), loaded deferred. */
  script?: string;
}

/** The whole document around `body`. */
export function renderPublicPage({ title, body, script }: PageParts): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="${ICON}">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${PAGE_STYLE.path}">
${script ? `<script src="${escapeHtml(script)}" defer></script>\n` : ''}</head>
<body>
<main class="page">
${body}
<footer>Greenroom 绿幕 · 活动页面</footer>
</main>
</body>
</html>`;
}

/** Sends a page with its status and the headers every public page carries. */
export function sendPublicPage(reply: FastifyReply, status: number, parts: PageParts) {
  const html = renderPublicPage(parts);
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', consolePolicy(html))
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'strict-origin-when-cross-origin')
    .send(html);
}

/** What a page kind calls its object, for the not-found page (`直播`, `相册`…). */
export type PageKind = 'live' | 'site' | 'photo' | 'event' | 'survey';

const KIND_NAMES: Record<PageKind, string> = { live: '直播', site: '微站', photo: '相册', event: '活动', survey: '问卷' };

/**
 * The answer for an id that is not a page: an unknown id, another state (an unpublished site, a
 * draft survey, a private album), or not an id at all. One text per kind, nothing from the request.
 */
export function sendNotFound(reply: FastifyReply, kind: PageKind) {
  const name = KIND_NAMES[kind];
  return sendPublicPage(reply, 404, {
    title: `${name}不存在`,
    body: `<section class="card empty">
<h1>${name}不存在或未公开</h1>
<p class="muted">链接可能有误，或${name}已被删除、尚未发布。请向分享链接的主办方确认。</p>
</section>`,
  });
}

/** Too many attempts from one address: a page saying when to try again. */
export function sendTooMany(reply: FastifyReply, seconds: number, what: string) {
  reply.header('retry-after', String(seconds));
  return sendPublicPage(reply, 429, {
    title: '操作过于频繁',
    body: `<section class="card empty">
<h1>操作过于频繁</h1>
<p class="muted">${escapeHtml(what)}，请在 ${escapeHtml(String(seconds))} 秒后再试。</p>
</section>`,
  });
}

/** A cover image (an address of this server, already checked) or nothing. */
export function coverImage(src: string | null, alt: string): string {
  return src ? `<img class="cover" src="${escapeHtml(src)}" alt="${escapeHtml(alt)}">` : '';
}

/** A list of labelled facts (texts escaped here); empty values are left out. */
export function metaList(items: [string, string | null | undefined][]): string {
  const rows = items.filter(([, value]) => value).map(([label, value]) => `<li><b>${escapeHtml(label)}</b>${escapeHtml(value ?? '')}</li>`);
  return rows.length ? `<ul class="meta">${rows.join('')}</ul>` : '';
}

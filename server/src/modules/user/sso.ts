/**
 * Development single sign-on, CAS style, under /sso.
 *
 *   GET  /sso/reLogin?service=URL  sign-in page (or, with a live session, straight back with a ticket)
 *   POST /sso/reLogin              check the password, redirect to service?ticket=ST-…
 *
 * A ticket is random, single-use, valid for 60 seconds and bound to its
 * service; only services on the allowed list ever receive one. The console
 * page that carries the ticket redeems it (see `redeemTicket`) and so opens
 * the session.
 */

import { timingSafeEqual } from 'node:crypto';
import { type Locale, localeOfAcceptLanguage, text, translateMessage } from '@greenroom/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { escapeHtml, renderPage, STYLE } from '../../lib/html';
import { hashPassword, randomToken, sha256, verifyPassword } from '../../lib/security';
import { canonicalService, checkService } from '../../lib/services';
import { clearSessionCookie, createSession, destroySession, sessionUserId } from '../../lib/session';
import { acceptAttempt, accountKey, reserveAttempt, retryMessage } from './signInGuard';

export const TICKET_TTL_MS = 60_000;

export const MSG = {
  refused: '不允许的回跳地址',
  badCredentials: '用户名或密码错误',
  missing: '请输入用户名和密码',
  malformed: '请求格式错误，请返回登录页重试',
  disabled: '该账号已停用，请联系管理员',
  staleForm: '登录页已过期，请重新输入后登录',
} as const;

/**
 * The sign-in page's texts (issue 29 §4): the page follows the browser's `Accept-Language` (no account
 * is known yet); its errors (MSG, the sign-in guard's) are translated by the one message table.
 */
const PAGE_TEXTS: Record<
  Locale,
  { title: string; heading: string; sub: string; dev: string; username: string; password: string; submit: string; back: string; demo: string }
> = {
  'zh-CN': {
    title: '登录 - Greenroom 统一登录',
    heading: '登录 Greenroom',
    sub: '统一登录',
    dev: ' · 开发环境',
    username: '用户名',
    password: '密码',
    submit: '登录',
    back: '返回登录页',
    demo: '演示账号：',
  },
  'en-US': {
    title: 'Sign in - Greenroom single sign-on',
    heading: 'Sign in to Greenroom',
    sub: 'Single sign-on',
    dev: ' · Development',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    back: 'Back to sign-in',
    demo: 'Demo account: ',
  },
};

/**
 * The sign-in card on a dark device (issue 29): no account is known yet, so the device's
 * `prefers-color-scheme` decides. Contrast (WCAG AA): text 14.7, secondary 6.7, labels 9.4, error
 * 6.8, the button's white on #1f7a44 5.4.
 */
const SIGN_IN_STYLE = `${STYLE}
@media (prefers-color-scheme: dark){
html{color-scheme:dark}
body{background:linear-gradient(135deg,#10231a 0%,#16161a 60%);color:#f9f9f9}
main{background:#232429;box-shadow:0 8px 24px rgba(0,0,0,.4)}
.sub{color:#a7abb0}
label{color:#c6cacd}
input{background:#16161a;color:#f9f9f9;border-color:#55585e}
button{background:#1f7a44}
button:hover{background:#1a6b3a}
.error{color:#ff8a7a}
.hint{background:#2e3036;color:#c6cacd}
code{background:#3a3c42;color:#f9f9f9}
a{color:#6fd09a}
}
`;

/** The sign-in form's token cookie: a login CSRF guard (double submit, issue 13). */
const FORM_COOKIE = 'gr_sso_form';

/**
 * The browser a ticket was issued to (issue 21 §3, login CSRF through a ticket link): a random value in
 * an httpOnly cookie, its sha256 stored with the ticket; a ticket opens a session only in a browser
 * that carries it. Kept across sign-ins (several tabs signing in at once share it).
 */
export const BIND_COOKIE = 'gr_sso_bind';
const BIND_VALUE = /^[A-Za-z0-9_-]{32,64}$/;

const getQuery = z.object({
  service: text().max(2048).optional(),
});

const postBody = z.object({
  // The contracts' one text type (issue 21 §3): no control character reaches the database or a log.
  // The password is never stored nor queried: it may hold any character.
  username: text().trim().max(64).optional().default(''),
  password: z.string().max(256).optional().default(''),
  service: text().max(2048).optional(),
  form: text().max(128).optional().default(''),
});

// A real hash to compare against when the user does not exist, so both paths cost the same.
let dummyHash: Promise<string> | undefined;

/** Compares two tokens in constant time. */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

interface PageState {
  /** The form's token (set by sendPage). */
  token?: string;
  service?: string;
  username?: string;
  error?: string;
  showForm: boolean;
}

function loginPage(state: PageState, env: AppContext['env'], locale: Locale): string {
  const t = PAGE_TEXTS[locale];
  const error = state.error ? escapeHtml(translateMessage(state.error, locale)) : '';
  const form = state.showForm
    ? `<form method="post" action="/sso/reLogin" autocomplete="on">
<input type="hidden" name="service" value="${escapeHtml(state.service ?? '')}">
<input type="hidden" name="form" value="${escapeHtml(state.token ?? '')}">
<label for="username">${t.username}</label>
<input id="username" name="username" type="text" autocomplete="username" required maxlength="64" value="${escapeHtml(state.username ?? '')}"${state.username ? '' : ' autofocus'}>
<label for="password">${t.password}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="256"${state.username ? ' autofocus' : ''}>
<p class="error" role="alert" id="error">${error}</p>
<button type="submit">${t.submit}</button>
</form>`
    : `<p class="error" role="alert" id="error">${error}</p>
<p><a href="/sso/reLogin">${t.back}</a></p>`;
  return renderPage(
    t.title,
    `<h1>${t.heading}</h1>
<p class="sub">${t.sub}${env === 'production' ? '' : t.dev}</p>
${form}
${env === 'production' ? '' : `<p class="hint">${t.demo}<code>demo</code> / <code>greenroom</code></p>`}`,
    SIGN_IN_STYLE,
    locale,
  );
}

function formActionSources(ctx: AppContext): string {
  const origins = new Set(ctx.allowedServices.map((prefix) => prefix.origin));
  return ["'self'", ...origins].join(' ');
}

function sendPage(ctx: AppContext, reply: FastifyReply, status: number, state: PageState) {
  // A fresh token each time the form is shown: a page another site made cannot know it.
  const token = state.showForm ? randomToken(24) : undefined;
  if (token) reply.setCookie(FORM_COOKIE, token, { path: '/sso', httpOnly: true, sameSite: 'strict', secure: ctx.secureCookies, maxAge: 3600 });
  state = { ...state, token };
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('vary', 'accept-language')
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action ${formActionSources(ctx)}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .send(loginPage(state, ctx.env, localeOfAcceptLanguage(reply.request.headers['accept-language'])));
}

/** Creates a ticket for `service`, bound to this browser, and answers with the redirect to it. */
async function redirectWithTicket(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, userId: number, service: URL) {
  const ticket = `ST-${randomToken(24)}`;
  const now = ctx.now();
  const held = request.cookies[BIND_COOKIE];
  const binding = held && BIND_VALUE.test(held) ? held : randomToken(32);
  reply.setCookie(BIND_COOKIE, binding, { path: '/', httpOnly: true, sameSite: 'lax', secure: ctx.secureCookies, maxAge: 30 * 24 * 3600 });
  await ctx.db
    .deleteFrom('sso_tickets')
    .where('expires_at', '<', new Date(now.getTime() - 3600_000))
    .execute();
  await ctx.db
    .insertInto('sso_tickets')
    .values({
      ticket,
      user_id: userId,
      service: canonicalService(service),
      binding: sha256(binding),
      created_at: now,
      expires_at: new Date(now.getTime() + TICKET_TTL_MS),
    })
    .execute();
  const target = new URL(service.href);
  target.searchParams.delete('ticket');
  target.searchParams.append('ticket', ticket);
  return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(target.href, 302);
}

function defaultService(ctx: AppContext): string {
  return `${ctx.publicUrl}/admin/`;
}

export async function ssoRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/reLogin', async (request, reply) => {
    const parsed = getQuery.safeParse(request.query);
    const service = (parsed.success ? parsed.data.service : undefined) || defaultService(ctx);
    const allowed = parsed.success ? checkService(service, ctx.allowedServices) : null;
    if (!allowed) return sendPage(ctx, reply, 400, { error: MSG.refused, showForm: false });

    const userId = await sessionUserId(ctx, request);
    if (userId !== null) return redirectWithTicket(ctx, request, reply, userId, allowed);
    return sendPage(ctx, reply, 200, { service, showForm: true });
  });

  app.post('/reLogin', async (request, reply) => {
    const parsed = postBody.safeParse(request.body ?? {});
    if (!parsed.success) return sendPage(ctx, reply, 400, { error: MSG.malformed, showForm: false });
    const { username, password } = parsed.data;
    const service = parsed.data.service || defaultService(ctx);
    const allowed = checkService(service, ctx.allowedServices);
    if (!allowed) return sendPage(ctx, reply, 400, { error: MSG.refused, showForm: false });
    const expected = request.cookies[FORM_COOKIE];
    if (!expected || !sameText(parsed.data.form, expected)) {
      request.log.info('sso sign-in refused: form token missing or wrong');
      return sendPage(ctx, reply, 403, { service: parsed.data.service, username, error: MSG.staleForm, showForm: true });
    }
    if (!username || !password) {
      return sendPage(ctx, reply, 400, { service, username, error: MSG.missing, showForm: true });
    }

    const address = request.ip;
    // Count and decide in one step, before the password is checked (issue 21 §1).
    const attempt = await reserveAttempt(ctx, username, address);
    if (!attempt.ok) {
      request.log.warn({ username, address }, 'sso sign-in refused: too many failures');
      return sendPage(ctx, reply, 429, { service, username, error: retryMessage(attempt.until, ctx.now()), showForm: true });
    }
    // Names are case-insensitive (users.ts keeps them unique that way).
    const user = await ctx.db
      .selectFrom('users')
      .select(['id', 'password_hash', 'disabled_at'])
      .where(sql<string>`lower(username)`, '=', accountKey(username))
      .executeTakeFirst();
    dummyHash ??= hashPassword(randomToken(16));
    const valid = await verifyPassword(password, user?.password_hash ?? (await dummyHash));
    if (!user || !valid) {
      request.log.info({ username, address }, 'sso sign-in refused');
      return sendPage(ctx, reply, 401, { service, username, error: MSG.badCredentials, showForm: true });
    }
    await acceptAttempt(ctx, username, attempt.id);
    if (user.disabled_at) {
      request.log.info({ username }, 'sso sign-in refused: account disabled');
      return sendPage(ctx, reply, 403, { service, username, error: MSG.disabled, showForm: true });
    }
    // Whoever was signed in in this browser signed in again, maybe as someone else: the old session
    // ends here rather than living on beside the new one (issue 21 §4).
    await destroySession(ctx, request);
    clearSessionCookie(ctx, reply);
    return redirectWithTicket(ctx, request, reply, user.id, allowed);
  });
}

/** The address the browser asked for, as a URL. */
function requestUrl(request: FastifyRequest): URL | null {
  try {
    return new URL(request.url, `${request.protocol}://${request.host}`);
  } catch {
    return null;
  }
}

/**
 * Redeems `?ticket=` on a console page request. On success the ticket is
 * marked used and a session token is returned (the caller sets the cookie);
 * an unknown, used, expired or foreign ticket returns null.
 */
export async function redeemTicket(ctx: AppContext, request: FastifyRequest): Promise<string | null> {
  const page = requestUrl(request);
  const ticket = page?.searchParams.get('ticket');
  if (!page || !ticket || ticket.length > 128 || !ticket.startsWith('ST-')) return null;

  // A ticket opens a session only in the browser it was issued to (issue 21 §3).
  const bound = request.cookies[BIND_COOKIE];
  if (!bound || !BIND_VALUE.test(bound)) {
    request.log.warn('sso ticket presented without the browser binding it was issued with');
    return null;
  }
  // A valid session of another account is never silently replaced; the same account keeps its own.
  if ((await sessionUserId(ctx, request)) !== null) {
    request.log.warn('sso ticket presented in a browser that is already signed in: ignored');
    return null;
  }

  const now = ctx.now();
  // Claim the ticket atomically: only one request can flip used_at.
  const claimed = await ctx.db
    .updateTable('sso_tickets')
    .set({ used_at: now })
    .where('ticket', '=', ticket)
    .where('binding', '=', sha256(bound))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'service'])
    .executeTakeFirst();
  if (!claimed) return null;

  const pageService = canonicalService(page);
  let matches = claimed.service === pageService;
  if (!matches) {
    // Behind a proxy the Host header may differ from the public address.
    const viaPublic = requestUrl(request);
    if (viaPublic) {
      const publicOrigin = new URL(ctx.publicUrl);
      viaPublic.protocol = publicOrigin.protocol;
      viaPublic.host = publicOrigin.host;
      matches = claimed.service === canonicalService(viaPublic);
    }
  }
  if (!matches) {
    request.log.warn('sso ticket presented at a different service');
    return null;
  }
  return createSession(ctx, claimed.user_id);
}

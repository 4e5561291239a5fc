/**
 * The console page's language and theme at first paint (issue 29 §3; a part of the console wing,
 * server/src/modules/static.ts; docs: server/docs/languages.md).
 *
 * - **Language**: the signed-in account's `locale`, else the request's `Accept-Language`
 *   (`localeOfAcceptLanguage`: zh-CN unless English is asked for first). Written in `<html lang>`,
 *   which every bundle reads (`currentLocale`), and given to the first frame's renderer.
 * - **Theme**: the account's `theme` (`system` without a session). `dark` → `<body theme-mode="dark">`
 *   (Semi's dark theme); `system` → dark too when Chromium's client hint `Sec-CH-Prefers-Color-Scheme`
 *   says `"dark"` (asked for with `Accept-CH` and `Critical-CH`, so Chromium repeats the first request
 *   with it; the answer `Vary`s on it and on `Accept-Language`). `<html data-theme-choice>` tells the
 *   console the choice (`system` from `dark`).
 * - **Nothing known** (`system`, no hint: Firefox, Safari, plain http on another host than
 *   localhost): the page still must not flash white on a dark device. One `<style>` element paints
 *   the page's background and the loading placeholder dark under `@media (prefers-color-scheme:
 *   dark)`, and one `<script>` in the head, before any stylesheet, sets `theme-mode="dark"` on the
 *   body as the parser inserts it (a mutation observer, whose callback runs before the browser can
 *   paint), so a server-rendered first frame's Semi components are dark too. It is in the head, not
 *   the body: a script after a stylesheet still loading stops the parser until the stylesheet is in
 *   (issue 25: the server's page waited unparsed ~600 ms on a throttled load). Both are
 *   inline and allowed by the strict policy by their SHA-256 hashes (`consolePolicy` hashes every
 *   inline style and script element), never by 'unsafe-inline'; their text is constant, so the
 *   hashes are too.
 */
import { DEFAULT_LOCALE, isLocale, type Locale, localeOfAcceptLanguage, THEMES, type ThemeChoice } from '@greenroom/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Chromium's client hint of the device's colour scheme (`"dark"` / `"light"`). */
export const COLOR_SCHEME_HINT = 'sec-ch-prefers-color-scheme';

/** How a console page looks at first paint. */
export interface PageAppearance {
  locale: Locale;
  themeChoice: ThemeChoice;
  /** The page is painted dark by the server (`theme-mode="dark"` on the body). */
  dark: boolean;
}

/** What the boot data's user says (GET /api/user/getUserInfo), if anything. */
interface Preferences {
  locale?: unknown;
  theme?: unknown;
}

/** The device's scheme from the client hint, or null when the browser sent none. */
export function hintedScheme(request: FastifyRequest): 'dark' | 'light' | null {
  const value = request.headers[COLOR_SCHEME_HINT];
  const text = (Array.isArray(value) ? value[0] : value)?.trim().replace(/^"|"$/g, '').toLowerCase();
  return text === 'dark' || text === 'light' ? text : null;
}

/** The page's language and theme for `request`, signed in as `user` (the boot data's) or not. */
export function pageAppearance(request: FastifyRequest, user: Preferences | null | undefined): PageAppearance {
  const locale = isLocale(user?.locale) ? user.locale : localeOfAcceptLanguage(request.headers['accept-language']);
  const themeChoice = (THEMES as readonly unknown[]).includes(user?.theme) ? (user?.theme as ThemeChoice) : 'system';
  const dark = themeChoice === 'dark' || (themeChoice === 'system' && hintedScheme(request) === 'dark');
  return { locale, themeChoice, dark };
}

/** The answer's headers: ask for the hint, and say what the page varies by. */
export function sendAppearanceHeaders(reply: FastifyReply): void {
  reply
    .header('accept-ch', 'Sec-CH-Prefers-Color-Scheme')
    .header('critical-ch', 'Sec-CH-Prefers-Color-Scheme')
    .header('vary', 'accept-encoding, accept-language, sec-ch-prefers-color-scheme');
}

/** Semi's dark `--semi-color-bg-0` and `--semi-color-text-0`/`-2`: the dark page before its stylesheets apply. */
const DARK_BG = '#16161a';
const DARK_TEXT = 'rgba(249,249,249,1)';
const DARK_TEXT_2 = 'rgba(249,249,249,0.6)';

/**
 * The page's own dark rules: a dark choice, or `system` on a dark device (the media query), paints the
 * page and the loading placeholder dark; `light` never does.
 */
export const SCHEME_STYLE = [
  `html[data-theme-choice="dark"],html[data-theme-choice="dark"] body,body[theme-mode="dark"]{color-scheme:dark;background:${DARK_BG};color:${DARK_TEXT}}`,
  `html[data-theme-choice="dark"] .gr-boot,body[theme-mode="dark"] .gr-boot{color:${DARK_TEXT_2}}`,
  `@media (prefers-color-scheme: dark){html[data-theme-choice="system"],html[data-theme-choice="system"] body{color-scheme:dark;background:${DARK_BG};color:${DARK_TEXT}}html[data-theme-choice="system"] .gr-boot{color:${DARK_TEXT_2}}}`,
].join('');

/** Sets Semi's dark theme on the body when the choice is `system` and the device is dark (no hint said so). */
export const SCHEME_SCRIPT =
  '(()=>{try{var d=document.documentElement;if(d.getAttribute("data-theme-choice")!=="system"||!matchMedia("(prefers-color-scheme: dark)").matches)return;var s=function(){var b=document.body;if(!b)return!1;b.hasAttribute("theme-mode")||b.setAttribute("theme-mode","dark");return!0};if(!s()){var o=new MutationObserver(function(){s()&&o.disconnect()});o.observe(d,{childList:!0})}}catch(e){}})();';

/** The texts of the built page's shell (host/index.html) in each language. */
const SHELL_TEXTS: Record<Locale, { title: string; loading: string; noscript: string }> = {
  'zh-CN': { title: 'Greenroom 控制台', loading: '正在加载控制台…', noscript: '请启用 JavaScript 以使用 Greenroom 控制台。' },
  'en-US': { title: 'Greenroom console', loading: 'Loading the console…', noscript: 'Enable JavaScript to use the Greenroom console.' },
};

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The page with its appearance: `<html lang data-theme-choice>`, the body's `theme-mode`, the scheme
 * script in the head before the first stylesheet, the scheme style at the head's end, and the
 * shell's texts in the page's language.
 */
export function withAppearance(html: string, appearance: PageAppearance): string {
  const { locale, themeChoice, dark } = appearance;
  let page = html.replace(/<html\b([^>]*)>/, (_, attributes: string) => {
    const rest = attributes.replace(/\s(?:lang|data-theme-choice)="[^"]*"/g, '');
    return `<html lang="${locale}" data-theme-choice="${themeChoice}"${rest}>`;
  });
  page = page.replace(/<body\b([^>]*)>/, (_, attributes: string) => {
    const rest = attributes.replace(/\stheme-mode="[^"]*"/g, '');
    return `<body${dark ? ' theme-mode="dark"' : ''}${rest}>`;
  });
  // Before the first stylesheet (or the head's end): never a script the parser waits behind one for.
  const at = page.search(/<link rel="stylesheet"|<\/head>/);
  if (at >= 0) page = `${page.slice(0, at)}<script>${SCHEME_SCRIPT}</script>\n    ${page.slice(at)}`;
  page = page.replace(/<\/head>/, () => `  <style data-gr-scheme>${SCHEME_STYLE}</style>\n  </head>`);
  if (locale !== DEFAULT_LOCALE) {
    const from = SHELL_TEXTS[DEFAULT_LOCALE];
    const to = SHELL_TEXTS[locale];
    page = page
      .replace(`<title>${escapeText(from.title)}</title>`, () => `<title>${escapeText(to.title)}</title>`)
      .replace(/(<div class="gr-boot"[^>]*>)[^<]*(<\/div>)/, (_, open: string, close: string) => `${open}${escapeText(to.loading)}${close}`)
      .replace(`<noscript>${escapeText(from.noscript)}</noscript>`, () => `<noscript>${escapeText(to.noscript)}</noscript>`);
  }
  return page;
}

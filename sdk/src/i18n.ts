/**
 * Languages and colour themes for plugins (issue 29). A page speaks one language for its whole life
 * (a change of language reloads it), so a text is simply read from its catalogue where it is used;
 * the colour theme changes live, and what paints colours itself (a chart, a canvas) follows
 * {@link useColorScheme}.
 */

import { type ColorScheme, currentLocale, type Locale } from '@greenroom/contracts/i18n';
import { useSyncExternalStore } from 'react';

export {
  type ColorScheme,
  currentLocale,
  DEFAULT_LOCALE,
  defineTexts,
  LOCALES,
  type Locale,
  type PartialTranslation,
  type TextCatalogues,
  THEMES,
  type ThemeChoice,
  type Translated,
} from '@greenroom/contracts/i18n';

/**
 * The page's language (`zh-CN` or `en-US`). It does not change while the page lives.
 * @public
 */
export function useLocale(): Locale {
  return currentLocale();
}

/** The body attribute Semi's dark theme is switched by. */
export const THEME_ATTRIBUTE = 'theme-mode';

/**
 * The colour scheme the page is painted in: `dark` when the body carries Semi's dark theme.
 * @public
 */
export function currentColorScheme(): ColorScheme {
  if (typeof document === 'undefined' || !document.body) return 'light';
  return document.body.getAttribute(THEME_ATTRIBUTE) === 'dark' ? 'dark' : 'light';
}

/** Calls `notify` whenever the body's theme attribute changes; returns the unsubscribe. */
function subscribeColorScheme(notify: () => void): () => void {
  if (typeof document === 'undefined' || !document.body || typeof MutationObserver === 'undefined') return () => {};
  const observer = new MutationObserver(notify);
  observer.observe(document.body, { attributes: true, attributeFilter: [THEME_ATTRIBUTE] });
  return () => observer.disconnect();
}

/**
 * The colour scheme the page is painted in, re-rendering when the person switches it.
 * @public
 */
export function useColorScheme(): ColorScheme {
  return useSyncExternalStore(subscribeColorScheme, currentColorScheme, () => 'light');
}

/**
 * Paints the page in `scheme`: Semi's dark theme on the body, and the browser's own parts (scroll
 * bars, form controls) in the same scheme. The host's, and the test harness's.
 * @public
 */
export function applyColorScheme(scheme: ColorScheme): void {
  if (typeof document === 'undefined' || !document.body) return;
  const { body, documentElement: root } = document;
  // Issue 25: only what changes is written. Painting the page in the scheme the server already
  // painted it in (the console's start-up does) must not invalidate every element's style: setting
  // the root's inherited `color-scheme` made the browser restyle the whole server page (~60 ms on a
  // 4× slowed CPU) before it could hydrate.
  if (scheme === 'dark') {
    if (body.getAttribute(THEME_ATTRIBUTE) !== 'dark') body.setAttribute(THEME_ATTRIBUTE, 'dark');
  } else if (body.hasAttribute(THEME_ATTRIBUTE)) body.removeAttribute(THEME_ATTRIBUTE);
  const painted = getComputedStyle(root).colorScheme || 'normal';
  // `normal` (no scheme declared) is painted light.
  if (painted !== scheme && !(scheme === 'light' && painted === 'normal')) root.style.colorScheme = scheme;
}

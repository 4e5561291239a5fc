/**
 * The person's language and colour theme (issue 29), kept on the server for the account
 * (`POST /api/user/preferences`). The page's language is the server's `<html lang>` and does not
 * change while the page lives: a new language is saved, then the page is loaded again in it. The
 * theme changes live: Semi's dark theme on the body, following the device while the choice is `system`.
 */

import { type ColorScheme, currentLocale, isLocale, type Locale, THEMES, type ThemeChoice } from '@greenroom/contracts/i18n';
import { createCallClient, type HttpFactory, type SessionStore } from '@greenroom/core';
import { applyColorScheme, type Notifier } from '@greenroom/sdk';
import { proxy } from 'valtio/vanilla';
import { texts } from '../texts';

/** The device's dark preference, as CSS asks it. */
export const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The `<html>` attribute the server writes the account's theme choice in (`system` | `light` | `dark`). */
export const THEME_CHOICE_ATTRIBUTE = 'data-theme-choice';

/** What the avatar menu shows and changes. */
export interface PreferencesState {
  /** The page's language. */
  locale: Locale;
  /** The theme chosen (`system`: the device's). */
  theme: ThemeChoice;
  /** A change being saved. */
  saving: boolean;
}

/** The preferences and their changes. */
export interface Preferences {
  state: PreferencesState;
  /** Saves the language and loads the page again in it (nothing when it is the page's already). */
  setLocale(locale: Locale): Promise<void>;
  /** Saves the theme and paints the page in it at once. */
  setTheme(theme: ThemeChoice): Promise<void>;
  /** Paints the page in the chosen theme and, while it is `system`, follows the device. Returns the stop. */
  follow(): () => void;
}

const isThemeChoice = (value: unknown): value is ThemeChoice => typeof value === 'string' && (THEMES as readonly string[]).includes(value);

/** The theme choice the server wrote on the page, else the account's from the session, else `system`. */
export function pageThemeChoice(session?: SessionStore): ThemeChoice {
  const written = typeof document === 'undefined' ? null : document.documentElement.getAttribute(THEME_CHOICE_ATTRIBUTE);
  if (isThemeChoice(written)) return written;
  const fromAccount = session?.state.user?.theme;
  return isThemeChoice(fromAccount) ? fromAccount : 'system';
}

/** The scheme a choice paints: `system` asks the device. */
export function schemeOf(choice: ThemeChoice, deviceDark: boolean): ColorScheme {
  return choice === 'system' ? (deviceDark ? 'dark' : 'light') : choice;
}

/** The device's dark preference, or null where there is no window (the server's render). */
function deviceQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
}

/** Options of {@link createPreferences}. */
export interface PreferencesInput {
  http: HttpFactory;
  session: SessionStore;
  notify: Notifier;
  /** Loads the page again (the browser's `location.reload`). */
  reload?: () => void;
}

/** The page's preferences over the account's session and the envelope client. */
export function createPreferences({ http, session, notify, reload = () => window.location.reload() }: PreferencesInput): Preferences {
  const call = createCallClient(http);
  const state = proxy<PreferencesState>({ locale: currentLocale(), theme: pageThemeChoice(session), saving: false });
  let repaint: (() => void) | null = null;

  async function save(body: { locale?: Locale; theme?: ThemeChoice }): Promise<boolean> {
    state.saving = true;
    try {
      const result = await call('POST /api/user/preferences', { body, silent: true });
      if (!result.ok) notify.error(texts.preferenceFailed);
      return result.ok;
    } finally {
      state.saving = false;
    }
  }

  return {
    state,
    async setLocale(locale) {
      if (!isLocale(locale) || locale === state.locale || state.saving) return;
      if (await save({ locale })) reload();
    },
    async setTheme(theme) {
      if (!isThemeChoice(theme) || theme === state.theme || state.saving) return;
      const previous = state.theme;
      // Painted at once; put back if the server did not keep it.
      state.theme = theme;
      repaint?.();
      if (!(await save({ theme }))) {
        state.theme = previous;
        repaint?.();
      }
    },
    follow() {
      const query = deviceQuery();
      const paint = () => applyColorScheme(schemeOf(state.theme, query?.matches ?? false));
      repaint = paint;
      paint();
      query?.addEventListener('change', paint);
      return () => {
        query?.removeEventListener('change', paint);
        if (repaint === paint) repaint = null;
      };
    },
  };
}

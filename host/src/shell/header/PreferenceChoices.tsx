import { LOCALES, THEMES } from '@greenroom/contracts/i18n';
import { useSnapshot } from 'valtio';
import { useHost } from '../../services/hostContext';
import { texts } from '../../texts';

/**
 * The avatar menu's language and theme choices (issue 29): each a row of toggle buttons, the chosen
 * one pressed. A language reloads the page in it once saved; a theme paints the page at once.
 */
export function PreferenceChoices() {
  const { preferences } = useHost();
  const state = useSnapshot(preferences.state);
  return (
    <div className="gr-prefs">
      <fieldset className="gr-pref-row">
        <legend className="gr-pref-label">{texts.language}</legend>
        {LOCALES.map((locale) => (
          <button
            key={locale}
            type="button"
            className="gr-pref-choice"
            lang={locale}
            aria-pressed={state.locale === locale}
            disabled={state.saving}
            onClick={() => void preferences.setLocale(locale)}
          >
            {texts.languageNames[locale]}
          </button>
        ))}
      </fieldset>
      <fieldset className="gr-pref-row">
        <legend className="gr-pref-label">{texts.theme}</legend>
        {THEMES.map((theme) => (
          <button
            key={theme}
            type="button"
            className="gr-pref-choice"
            aria-pressed={state.theme === theme}
            disabled={state.saving}
            onClick={() => void preferences.setTheme(theme)}
          >
            {texts.themeNames[theme]}
          </button>
        ))}
      </fieldset>
    </div>
  );
}

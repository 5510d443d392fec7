import { type MouseEvent, useState } from 'react';
import { LANGUAGES, type Language } from '../i18n/i18n';
import { useI18n } from '../i18n/useI18n';
import { Flag } from './Flags';

/**
 * All three languages at once, each with its flag and its own name (a visitor looks for
 * "English", not for "Inglés"); the current one is pressed. Without scripts each button asks the
 * server for the page in its language (`/?lang=en`), which also remembers the choice.
 */
export function LanguageSwitcher() {
  const { t, lang, setLanguage } = useI18n();
  const [failed, setFailed] = useState(false);

  const choose = (event: MouseEvent, next: Language) => {
    event.preventDefault();
    setFailed(false);
    setLanguage(next).catch(() => setFailed(true));
  };

  return (
    <form className="language-switcher" method="get" action="/">
      <fieldset className="language-options">
        <legend className="visually-hidden">{t('home.language.label')}</legend>
        {LANGUAGES.map((code) => (
          <button
            key={code}
            type="submit"
            name="lang"
            value={code}
            className="language-button"
            lang={code}
            aria-pressed={code === lang}
            onClick={(event) => choose(event, code)}
          >
            <Flag lang={code} />
            <span>{t(`home.language.names.${code}`)}</span>
          </button>
        ))}
      </fieldset>
      {failed && (
        <p className="language-error" role="alert">
          {t('home.language.loadError')}
        </p>
      )}
    </form>
  );
}

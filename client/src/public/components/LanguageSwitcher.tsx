import { type MouseEvent, useRef, useState } from 'react';
import { localeOf } from '../../../../shared/locales';
import { LANGUAGES, type Language } from '../i18n/i18n';
import { useI18n } from '../i18n/useI18n';
import { keepOfflineCopy } from '../register-sw';
import { GlobeIcon } from './Icons';

/**
 * The page's languages behind one button that shows the current one: each written in itself (a
 * visitor looks for "日本語", not for "Japonés"), the current one pressed. A disclosure and a GET
 * form, so it works without scripts: each button asks the server for the page in its language
 * (`/?lang=ja`), which also remembers the choice.
 */
export function LanguageSwitcher() {
  const { t, lang, setLanguage } = useI18n();
  const [failed, setFailed] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);

  const choose = (event: MouseEvent, next: Language) => {
    event.preventDefault();
    setFailed(false);
    setLanguage(next).then(
      () => {
        details.current?.removeAttribute('open');
        keepOfflineCopy();
      },
      () => setFailed(true),
    );
  };

  return (
    <details className="language-switcher" ref={details}>
      <summary
        className="language-current"
        aria-label={`${t('home.language.label')}: ${localeOf(lang).name}`}
      >
        <GlobeIcon />
        <span lang={lang}>{localeOf(lang).name}</span>
      </summary>
      <form className="language-menu" method="get" action="/">
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
              {localeOf(code).name}
            </button>
          ))}
        </fieldset>
        {failed && (
          <p className="language-error" role="alert">
            {t('home.language.loadError')}
          </p>
        )}
      </form>
    </details>
  );
}

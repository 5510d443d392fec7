import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n/languages';
import { switchLanguage } from '../../i18n/switchLanguage';

/**
 * The language of the sign-in family's pages (remembered for the next visit): the browser's own
 * select, light enough for the first load. A failed switch says so beside it.
 */
export function AuthLanguage() {
  const { t, i18n } = useTranslation();
  const [failed, setFailed] = useState(false);
  const note = useId();
  return (
    <span className="auth-language">
      <select
        aria-label={t('shell.language')}
        aria-describedby={failed ? note : undefined}
        value={i18n.resolvedLanguage}
        onChange={(event) => {
          setFailed(false);
          void switchLanguage(i18n, event.target.value).then((switched) => setFailed(!switched));
        }}
      >
        {LANGUAGES.map(({ id, label }) => (
          <option key={id} value={id} lang={id}>
            {label}
          </option>
        ))}
      </select>
      {failed && (
        <span id={note} role="status" className="auth-language-failed">
          {t('shell.toolbar.languageFailed')}
        </span>
      )}
    </span>
  );
}

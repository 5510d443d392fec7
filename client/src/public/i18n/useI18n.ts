import { useCallback, useEffect, useState } from 'react';
import { changeLanguage, i18n, isLanguage, type Language } from './i18n';

export interface I18n {
  t: typeof i18n.t;
  lang: Language;
  /** Rejects when the dictionary cannot be fetched; the page stays in its current language. */
  setLanguage(lang: Language): Promise<void>;
}

/**
 * The page's translation hook: react-i18next would pull real React into the tourists' page, and
 * all it needs is a re-render when the language changes.
 */
export function useI18n(): I18n {
  const [lang, setLang] = useState<Language>(currentLanguage);
  useEffect(() => {
    const onChange = (next: string) => {
      if (isLanguage(next)) setLang(next);
    };
    i18n.on('languageChanged', onChange);
    // The language may have changed between the first render and this subscription.
    onChange(i18n.language);
    return () => i18n.off('languageChanged', onChange);
  }, []);
  const setLanguage = useCallback((next: Language) => changeLanguage(next), []);
  // i18next binds `t` to its instance; the state above is what re-renders on a change.
  return { t: i18n.t, lang, setLanguage };
}

function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'es';
}

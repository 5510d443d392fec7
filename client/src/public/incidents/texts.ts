import { useEffect, useState } from 'react';
import { i18n, type Language, loadLanguage, REPORT_NAMESPACE } from '../i18n/i18n';

/**
 * The report's and the follow-up's words live in each language's dictionary, under their own
 * namespace; loadLanguage (../i18n/i18n.ts) brings them with the page's words. The statement is
 * written in Spanish beside the tourist's language, so both are loaded before the form opens.
 */
export const NAMESPACE = REPORT_NAMESPACE;

/** The report's words in `lang`, whatever language the page shows. */
export function wordsIn(lang: Language): Words {
  const t = i18n.getFixedT(lang, NAMESPACE);
  return (key, values) => t(key, values ?? {});
}

/**
 * The report's words in `lang` for a component: a case kept from a visit in another language
 * fetches that language's words once and shows again when they arrive (Spanish meanwhile).
 */
export function useWordsIn(lang: Language): Words {
  const [, setArrived] = useState(0);
  useEffect(() => {
    if (i18n.hasResourceBundle(lang, NAMESPACE)) return;
    let current = true;
    loadLanguage(lang).then(
      () => current && setArrived((count) => count + 1),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [lang]);
  return wordsIn(lang);
}

/** A report's text by its key, with its values. */
export type Words = (key: string, values?: Record<string, unknown>) => string;

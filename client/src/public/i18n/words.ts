import { useEffect, useState } from 'react';
import { i18n, type Language, loadLanguage } from './i18n';

/** A text by its key, with its values, in one language and namespace. */
export type Words = (key: string, values?: Record<string, unknown>) => string;

/** The words of a namespace of the whole dictionary (the report's, the card's) in `lang`. */
export function wordsIn(lang: Language, namespace: string, keyPrefix?: string): Words {
  const t = i18n.getFixedT(lang, namespace, keyPrefix);
  return (key, values) => t(key, values ?? {});
}

/**
 * The same for a component, whatever language the page shows: a language not loaded yet is
 * fetched once and the component draws again when it arrives (Spanish meanwhile).
 */
export function useWordsIn(lang: Language, namespace: string, keyPrefix?: string): Words {
  const [, setArrived] = useState(0);
  useEffect(() => {
    if (i18n.hasResourceBundle(lang, namespace)) return;
    let current = true;
    loadLanguage(lang).then(
      () => current && setArrived((count) => count + 1),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [lang, namespace]);
  return wordsIn(lang, namespace, keyPrefix);
}

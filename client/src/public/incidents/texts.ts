import { type Language, REPORT_NAMESPACE } from '../i18n/i18n';
import { useWordsIn as useWordsOf, type Words, wordsIn as wordsOf } from '../i18n/words';

export type { Words };

/**
 * The report's and the follow-up's words live in each language's dictionary, under their own
 * namespace; loadLanguage (../i18n/i18n.ts) brings them with the page's words. The statement is
 * written in Spanish beside the tourist's language, so both are loaded before the form opens.
 */
export const NAMESPACE = REPORT_NAMESPACE;

/** The report's words in `lang`, whatever language the page shows. */
export function wordsIn(lang: Language): Words {
  return wordsOf(lang, NAMESPACE);
}

/**
 * The report's words in `lang` for a component: a case kept from a visit in another language
 * fetches that language's words once and shows again when they arrive (Spanish meanwhile).
 */
export function useWordsIn(lang: Language): Words {
  return useWordsOf(lang, NAMESPACE);
}

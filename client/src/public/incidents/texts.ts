import { incidentReport as en } from '../../../public/i18n/en.json';
import { incidentReport as es } from '../../../public/i18n/es.json';
import { incidentReport as tr } from '../../../public/i18n/tr.json';
import { i18n, type Language } from '../i18n/i18n';

/**
 * The report's and the follow-up's words in all three languages, bundled with them (only this
 * part of each dictionary): they load on demand and must work offline, and the statement is
 * written in Spanish beside the tourist's language. A namespace of its own, so the page's own
 * check for a loaded language (the `translation` bundle) is not fooled.
 */
export const NAMESPACE = 'incidentReport';
for (const [lang, words] of [
  ['es', es],
  ['en', en],
  ['tr', tr],
] as const) {
  i18n.addResourceBundle(lang, NAMESPACE, words, true, true);
}

/** The report's words in `lang`, whatever language the page shows. */
export function wordsIn(lang: Language): Words {
  const t = i18n.getFixedT(lang, NAMESPACE);
  return (key, values) => t(key, values ?? {});
}

/** A report's text by its key, with its values. */
export type Words = (key: string, values?: Record<string, unknown>) => string;

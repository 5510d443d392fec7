import { z } from 'zod';
import {
  type LocalizedText,
  PUBLIC_LANGUAGES,
  type PublicLanguage,
  REQUIRED_LANGUAGES,
} from '../shared/locales';
import { inputObject } from './validation';

/**
 * An edit of something staff write in the page's languages: Spanish and English always; each
 * other language a value, or null to remove it (the page then falls back to English).
 */
export type LocalizedChange<V> = Record<(typeof REQUIRED_LANGUAGES)[number], V> &
  Partial<Record<PublicLanguage, V | null>>;

/** GraphQL names allow no hyphen: its inputs spell zh-Hans this way. */
const GRAPHQL_SPELLINGS: Record<string, PublicLanguage> = { zhHans: 'zh-Hans' };

function withLanguageCodes(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [GRAPHQL_SPELLINGS[key] ?? key, item]),
  );
}

/**
 * The input of a text (or list) in the page's languages: `value` for Spanish and English,
 * required; for the others optional, where null or an empty value (`isEmpty`) removes it. Keys
 * are the language codes; `zhHans` is read as zh-Hans.
 */
export function localizedInput<T extends z.ZodType>(
  value: T,
  isEmpty: (given: unknown) => boolean,
) {
  const optional = z
    .preprocess((given) => (given === null || isEmpty(given) ? null : given), value.nullable())
    .optional();
  const shape = Object.fromEntries(
    PUBLIC_LANGUAGES.map((lang) => [
      lang,
      (REQUIRED_LANGUAGES as readonly string[]).includes(lang) ? value : optional,
    ]),
  );
  return z.preprocess(withLanguageCodes, inputObject(shape)) as unknown as z.ZodType<
    LocalizedChange<z.output<T>>
  >;
}

/** Blank text, as a form sends a field left empty. */
export const isBlankText = (given: unknown) => typeof given === 'string' && given.trim() === '';
/** An empty list. */
export const isEmptyList = (given: unknown) => Array.isArray(given) && given.length === 0;

/** `before` with the languages `given` sets replaced and those it sets to null removed. */
export function withLanguages<V>(
  before: Partial<Record<PublicLanguage, V>>,
  given: Partial<Record<PublicLanguage, V | null>>,
): Partial<Record<PublicLanguage, V>> {
  const after: Partial<Record<PublicLanguage, V>> = { ...before };
  for (const [lang, value] of Object.entries(given) as [PublicLanguage, V | null | undefined][]) {
    if (value === null) delete after[lang];
    else if (value !== undefined) after[lang] = value;
  }
  return after;
}

/**
 * A text after an edit that gives some languages: those given replace theirs (null removes
 * one); the others stay only while the Spanish and English they translate are unchanged, since
 * a translation of the old wording would tell visitors something else (the page then shows
 * English and says so).
 */
export function editedText<T extends Partial<Record<PublicLanguage, string>>>(
  before: T,
  given: Partial<Record<PublicLanguage, string | null>> | undefined,
): T {
  if (!given) return before;
  const reworded = REQUIRED_LANGUAGES.some(
    (lang) => given[lang] != null && given[lang] !== before[lang],
  );
  return withLanguages(reworded ? {} : before, given) as T;
}

/** A new text from its input: the languages given, without those given as null. */
export function newText(given: LocalizedChange<string>): LocalizedText {
  return { ...withLanguages({}, given), es: given.es, en: given.en };
}

import { PUBLIC_LANGUAGES, type PublicLanguage, REQUIRED_LANGUAGES } from '../../../shared/locales';

/**
 * Texts (or phrase lists) staff write in the page's languages, keyed by language code as the
 * forms hold them: Spanish and English always, the others where written.
 */
export type ByLanguage<V> = Record<(typeof REQUIRED_LANGUAGES)[number], V> &
  Partial<Record<PublicLanguage, V>>;

/** The same as GraphQL spells it: its names allow no hyphen, so zh-Hans is `zhHans`. */
export type GraphQLByLanguage<V> = Record<(typeof REQUIRED_LANGUAGES)[number], V> & {
  [key: string]: V | null | undefined;
};

/** The languages a staff text may be written in: the page's ten, Spanish and English first. */
export const TEXT_LANGUAGES = PUBLIC_LANGUAGES;
/** The languages every text has. */
export const REQUIRED_TEXT_LANGUAGES = REQUIRED_LANGUAGES;
/** The languages a text may lack (the page then falls back to English and says so). */
export const OPTIONAL_LANGUAGES = PUBLIC_LANGUAGES.filter((lang) => !isRequiredLanguage(lang));

export function isRequiredLanguage(lang: PublicLanguage): boolean {
  return (REQUIRED_LANGUAGES as readonly string[]).includes(lang);
}

const graphQLName = (lang: PublicLanguage) => (lang === 'zh-Hans' ? 'zhHans' : lang);

/** A text as GraphQL answers it, keyed by language code, without the languages it lacks. */
export function fromGraphQL<V>(texts: GraphQLByLanguage<V>): ByLanguage<V> {
  const result: Partial<Record<PublicLanguage, V>> = {};
  for (const lang of TEXT_LANGUAGES) {
    const value = texts[graphQLName(lang)];
    if (value !== null && value !== undefined) result[lang] = value;
  }
  return { ...result, es: texts.es, en: texts.en };
}

interface ChangeRules<V> {
  /** A value left empty in the form (no text in that language). */
  isEmpty: (value: V | undefined) => boolean;
  same: (a: V | undefined, b: V | undefined) => boolean;
  /** The value as sent (trimmed). */
  clean: (value: V) => V;
}

/**
 * What a save sends, GraphQL-spelled: Spanish and English always; another language only when it
 * differs from `before` (null when emptied), so that the server's rule decides the rest: the
 * translations not sent again stay while Spanish and English are unchanged, and are dropped when
 * these are reworded. Without `before` (a new text), every language written.
 */
export function changedTexts<V>(
  before: Partial<Record<PublicLanguage, V>> | null,
  draft: Partial<Record<PublicLanguage, V>>,
  rules: ChangeRules<V>,
): GraphQLByLanguage<V> {
  const sent: Record<string, V | null> = {};
  for (const lang of TEXT_LANGUAGES) {
    const value = draft[lang];
    const empty = rules.isEmpty(value);
    if (isRequiredLanguage(lang) || value === undefined) {
      if (value !== undefined) sent[graphQLName(lang)] = rules.clean(value);
    } else if (!before) {
      if (!empty) sent[graphQLName(lang)] = rules.clean(value);
    } else if (!rules.same(before[lang], value)) {
      sent[graphQLName(lang)] = empty ? null : rules.clean(value);
    }
  }
  return sent as GraphQLByLanguage<V>;
}

/**
 * The translations a save would drop: when the Spanish or English text changes, those of the
 * other languages left as they were (they translate the old wording).
 */
export function staleTranslations<V>(
  before: Partial<Record<PublicLanguage, V>> | null,
  draft: Partial<Record<PublicLanguage, V>>,
  rules: Pick<ChangeRules<V>, 'isEmpty' | 'same'>,
): PublicLanguage[] {
  if (!before) return [];
  const reworded = REQUIRED_LANGUAGES.some(
    (lang) => draft[lang] !== undefined && !rules.same(before[lang], draft[lang]),
  );
  if (!reworded) return [];
  return OPTIONAL_LANGUAGES.filter(
    (lang) => !rules.isEmpty(before[lang]) && rules.same(before[lang], draft[lang]),
  );
}

/** The rules of a text typed in a field: blank is empty, surrounding space does not count. */
export const TEXT_RULES: ChangeRules<string> = {
  isEmpty: (value) => !value?.trim(),
  same: (a, b) => (a ?? '').trim() === (b ?? '').trim(),
  clean: (value) => value.trim(),
};

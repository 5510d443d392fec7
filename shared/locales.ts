/**
 * The languages the product speaks: the tourists' page offers all of them, the staff application
 * those marked `staff`. The one list every side reads (negotiation, dictionaries, the assistant,
 * the texts staff edit); adding a language is its dictionaries plus one line here.
 *
 * Codes are BCP 47 as the page writes them in `<html lang>`, `?lang=` and the `lang` cookie.
 */
export const LOCALES = [
  { code: 'es', name: 'Español', english: 'Spanish', dir: 'ltr', staff: true, complete: true },
  { code: 'en', name: 'English', english: 'English', dir: 'ltr', staff: true, complete: true },
  {
    code: 'pt',
    name: 'Português',
    english: 'Portuguese',
    dir: 'ltr',
    staff: false,
    complete: true,
  },
  { code: 'fr', name: 'Français', english: 'French', dir: 'ltr', staff: false, complete: true },
  { code: 'de', name: 'Deutsch', english: 'German', dir: 'ltr', staff: false, complete: true },
  { code: 'it', name: 'Italiano', english: 'Italian', dir: 'ltr', staff: false, complete: true },
  { code: 'ja', name: '日本語', english: 'Japanese', dir: 'ltr', staff: false, complete: true },
  { code: 'ko', name: '한국어', english: 'Korean', dir: 'ltr', staff: false, complete: true },
  {
    code: 'zh-Hans',
    name: '中文（简体）',
    english: 'Chinese (Simplified)',
    dir: 'ltr',
    staff: false,
    complete: true,
  },
  { code: 'tr', name: 'Türkçe', english: 'Turkish', dir: 'ltr', staff: true, complete: true },
] as const satisfies readonly Locale[];

export interface Locale {
  code: string;
  /** The language's name in itself, as the picker shows it. */
  name: string;
  /** Its name in English, for logs and tools. */
  english: string;
  dir: 'ltr' | 'rtl';
  /** Offered by the staff application too. */
  staff: boolean;
  /** Every text of the tourists' side exists in it (`npm run i18n:status` checks). */
  complete: boolean;
}

export type PublicLanguage = (typeof LOCALES)[number]['code'];
export type StaffLanguage = Extract<(typeof LOCALES)[number], { staff: true }>['code'];

export const PUBLIC_LANGUAGES: readonly PublicLanguage[] = LOCALES.map((locale) => locale.code);
export const STAFF_LANGUAGES = LOCALES.filter((locale) => locale.staff).map(
  (locale) => locale.code,
) as readonly StaffLanguage[];

/** The language of Cusco: the page's default, and the half of a statement the police read. */
export const HOME_LANGUAGE = 'es' satisfies PublicLanguage & StaffLanguage;
/** What a visitor whose language is not offered reads. */
export const FOREIGN_LANGUAGE = 'en' satisfies PublicLanguage & StaffLanguage;
/** Texts staff write must exist in these; the others are optional. */
export const REQUIRED_LANGUAGES = [HOME_LANGUAGE, FOREIGN_LANGUAGE] as const;

export function isPublicLanguage(value: unknown): value is PublicLanguage {
  return typeof value === 'string' && (PUBLIC_LANGUAGES as readonly string[]).includes(value);
}

export function isStaffLanguage(value: unknown): value is StaffLanguage {
  return typeof value === 'string' && (STAFF_LANGUAGES as readonly string[]).includes(value);
}

export function localeOf(code: PublicLanguage): (typeof LOCALES)[number] {
  return LOCALES.find((locale) => locale.code === code) ?? LOCALES[0];
}

/** Where a text missing in `lang` is looked for next: the language, English, then Spanish. */
export function fallbacksOf(lang: PublicLanguage): PublicLanguage[] {
  return [...new Set<PublicLanguage>([lang, FOREIGN_LANGUAGE, HOME_LANGUAGE])];
}

/**
 * The text of `texts` for `lang`, else the first of its fallbacks that has one; `lang` is the
 * language actually used, so the page can say "available in English".
 */
export function pickText(
  texts: Partial<Record<PublicLanguage, string>>,
  lang: PublicLanguage,
): { text: string; lang: PublicLanguage } {
  for (const candidate of fallbacksOf(lang)) {
    const text = texts[candidate];
    if (text) return { text, lang: candidate };
  }
  return { text: '', lang: HOME_LANGUAGE };
}

/** Chinese written in simplified characters: the script, or the regions that write it. */
const SIMPLIFIED_CHINESE = /^zh(-hans)?(-(cn|sg|my))?$/;

/** One `Accept-Language` range's language among ours, or null. */
function matchRange(range: string): PublicLanguage | null {
  const tag = range.toLowerCase();
  if (tag.startsWith('zh')) return SIMPLIFIED_CHINESE.test(tag) ? 'zh-Hans' : null;
  const primary = tag.split('-')[0];
  return isPublicLanguage(primary) ? primary : null;
}

/**
 * The visitor's language from an `Accept-Language` header: the best match among ours by
 * q-value (pt-BR → pt, zh-CN → zh-Hans, de-AT → de; Traditional Chinese matches none), else
 * English for a browser that asks only for other languages, else (no header, or only `*`)
 * Spanish.
 */
export function negotiatePublicLanguage(header: string | undefined | null): PublicLanguage {
  const ranges = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params
        .map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)?.[1])
        .find((value) => value !== undefined);
      return { range: range.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ range }) => range !== '');
  const wanted = ranges
    .filter(({ q }) => Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { range } of wanted) {
    const match = range === '*' ? null : matchRange(range);
    if (match) return match;
  }
  // A browser that names languages, none of them ours, belongs to a foreign visitor.
  return ranges.some(({ range }) => range !== '*') ? FOREIGN_LANGUAGE : HOME_LANGUAGE;
}

/** A text staff write: Spanish and English always, the page's other languages when given. */
export type LocalizedText = Record<(typeof REQUIRED_LANGUAGES)[number], string> &
  Partial<Record<PublicLanguage, string>>;

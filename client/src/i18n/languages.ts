/** The languages of the staff application; es is the default and the fallback. */
export const LANGUAGES = [
  { id: 'es', label: 'Español', flag: 'pe' },
  { id: 'en', label: 'English', flag: 'us' },
  { id: 'tr', label: 'Türkçe', flag: 'tr' },
] as const;

export type LanguageId = (typeof LANGUAGES)[number]['id'];

export const DEFAULT_LANGUAGE: LanguageId = 'es';

export function isLanguageId(value: unknown): value is LanguageId {
  return LANGUAGES.some((language) => language.id === value);
}

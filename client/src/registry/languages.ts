import { useMemo } from 'react';
import { foldCaseAndAccents } from '../../../shared/fold-text';
import { COMMON_GUIDE_LANGUAGES, ISO_639_1_CODES } from '../../../shared/languages';
import { useLanguage } from '../i18n/useLanguage';

/**
 * Names ISO 639 language codes in the UI language ("qu" → "Quechua" in Spanish), through the
 * browser's Intl.DisplayNames; a code the browser cannot name stays as it is. Names start with a
 * capital (they start a label or a tag) unless `inText`, for a name inside a sentence ("Nombre
 * en portugués").
 */
export function languageNamer(
  uiLanguage: string,
  { inText = false } = {},
): (code: string) => string {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([uiLanguage], { type: 'language' });
  } catch {
    names = null;
  }
  return (code) => {
    let name: string | undefined;
    try {
      name = names?.of(code);
    } catch {
      name = undefined;
    }
    if (!name || name === code) return code;
    if (inText) return name;
    // Spanish writes language names in lower case; in a list or a tag they start a label.
    return name.charAt(0).toLocaleUpperCase(uiLanguage) + name.slice(1);
  };
}

/** languageNamer for the current UI language. */
export function useLanguageNames({ inText = false } = {}): (code: string) => string {
  const language = useLanguage();
  return useMemo(() => languageNamer(language, { inText }), [language, inText]);
}

export interface LanguageOption {
  value: string;
  /** "Inglés (en)": what the list shows and what typing searches. */
  label: string;
  /** The name folded for search ("ingles"). */
  folded: string;
}

/**
 * Every ISO 639-1 code the server accepts, named in the UI language: the languages guides in
 * Cusco work in most first, in their usual order, then the rest by name.
 */
export function languageOptions(name: (code: string) => string): LanguageOption[] {
  const option = (code: string): LanguageOption => ({
    value: code,
    label: `${name(code)} (${code})`,
    folded: foldCaseAndAccents(name(code)),
  });
  const common = new Set<string>(COMMON_GUIDE_LANGUAGES);
  const rest = ISO_639_1_CODES.filter((code) => !common.has(code))
    .map(option)
    .sort((a, b) => a.folded.localeCompare(b.folded));
  return [...COMMON_GUIDE_LANGUAGES.map(option), ...rest];
}

/** Whether an option answers what was typed: its name (any case or accents) or its code. */
export function matchesLanguage(typed: string, option: LanguageOption): boolean {
  const wanted = foldCaseAndAccents(typed);
  return wanted === '' || option.folded.includes(wanted) || option.value === wanted;
}

/**
 * How the options that answer `typed` are ranked, so Enter takes the likeliest: the code itself
 * ("en"), then names that start with it ("ing" → Inglés), then the rest in list order.
 */
export function languageRank(typed: string, option: LanguageOption): number {
  const wanted = foldCaseAndAccents(typed);
  if (option.value === wanted) return 0;
  return option.folded.startsWith(wanted) ? 1 : 2;
}

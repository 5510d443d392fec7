import { useMemo } from 'react';
import { useLanguage } from '../i18n/useLanguage';

/**
 * Names ISO 639 language codes in the UI language ("qu" → "Quechua" in Spanish), through the
 * browser's Intl.DisplayNames; a code the browser cannot name stays as it is.
 */
export function languageNamer(uiLanguage: string): (code: string) => string {
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
    // Spanish writes language names in lower case; in a list or a tag they start a label.
    return name.charAt(0).toLocaleUpperCase(uiLanguage) + name.slice(1);
  };
}

/** languageNamer for the current UI language. */
export function useLanguageNames(): (code: string) => string {
  const language = useLanguage();
  return useMemo(() => languageNamer(language), [language]);
}

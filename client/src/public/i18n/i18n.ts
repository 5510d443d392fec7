import i18next from 'i18next';
// Only the `home` section is bundled (the JSON plugin exports top-level keys by name and the
// rest is tree-shaken), so Spanish renders without waiting for a request and the staff
// application's strings in the same file never reach the tourists' page.
import { home as esHome } from '../../../public/i18n/es.json';

export const LANGUAGES = ['es', 'en', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

const STORAGE_KEY = 'turismo-seguro.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The page's own i18next instance: the staff application configures its own elsewhere. */
export const i18n = i18next.createInstance();
void i18n.init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  resources: { es: { translation: { home: esHome } } },
  // React escapes what it renders; escaping here too would show "&amp;".
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The visitor's remembered choice, or Spanish. */
export function preferredLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE; // storage blocked (private mode, sandboxed frame)
  }
}

const loading = new Map<Language, Promise<void>>();

/** Fetches a dictionary once, from the same files the staff application uses. */
export function loadLanguage(lang: Language): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'translation')) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    pending = fetch(`/i18n/${lang}.json`)
      .then((response) => {
        if (!response.ok) throw new Error(`GET /i18n/${lang}.json: ${response.status}`);
        return response.json() as Promise<Record<string, unknown>>;
      })
      .then((dictionary) => {
        i18n.addResourceBundle(lang, 'translation', dictionary, true, true);
      })
      .finally(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

/** Switches the page's language: loads it, applies it, remembers it and updates `<html lang>`. */
export async function changeLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
  applyToDocument(lang);
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Not remembered, but the switch itself worked.
  }
}

export function applyToDocument(lang: Language): void {
  document.documentElement.lang = lang;
  document.title = i18n.t('home.meta.title');
}

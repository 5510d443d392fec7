import i18next from 'i18next';
import {
  HOME_LANGUAGE,
  isPublicLanguage,
  localeOf,
  PUBLIC_LANGUAGES,
  type PublicLanguage,
} from '../../../../shared/locales';

export const LANGUAGES = PUBLIC_LANGUAGES;
export type Language = PublicLanguage;
export const DEFAULT_LANGUAGE: Language = HOME_LANGUAGE;

/** The page's part of a dictionary, which the server inlines in the page it renders. */
export interface PageDictionary {
  home: Record<string, unknown>;
  /**
   * The Spanish phrases a visitor points at (`home.pointAt.phrases` of the Spanish dictionary),
   * shown beside their own language's: in every page, since they must work without scripts.
   */
  phrases?: Record<string, string>;
}

/** A language's whole dictionary for the tourists (`/i18n/public/{lang}.json`). */
export interface PublicDictionary extends PageDictionary {
  incidentReport: Record<string, unknown>;
  speak: Record<string, unknown>;
}

/**
 * The report's and the follow-up's words: a namespace of their own, so the page's check for a
 * loaded language (the `translation` bundle) is not fooled by them.
 */
export const REPORT_NAMESPACE = 'incidentReport';
/** The words of "Speak for me": the card's, and the sentences it writes. */
export const SPEAK_NAMESPACE = 'speak';

/**
 * The visitor's choice, in a cookie so that the server renders the page in it; the server reads
 * the same name (server/http/language.ts).
 */
export const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_S = 365 * 24 * 60 * 60;
/** Where the choice was kept before the server could read it; moved to the cookie once. */
const LEGACY_STORAGE_KEY = 'turismo-seguro.language';

export const isLanguage = isPublicLanguage;

/** The page's own i18next instance: the staff application configures its own elsewhere. */
export const i18n = i18next.createInstance();
void i18n.init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  resources: {},
  // React escapes what it renders; escaping here too would show "&amp;".
  interpolation: { escapeValue: false },
  initAsync: false,
});

/**
 * Puts a dictionary in place and makes its language current, synchronously: the server renders
 * right after (one shared instance, one render at a time) and the page hydrates right after.
 */
export function setPageDictionary(lang: Language, dictionary: PageDictionary): void {
  i18n.addResourceBundle(lang, 'translation', { home: dictionary.home }, true, true);
  if (dictionary.phrases) {
    const spanish = { home: { pointAt: { phrases: dictionary.phrases } } };
    i18n.addResourceBundle(HOME_LANGUAGE, 'translation', spanish, true, false);
  }
  void i18n.changeLanguage(lang);
  if (i18n.language !== lang) throw new Error(`The page's language did not switch to ${lang}`);
}

/** The choice made on this device, if any (the cookie, or where an older page kept it). */
export function chosenLanguage(doc: Document = document): Language | null {
  const cookie = doc.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  if (isLanguage(cookie)) return cookie;
  try {
    const legacy = localStorage.getItem(LEGACY_STORAGE_KEY);
    if (!isLanguage(legacy)) return null;
    remember(legacy);
    localStorage.removeItem(LEGACY_STORAGE_KEY);
    return legacy;
  } catch {
    return null; // storage blocked (private mode, sandboxed frame)
  }
}

function remember(lang: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

/** Puts a language's whole dictionary in place: the page's words, the report's, the card's. */
export function addDictionary(lang: Language, dictionary: PublicDictionary): void {
  i18n.addResourceBundle(lang, 'translation', { home: dictionary.home }, true, true);
  i18n.addResourceBundle(lang, REPORT_NAMESPACE, dictionary.incidentReport, true, true);
  i18n.addResourceBundle(lang, SPEAK_NAMESPACE, dictionary.speak, true, true);
}

const loading = new Map<Language, Promise<void>>();

/**
 * Fetches a language's dictionary once (the service worker keeps a copy for offline use). Only
 * the languages a visitor uses travel: the page's, and Spanish for the statement.
 */
export function loadLanguage(lang: Language): Promise<void> {
  if (i18n.hasResourceBundle(lang, REPORT_NAMESPACE)) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    const url = `/i18n/public/${lang}.json`;
    pending = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
        return response.json() as Promise<PublicDictionary>;
      })
      .then((dictionary) => addDictionary(lang, dictionary))
      .finally(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

/**
 * The words of the page's language and of Spanish (the statement's and the card's Spanish half):
 * only those travel with the report and the card, not every language's.
 */
export function loadPageAndSpanishWords(): Promise<unknown> {
  const page = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return Promise.all([loadLanguage(DEFAULT_LANGUAGE), loadLanguage(page)]);
}

let latestChoice = 0;

/**
 * Switches the page's language: loads it, applies it, remembers it and updates `<html lang>`.
 * The visitor's last choice wins: a dictionary that arrives after a later choice (a slow English
 * after a cached Turkish) is kept for next time but neither applied nor reported when it fails.
 */
export async function changeLanguage(lang: Language): Promise<void> {
  const choice = ++latestChoice;
  try {
    await loadLanguage(lang);
  } catch (error) {
    if (choice === latestChoice) throw error;
    return;
  }
  if (choice !== latestChoice) return;
  await i18n.changeLanguage(lang);
  applyToDocument(lang);
  remember(lang);
}

export function applyToDocument(lang: Language): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = localeOf(lang).dir;
  document.title = i18n.t('home.meta.title');
}

/** The element the server writes the current language's page dictionary into. */
export const DICTIONARY_ELEMENT_ID = 'page-dictionary';

export function readInlineDictionary(doc: Document = document): PageDictionary | null {
  const text = doc.getElementById(DICTIONARY_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<PageDictionary>;
    if (!data.home || typeof data.home !== 'object') return null;
    const phrases = data.phrases && typeof data.phrases === 'object' ? data.phrases : undefined;
    return { home: data.home, phrases };
  } catch {
    return null;
  }
}

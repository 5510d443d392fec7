import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type StaffLanguage as Language,
  PUBLIC_LANGUAGES,
  type PublicLanguage,
} from '../shared/locales';
import { pickTexts, SIGN_IN_TEXTS } from '../shared/sign-in-texts';
import { ROOT } from './root';

/** The client's dictionaries: the one source of every text shown to people, served at /i18n. */
export const I18N_DIR = join(ROOT, 'client', 'public', 'i18n');

type Dictionary = Record<string, unknown>;
const loaded = new Map<string, unknown>();

/** A JSON file of texts, read once per process: dictionaries and seed texts never change while it runs. */
function readTexts<T>(path: string): T {
  let found = loaded.get(path);
  if (found === undefined) {
    found = JSON.parse(readFileSync(path, 'utf8'));
    loaded.set(path, found);
  }
  return found as T;
}

function dictionary(lang: Language): Dictionary {
  return readTexts<Dictionary>(join(I18N_DIR, `${lang}.json`));
}

const signInParts = new Map<Language, Dictionary>();

/** What the sign-in page shows of `lang`'s dictionary (shared/sign-in-texts.ts). */
export function signInTexts(lang: Language): Dictionary {
  let part = signInParts.get(lang);
  if (!part) {
    part = pickTexts(dictionary(lang) as Parameters<typeof pickTexts>[0], SIGN_IN_TEXTS);
    signInParts.set(lang, part);
  }
  return part;
}

/**
 * The text of a dotted key in `lang` (falling back to Spanish, then to the key itself), for the
 * few texts the server writes for people, such as the headers of a CSV export or a conflict's
 * message. `{{name}}` takes `values[name]`, as in the client's dictionaries.
 */
export function translate(
  lang: Language,
  key: string,
  values: Record<string, string | number> = {},
): string {
  for (const candidate of [lang, 'es'] as const) {
    const text = lookUp(candidate, key);
    if (text !== undefined) {
      return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
        Object.hasOwn(values, name) ? String(values[name]) : whole,
      );
    }
  }
  return key;
}

/** Whether `key` has a text in `lang` itself (no fallback). */
export function hasText(lang: Language, key: string): boolean {
  return lookUp(lang, key) !== undefined;
}

function lookUp(lang: Language, key: string): string | undefined {
  let value: unknown = dictionary(lang);
  for (const part of key.split('.')) {
    value = typeof value === 'object' && value !== null ? (value as Dictionary)[part] : undefined;
  }
  return typeof value === 'string' ? value : undefined;
}

/** The tourists' page's dictionaries (`/i18n/public/{lang}.json`), one per language it offers. */
export const PUBLIC_I18N_DIR = join(I18N_DIR, 'public');

function publicDictionary(lang: PublicLanguage): Dictionary {
  return readTexts<Dictionary>(join(PUBLIC_I18N_DIR, `${lang}.json`));
}

/**
 * The page's part of the tourists' dictionary, which the server renders the page with: its
 * words, and the Spanish phrases a visitor points at, shown beside their own without scripts.
 */
export function pageDictionary(lang: PublicLanguage): {
  home: Record<string, unknown>;
  phrases?: Record<string, string>;
} {
  const home = publicDictionary(lang).home as Record<string, unknown>;
  if (lang === 'es') return { home };
  const spanish = publicDictionary('es').home as { pointAt: { phrases: Record<string, string> } };
  return { home, phrases: spanish.pointAt.phrases };
}

/**
 * What a seed writes in every language the tourists' page offers: one JSON file per language in
 * `folder` (from the project's root), so a language is added as files.
 */
export function seedTexts<T>(folder: string): Record<PublicLanguage, T> {
  return Object.fromEntries(
    PUBLIC_LANGUAGES.map((lang) => [lang, readTexts<T>(join(ROOT, folder, `${lang}.json`))]),
  ) as Record<PublicLanguage, T>;
}

/**
 * A stored text with the languages the seed has and it lacks, when its Spanish is still the
 * seed's (a translation of a text staff rewrote would say something else): how a new language
 * reaches a store seeded before it existed. What staff wrote is never replaced.
 */
export function withSeededLanguages<T>(
  stored: Partial<Record<PublicLanguage, T>>,
  seeded: Partial<Record<PublicLanguage, T>>,
  sameSpanish: boolean,
): Partial<Record<PublicLanguage, T>> {
  if (!sameSpanish) return stored;
  const added = { ...stored };
  for (const lang of PUBLIC_LANGUAGES) {
    if (added[lang] === undefined && seeded[lang] !== undefined) added[lang] = seeded[lang];
  }
  return added;
}

/**
 * A migration's pass over stored items: each that has a twin in the current seed (same id) is
 * replaced by `update(item, twin)`; items staff added stay as they are.
 */
export function withSeedTwins<T extends { id: string }>(
  stored: T[],
  seeded: T[],
  update: (item: T, twin: T) => T,
): T[] {
  const seed = new Map(seeded.map((item) => [item.id, item]));
  return stored.map((item) => {
    const twin = seed.get(item.id);
    return twin ? update(item, twin) : item;
  });
}

/** The words of the 404 page in a language of the tourists' page. */
export function notFoundWords(lang: PublicLanguage): { title: string; text: string; link: string } {
  return publicDictionary(lang).notFound as { title: string; text: string; link: string };
}

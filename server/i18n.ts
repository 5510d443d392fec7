import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from './http/language';
import { ROOT } from './root';

/** The client's dictionaries: the one source of every text shown to people, served at /i18n. */
export const I18N_DIR = join(ROOT, 'client', 'public', 'i18n');

type Dictionary = Record<string, unknown>;
const loaded = new Map<Language, Dictionary>();

function dictionary(lang: Language): Dictionary {
  let found = loaded.get(lang);
  if (!found) {
    found = JSON.parse(readFileSync(join(I18N_DIR, `${lang}.json`), 'utf8')) as Dictionary;
    loaded.set(lang, found);
  }
  return found;
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

/** The tourists' page's part of a dictionary, which the server renders the page with. */
export function pageDictionary(lang: Language): { home: Record<string, unknown> } {
  return { home: dictionary(lang).home as Record<string, unknown> };
}

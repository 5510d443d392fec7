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
 * few texts the server writes for people, such as the headers of a CSV export or a mail; each
 * `{{name}}` is replaced by its value, as i18next does in the client.
 */
export function translate(
  lang: Language,
  key: string,
  values: Record<string, string | number> = {},
): string {
  for (const candidate of [lang, 'es'] as const) {
    let value: unknown = dictionary(candidate);
    for (const part of key.split('.')) {
      value = typeof value === 'object' && value !== null ? (value as Dictionary)[part] : undefined;
    }
    if (typeof value === 'string') {
      return value.replace(/{{\s*(\w+)\s*}}/g, (placeholder, name: string) =>
        Object.hasOwn(values, name) ? String(values[name]) : placeholder,
      );
    }
  }
  return key;
}

/** The tourists' page's part of a dictionary, which the server renders the page with. */
export function pageDictionary(lang: Language): { home: Record<string, unknown> } {
  return { home: dictionary(lang).home as Record<string, unknown> };
}

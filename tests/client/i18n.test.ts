import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PUBLIC_LANGUAGES, STAFF_LANGUAGES } from '../../shared/locales';

type Dictionary = { [key: string]: string | Dictionary };

/** The staff application's dictionaries, and the tourists' page's own. */
const SIDES = [
  { side: 'staff', folder: 'client/public/i18n', languages: STAFF_LANGUAGES },
  { side: 'public', folder: 'client/public/i18n/public', languages: PUBLIC_LANGUAGES },
] as const;

function load(folder: string, language: string): Dictionary {
  return JSON.parse(readFileSync(`${folder}/${language}.json`, 'utf8'));
}

/** Every leaf as "a.b.c" with its text. */
function leaves(dictionary: Dictionary, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(dictionary)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) found.set(leaf, text);
  }
  return found;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The keys without their plural forms, and each plural key's forms. */
function shape(texts: Map<string, string>) {
  const keys = new Set<string>();
  const plurals = new Map<string, string[]>();
  for (const key of texts.keys()) {
    const form = PLURAL.exec(key)?.[1];
    const base = key.replace(PLURAL, '');
    keys.add(base);
    if (form) plurals.set(base, [...(plurals.get(base) ?? []), form].sort());
  }
  return { keys: [...keys].sort(), plurals };
}

const placeholders = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort();

describe.each(SIDES)('the $side dictionaries', ({ folder, languages }) => {
  const spanish = leaves(load(folder, 'es'));
  const others = languages.filter((language) => language !== 'es');

  it.each(others)('%s has exactly the keys of es, none empty', (language) => {
    const other = leaves(load(folder, language));
    expect(shape(other).keys).toEqual(shape(spanish).keys);
    for (const [key, text] of other) expect(text.trim(), key).not.toBe('');
  });

  it.each([...languages])('%s has the plural forms its language uses, no more', (language) => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const [key, forms] of shape(leaves(load(folder, language))).plurals) {
      // "many" (a million and more in Spanish, Italian, Portuguese and French) is optional, and
      // i18next reads "zero" for a count of 0 in any language.
      const optional = (form: string) => form === 'many' || form === 'zero';
      const needed = categories.filter((form) => !optional(form)).sort();
      expect(
        forms.filter((form) => !optional(form)),
        key,
      ).toEqual(needed);
      for (const form of forms) {
        if (form !== 'zero') expect(categories, key).toContain(form);
      }
    }
  });

  it.each(others)('%s keeps every {{placeholder}} of es', (language) => {
    const other = leaves(load(folder, language));
    for (const [key, text] of other) {
      const base = key.replace(PLURAL, '');
      const source = spanish.get(key) ?? spanish.get(`${base}_other`) ?? spanish.get(base) ?? '';
      // A language without a singular form writes the count where Spanish's "one" does not.
      const expected = placeholders(source).filter(
        (name) => !PLURAL.test(key) || name !== '{{count}}',
      );
      expect(
        placeholders(text).filter((name) => !PLURAL.test(key) || name !== '{{count}}'),
        key,
      ).toEqual(expected);
    }
  });
});

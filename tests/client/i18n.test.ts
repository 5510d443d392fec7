import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Dictionary = { [key: string]: string | Dictionary };

function load(language: string): Dictionary {
  return JSON.parse(readFileSync(`client/public/i18n/${language}.json`, 'utf8'));
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

const spanish = leaves(load('es'));

describe('translations', () => {
  it.each(['en', 'tr'])('%s has exactly the keys of es, none empty', (language) => {
    const other = leaves(load(language));
    expect([...other.keys()].sort()).toEqual([...spanish.keys()].sort());
    for (const [key, text] of other) expect(text.trim(), key).not.toBe('');
  });

  it.each(['en', 'tr'])('%s keeps every {{placeholder}} of es', (language) => {
    const other = leaves(load(language));
    const placeholders = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort();
    for (const [key, text] of spanish) {
      expect(placeholders(other.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });
});

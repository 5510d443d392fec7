const collationKeys = new Map<string, string>();

/**
 * A text as a key whose plain comparison sorts the Spanish way: case and accents ignored, ñ
 * after n, and numbers by value ("GT-9" before "GT-10") — the order PostgreSQL's ICU `es`
 * collation gives. Computing keys once beats comparing with Intl.Collator in the sort, which was
 * most of a page's time on 10,000 records.
 */
export function collationKey(text: string): string {
  let key = collationKeys.get(text);
  if (key === undefined) {
    key = text
      .toLowerCase()
      .replace(/ñ/g, 'n~')
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .replace(/\d+/g, (digits) => digits.padStart(12, '0'));
    // Bounded: the texts of a few large registries; cleared rather than evicted one by one.
    if (collationKeys.size >= 100_000) collationKeys.clear();
    collationKeys.set(text, key);
  }
  return key;
}

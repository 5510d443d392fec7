import type { Store } from '../store/types';

/**
 * The one collator of the template areas' "locale comparison": Spanish rules, accents and case
 * as secondary differences, digits by value. Built once: `localeCompare` builds one per call.
 */
export const collator = new Intl.Collator('es', { sensitivity: 'variant', numeric: true });

/** A value to sort by: text by the collator, numbers and booleans by value, null/'' last. */
export type SortValue = string | number | boolean | null | undefined;

/** Compares two sort values; empties go last whichever the direction (applied by the caller). */
export function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a ?? '').localeCompare(String(b ?? ''));
}

function isEmpty(value: SortValue): boolean {
  return value === null || value === undefined || value === '';
}

/**
 * `items` sorted by `key` (computed once per item), empties last in either direction, ties by
 * id so that pages never overlap. Returns a new array.
 */
export function sortBy<T extends { id: string }>(
  items: readonly T[],
  key: (item: T) => SortValue,
  descending = false,
): T[] {
  const direction = descending ? -1 : 1;
  const keyed = items.map((item) => ({ item, key: key(item) }));
  keyed.sort((a, b) => {
    const emptyA = isEmpty(a.key);
    const emptyB = isEmpty(b.key);
    if (emptyA || emptyB) {
      if (emptyA !== emptyB) return emptyA ? 1 : -1;
    } else {
      const order = compareValues(a.key, b.key);
      if (order !== 0) return direction * order;
    }
    return a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0;
  });
  return keyed.map((entry) => entry.item);
}

/**
 * Values derived from the store (a collection's sorted orders, counts…), kept until the store's
 * revision changes: a list that thousands of requests read is sorted once per write, not once
 * per request. One cache per store, so tests with their own stores never share entries. The
 * cached values are shared by every reader and must not be modified. With `limit`, at most that
 * many keys are kept (the oldest goes first): for keys that callers choose, such as a search.
 */
export class DerivedCache {
  private readonly byStore = new WeakMap<
    Store,
    { revision: number; values: Map<string, unknown> }
  >();

  constructor(private readonly limit = Number.POSITIVE_INFINITY) {}

  async get<V>(store: Store, key: string, build: () => Promise<V>): Promise<V> {
    const revision = store.revision();
    let entry = this.byStore.get(store);
    if (!entry || entry.revision !== revision) {
      entry = { revision, values: new Map() };
      this.byStore.set(store, entry);
    }
    if (entry.values.has(key)) return entry.values.get(key) as V;
    const value = await build();
    // Kept only when no write happened while it was built.
    if (store.revision() === revision) {
      if (entry.values.size >= this.limit) {
        entry.values.delete(entry.values.keys().next().value as string);
      }
      entry.values.set(key, value);
    }
    return value;
  }
}

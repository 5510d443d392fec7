import type { OrderBy, Scalar, Where } from '../store/query';
import type { Store } from '../store/types';

/**
 * The one collator of the template areas' "locale comparison": Spanish rules, accents and case
 * as secondary differences, digits by value. Built once: `localeCompare` builds one per call.
 */
export const collator = new Intl.Collator('es', { sensitivity: 'variant', numeric: true });

/**
 * The order of a list the template keeps as it was written, as a store order: the seeded items
 * (named by their `field`, e.g. their ids) in the seed's order, and the items added since either
 * after them, oldest first (`'last'`), or before them, newest first (`'first'`), by their
 * time-ordered ids. No stored field says where an item was added, so the seed's order is stated
 * here as the query's derived value.
 */
export function seedOrder<T>(
  field: keyof T & string,
  seeded: readonly Scalar[],
  added: 'first' | 'last',
): OrderBy<T>[] {
  const first = added === 'first';
  const cases = seeded.map((value, index) => ({
    where: { [field]: value } as Where<T>,
    // Descending for `first`: the seed counts down, below the added items' value.
    value: first ? seeded.length - 1 - index : index,
  }));
  // Everything else (the added items) matches the last case; ties then go by id.
  const rest = { where: {} as Where<T>, value: seeded.length };
  return [{ field, descending: first, cases: [...cases, rest] }];
}

/**
 * Values derived from the store (a page of a list…), kept until the store's revision changes: a
 * page that thousands of requests read is built once per write, not once per request. One cache
 * per store, so tests with their own stores never share entries. The cached values are shared by
 * every reader and must not be modified. With `limit`, at most that many keys are kept (the
 * oldest goes first): for keys that callers choose, such as a search.
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

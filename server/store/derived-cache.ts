import type { Store } from './types';

/**
 * Values derived from the store (a page of a list, a signed-in account…), kept until the store's
 * revision changes: a page that thousands of requests read is built once per write, not once
 * per request. On a database several instances share, the revision follows their writes as
 * their notices arrive; `maxAgeMs` bounds how long a value may be served if a notice is late.
 * One cache per store, so tests with their own stores never share entries. The cached values
 * are shared by every reader and must not be modified. With `limit`, at most that many keys are
 * kept (the oldest goes first): for keys that callers choose, such as a search.
 */
export class DerivedCache {
  private readonly byStore = new WeakMap<
    Store,
    { revision: number; values: Map<string, { value: unknown; at: number }> }
  >();
  private readonly limit: number;
  private readonly maxAgeMs: number;

  constructor(options: { limit?: number; maxAgeMs?: number } = {}) {
    this.limit = options.limit ?? Number.POSITIVE_INFINITY;
    this.maxAgeMs = options.maxAgeMs ?? Number.POSITIVE_INFINITY;
  }

  async get<V>(store: Store, key: string, build: () => Promise<V>): Promise<V> {
    const revision = store.revision();
    let entry = this.byStore.get(store);
    if (!entry || entry.revision !== revision) {
      entry = { revision, values: new Map() };
      this.byStore.set(store, entry);
    }
    const kept = entry.values.get(key);
    if (
      kept &&
      (this.maxAgeMs === Number.POSITIVE_INFINITY || Date.now() - kept.at < this.maxAgeMs)
    ) {
      return kept.value as V;
    }
    const value = await build();
    // Kept only when no write happened while it was built.
    if (store.revision() === revision) {
      entry.values.delete(key);
      if (entry.values.size >= this.limit) {
        entry.values.delete(entry.values.keys().next().value as string);
      }
      entry.values.set(key, { value, at: Date.now() });
    }
    return value;
  }
}

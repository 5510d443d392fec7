import type { Store } from './types';

/**
 * Values derived from the store (a page of a list, a signed-in account…), kept until the store's
 * revision changes: a page that thousands of requests read is built once per write, not once
 * per request. On a database several instances share, the revision follows their writes as
 * their notices arrive; `maxAgeMs` bounds how long a value may be served if a notice is late.
 * One cache per store, so tests with their own stores never share entries. The cached values
 * are shared by every reader and must not be modified. With `limit`, at most that many keys are
 * kept (the oldest goes first): for keys that callers choose, such as a search. Readers that
 * ask for the same key while it is being built wait for that one build (at a thousand requests a
 * second, an expired session would otherwise be read from the database by every request that
 * arrives during the read).
 */
export class DerivedCache {
  private readonly byStore = new WeakMap<
    Store,
    {
      revision: number;
      values: Map<string, { value: unknown; at: number }>;
      building: Map<string, Promise<unknown>>;
    }
  >();
  private readonly limit: number;
  private readonly maxAgeMs: number;

  constructor(options: { limit?: number; maxAgeMs?: number } = {}) {
    this.limit = options.limit ?? Number.POSITIVE_INFINITY;
    this.maxAgeMs = options.maxAgeMs ?? Number.POSITIVE_INFINITY;
  }

  /** The value kept for `key`, if it is still current; nothing is built. */
  peek<V>(store: Store, key: string): V | undefined {
    const entry = this.byStore.get(store);
    if (!entry || entry.revision !== store.revision()) return undefined;
    const kept = entry.values.get(key);
    if (
      kept &&
      (this.maxAgeMs === Number.POSITIVE_INFINITY || Date.now() - kept.at < this.maxAgeMs)
    ) {
      return kept.value as V;
    }
    return undefined;
  }

  async get<V>(store: Store, key: string, build: () => Promise<V>): Promise<V> {
    const kept = this.peek<V>(store, key);
    if (kept !== undefined) return kept;
    const revision = store.revision();
    let entry = this.byStore.get(store);
    if (!entry || entry.revision !== revision) {
      entry = { revision, values: new Map(), building: new Map() };
      this.byStore.set(store, entry);
    }
    const underway = entry.building.get(key);
    if (underway) return underway as Promise<V>;
    const current = entry;
    const building = build().then((value) => {
      // Kept only when no write happened while it was built.
      if (store.revision() === revision) {
        current.values.delete(key);
        if (current.values.size >= this.limit) {
          current.values.delete(current.values.keys().next().value as string);
        }
        current.values.set(key, { value, at: Date.now() });
      }
      return value;
    });
    current.building.set(key, building);
    try {
      return await building;
    } finally {
      current.building.delete(key);
    }
  }
}

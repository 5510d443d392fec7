import type { AnyCollection } from './collection';
import { StoreClosedError } from './errors';
import { matcher, pageOf, runQuery, sortItems } from './evaluate';
import { type Query, type QueryFields, searchWords, type Where } from './query';
import {
  conflictOn,
  definedFields,
  firstClash,
  type Holder,
  mergedPatches,
  openedOnUse,
} from './shared-rules';
import type { Data, Entity, Page, Repositories, Repository, Store, Transaction } from './types';

/** What a store is built on: the live data and a way to make changes to it durable. */
export interface StoreEngine {
  /** The live data. A failed write replaces it with the last durable state, so read it anew each time. */
  readonly data: Data;
  /** True once close() was called; the store then refuses changes before applying them. */
  readonly closed: boolean;
  /** Resolves once every change applied to `data` so far is durable; rejects if its write fails. */
  commit(): Promise<void>;
  /** Flushes what is pending and releases the store. Idempotent. */
  close(): Promise<void>;
  /** Rejects when the engine could not commit now (the file's lock was taken over). */
  check?(): Promise<void>;
}

type Items = Entity[];

/**
 * Where an item's owner (InsertOptions) is kept in the data and the file: a key no record's
 * field has, taken off every copy handed out.
 */
const OWNER = '@owner';

/** A copy of a live item to hand out: without the owner the store keeps beside it. */
function handedOut<T extends Entity>(item: T): T {
  const copy = structuredClone(item) as T & { [OWNER]?: string };
  // Only when there is one: a delete makes the copy a slower object for what reads it next.
  if (OWNER in copy) delete copy[OWNER];
  return copy;
}

/**
 * Who holds each value of `list`, for the checks of a batch: each field's index is built once,
 * on its first question, in one pass, so a batch costs one pass per field it asks about.
 */
function holdersIn(list: readonly Entity[]): Holder {
  const indexes = new Map<string, Map<unknown, string>>();
  return (field, value) => {
    let index = indexes.get(field);
    if (!index) {
      index = new Map();
      for (const item of list) {
        const held = (item as unknown as Record<string, unknown>)[field];
        if (held !== undefined && held !== null) index.set(held, item.id);
      }
      indexes.set(field, index);
    }
    return index.get(value);
  };
}

/** Where a repository's items are: the live ones, or a transaction's staged copy of them. */
interface ItemSource {
  read(): Items;
  /** The items a write may change (a transaction copies the live list on its first write). */
  write(): Items;
  /** Every item in an order, kept until the next change (the live items only). */
  sorted?: SortedOrders;
}

/**
 * A collection's items sorted by the orders that queries asked for, kept until its data changes:
 * list pages that many requests read are filtered from a kept order instead of sorted each time.
 */
class SortedOrders {
  private orders = new Map<string, Items>();
  private version = -1;

  constructor(private readonly changes: () => number) {}

  get(key: string): Items | undefined {
    if (this.version !== this.changes()) return undefined;
    return this.orders.get(key);
  }

  set(key: string, items: Items): void {
    if (this.version !== this.changes()) {
      this.orders = new Map();
      this.version = this.changes();
    }
    // A few orders per collection are asked for; more would be callers' choice, so bounded.
    if (this.orders.size >= 16) this.orders.clear();
    this.orders.set(key, items);
  }
}

/**
 * Builds the Store of `collections` on an engine, answering queries in JavaScript. Writes are
 * serialized: a write or transaction starts once the ones before it were applied. A single write
 * applies at once to the live data (it checks before it modifies, so a throw changes nothing); a
 * transaction writes to copies of the collections it touches, which replace the live ones when
 * it returns, so nobody reads half of it and a throw leaves nothing. Both then wait for the
 * engine's commit. Items go in and come out as copies.
 */
export function buildStore(engine: StoreEngine, collections: readonly AnyCollection[]): Store {
  // Bumped when a change is applied and again when its commit settles (a failed commit puts the
  // last durable data back), so a cache keyed on it never outlives the data it was built from.
  let revision = 0;
  // Bumped when the live data changes (a write applied, or the durable state put back).
  let changes = 0;
  const liveItems = (name: string) => (engine.data as unknown as Record<string, Items>)[name] ?? [];

  // Writes waiting behind a transaction, or the transaction itself, and the end of the last of
  // them (resolved once it was applied, not once it is durable: writes applied meanwhile share
  // the engine's next commit).
  let queued = 0;
  let tail: Promise<void> = Promise.resolve();
  const enqueue = <R>(applied: Promise<Applied<R>>): Promise<R> => {
    queued += 1;
    tail = applied.then(
      () => {
        queued -= 1;
      },
      () => {
        queued -= 1;
      },
    );
    return applied.then((done) => done.durable);
  };
  /**
   * Runs `apply` after the writes queued before it: a single write applies synchronously (so
   * that writes made in one run share one commit), a transaction resolves once applied. Either
   * gives the promise of being durable, wrapped so that awaiting one does not await the other.
   */
  const serialized = <R>(apply: () => Applied<R> | Promise<Applied<R>>): Promise<R> => {
    if (engine.closed) return Promise.reject(new StoreClosedError());
    const start = () => {
      if (engine.closed) throw new StoreClosedError();
      return apply();
    };
    if (queued > 0) return enqueue(tail.then(start));
    let applied: Applied<R> | Promise<Applied<R>>;
    try {
      applied = start();
    } catch (error) {
      return Promise.reject(error);
    }
    return applied instanceof Promise ? enqueue(applied) : applied.durable;
  };

  /** Makes what was applied durable; resolves with `result` once it is. */
  const commit = <R>(result: R): Applied<R> => {
    revision += 1;
    changes += 1;
    const durable = engine.commit().then(
      () => {
        revision += 1;
        return result;
      },
      (error) => {
        revision += 1;
        changes += 1;
        throw error;
      },
    );
    return { durable };
  };

  const liveSource = (name: string): ItemSource => ({
    read: () => liveItems(name),
    write: () => liveItems(name),
    sorted: new SortedOrders(() => changes),
  });

  const repositories = Object.fromEntries(
    collections.map((collection) => [
      collection.name,
      createRepository(collection, liveSource(collection.name), (apply) =>
        serialized(() => commit(apply())),
      ),
    ]),
  ) as unknown as Repositories;

  const transaction = <R>(work: (tx: Transaction) => Promise<R>): Promise<R> =>
    serialized(async () => {
      const staged = new Map<string, Items>();
      const stagedSource = (name: string): ItemSource => ({
        read: () => staged.get(name) ?? liveItems(name),
        write: () => {
          let items = staged.get(name);
          if (!items) {
            items = liveItems(name).slice();
            staged.set(name, items);
          }
          return items;
        },
      });
      const tx = openedOnUse(collections, (collection) =>
        createRepository(collection, stagedSource(collection.name), async (write) => write()),
      );
      // What the handles gave out are copies already.
      const result = await work(tx);
      if (staged.size === 0) return { durable: Promise.resolve(result) };
      if (engine.closed) throw new StoreClosedError();
      const data = engine.data as unknown as Record<string, Items>;
      for (const [name, items] of staged) data[name] = items;
      return commit(result);
    });

  return {
    ...repositories,
    transaction,
    revision: () => revision,
    check: async () => {
      if (engine.closed) throw new StoreClosedError();
      await engine.check?.();
    },
    close: () => engine.close(),
  };
}

/** A change applied to the live data, and the promise of it being durable. */
interface Applied<R> {
  durable: Promise<R>;
}

/** Runs one write: applies it (synchronously; it throws before modifying) and makes it durable. */
type Write = <R>(apply: () => R) => Promise<R>;

// Queries read the live items (copying every item per query would be costly) and copy only
// what they hand out.
function createRepository<T extends Entity>(
  collection: AnyCollection,
  source: ItemSource,
  write: Write,
): Repository<T> {
  const items = () => source.read() as T[];
  const fields = collection as QueryFields<T>;
  const indexOf = (list: T[], id: string) => list.findIndex((item) => item.id === id);

  /** Throws ConflictError when `candidate` shares a unique value with an item other than `self`. */
  const assertUnique = (list: T[], candidate: T, self: string | null) => {
    for (const key of collection.unique as string[]) {
      const value = (candidate as Record<string, unknown>)[key];
      if (value === undefined || value === null) continue;
      const taken = list.some(
        (item) => item.id !== self && (item as Record<string, unknown>)[key] === value,
      );
      if (taken) {
        throw conflictOn(key);
      }
    }
  };

  const find = (query: Query<T>): Page<T> => {
    const key = JSON.stringify(query.orderBy ?? []);
    const kept = source.sorted?.get(key) as T[] | undefined;
    if (kept) return pageOf(kept, query, fields);
    if (source.sorted && query.where === undefined && searchWords(query.search).length === 0) {
      const ordered = sortItems(items(), query.orderBy);
      source.sorted.set(key, ordered);
      return pageOf(ordered, query, fields);
    }
    // Without a kept order, only the matches are sorted.
    return runQuery(items(), query, fields);
  };

  return {
    async get(id) {
      const list = items();
      const item = list[indexOf(list, id)];
      return item ? handedOut(item) : null;
    },
    async findOne(where, orderBy) {
      const test = matcher(where);
      if (!orderBy?.length) {
        // The first by id, without sorting every match.
        let first: T | undefined;
        for (const item of items()) {
          if (test(item) && (first === undefined || item.id < first.id)) first = item;
        }
        return first ? handedOut(first) : null;
      }
      const [item] = sortItems(items().filter(test), orderBy);
      return item ? handedOut(item) : null;
    },
    async count(where) {
      if (!where) return items().length;
      const test = matcher(where);
      let total = 0;
      for (const item of items()) if (test(item)) total += 1;
      return total;
    },
    async countOwnedBy(owner) {
      let total = 0;
      for (const item of items())
        if ((item as Record<string, unknown>)[OWNER] === owner) total += 1;
      return total;
    },
    async find(query) {
      const page = find(query);
      return { items: page.items.map(handedOut), total: page.total };
    },
    async list(query = {}) {
      return find(query).items.map(handedOut);
    },
    insert(item, options) {
      const copy: T & { [OWNER]?: string } = structuredClone(item);
      delete copy[OWNER];
      if (options?.owner !== undefined) copy[OWNER] = options.owner;
      return write(() => {
        const list = source.write() as T[];
        if (indexOf(list, copy.id) >= 0) {
          throw conflictOn('id');
        }
        assertUnique(list, copy, null);
        list.push(copy);
        return handedOut(copy);
      });
    },
    insertMany(batch, options) {
      const copies = batch.map((item) => {
        const copy: T & { [OWNER]?: string } = structuredClone(item);
        delete copy[OWNER];
        if (options?.owner !== undefined) copy[OWNER] = options.owner;
        return copy;
      });
      if (copies.length === 0) return Promise.resolve([]);
      return write(() => {
        const list = source.write() as T[];
        const entries = copies.map((copy) => ({
          self: null,
          values: copy as Record<string, unknown>,
        }));
        const clash = firstClash(entries, ['id', ...collection.unique], holdersIn(list));
        if (clash) throw clash;
        for (const copy of copies) list.push(copy);
        return copies.map(handedOut);
      });
    },
    updateMany(patches) {
      const merged = mergedPatches(structuredClone(patches));
      const stored = new Set(items().map((item) => item.id));
      // Nothing to change is answered without a write, as update answers a missing item.
      if (![...merged.keys()].some((id) => stored.has(id))) return Promise.resolve([]);
      return write(() => {
        const list = source.write() as T[];
        const positions = new Map(list.map((item, index) => [item.id, index]));
        const entries = [...merged]
          .filter(([id]) => positions.has(id))
          .map(([id, given]) => {
            // The owner is the store's, set once on insert.
            delete given[OWNER];
            return { self: id, values: given };
          });
        const clash = firstClash(entries, collection.unique, holdersIn(list));
        if (clash) throw clash;
        return entries.map(({ self, values }) => {
          const index = positions.get(self) as number;
          const next = { ...list[index], ...values, id: self } as T;
          // Replaced, never modified in place: readers keep what they were handed.
          list[index] = next;
          return handedOut(next);
        });
      });
    },
    update(id, patch) {
      // A missing item is answered without a write.
      if (indexOf(items(), id) < 0) return Promise.resolve(null);
      const given: Record<string, unknown> = definedFields(structuredClone(patch));
      // The owner is the store's, set once on insert.
      delete given[OWNER];
      return write(() => {
        const list = source.write() as T[];
        const index = indexOf(list, id);
        if (index < 0) return null;
        const next = { ...list[index], ...given, id } as T;
        assertUnique(list, next, id);
        // Replaced, never modified in place: readers keep what they were handed.
        list[index] = next;
        return handedOut(next);
      });
    },
    remove(id) {
      if (indexOf(items(), id) < 0) return Promise.resolve(false);
      return write(() => {
        const list = source.write() as T[];
        const index = indexOf(list, id);
        if (index < 0) return false;
        list.splice(index, 1);
        return true;
      });
    },
    removeWhere(where: Where<T>) {
      const test = matcher(where);
      if (!items().some(test)) return Promise.resolve(0);
      return write(() => {
        const list = source.write() as T[];
        let removed = 0;
        for (let index = list.length - 1; index >= 0; index -= 1) {
          if (test(list[index] as T)) {
            list.splice(index, 1);
            removed += 1;
          }
        }
        return removed;
      });
    },
  };
}

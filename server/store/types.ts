import type { Query, Where } from './query';

export interface Entity {
  id: string;
}

/**
 * Every collection the store holds, by name. Empty here: each area declares its own collections
 * (`declare module '…/store/types' { interface Collections { guides: GuideRecord } }` in its
 * collections.ts), so the store knows no area.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the areas' declarations
export interface Collections {}

export type CollectionName = keyof Collections & string;

export interface StoreMeta {
  /** Bumped when the shape of the data changes, so an old file can be migrated or refused. */
  schemaVersion: number;
  seededAt: string;
}

/** The whole data as a document: what the file holds, what a seed is, what tests start from. */
export type Data = { [K in CollectionName]: Collections[K][] } & { meta: StoreMeta };

/** One page of a query's answer and how many match in all. */
export interface Page<T> {
  items: T[];
  total: number;
}

/**
 * Reads of one collection. Items handed out are copies: changing one changes nothing until it
 * goes back through insert or update. What a caller asks is a value (see query.ts), which each
 * store answers natively.
 */
export interface Reader<T extends Entity> {
  get(id: string): Promise<T | null>;
  /** The first match in `orderBy` order (by id when none is given), or null. */
  findOne(where: Where<T>, orderBy?: Query<T>['orderBy']): Promise<T | null>;
  count(where?: Where<T>): Promise<number>;
  /** How many items inserted with this `owner` (InsertOptions) are still there. */
  countOwnedBy(owner: string): Promise<number>;
  /** One page of the matches, in order, and how many match in all. */
  find(query: Query<T>): Promise<Page<T>>;
  /**
   * Every match, in order: for what really needs them all (a user's own notes, an export, a
   * seed). Bounded by `limit` when the caller can say how many it takes.
   */
  list(query?: Query<T>): Promise<T[]>;
}

/** What an insert may say besides the item. */
export interface InsertOptions {
  /**
   * The account that creates the item, for the caps on what one account creates: kept by the
   * store beside the item (updates keep it), counted by countOwnedBy, never handed out with it.
   */
  owner?: string;
}

/** One item's patch in an updateMany. */
export interface ItemPatch<T extends Entity> {
  id: string;
  patch: Partial<Omit<T, 'id'>>;
}

/** Reads and writes of one collection. Every write resolves only once it is durable. */
export interface Repository<T extends Entity> extends Reader<T> {
  /** Adds an item; ConflictError when its id or one of the collection's unique keys is taken. */
  insert(item: T, options?: InsertOptions): Promise<T>;
  /**
   * Adds many items at once, all or none: ConflictError naming the field (and value) of the first
   * item, in order, whose id or unique value is taken by a stored item or by an item before it
   * in `items`; then nothing is written. Answers the items in order. Costs about one pass over the
   * collection, however many items: for writes of thousands (an import).
   */
  insertMany(items: readonly T[], options?: InsertOptions): Promise<T[]>;
  /** Merges a patch into an item; null when there is no such item; ConflictError on a unique key. */
  update(id: string, patch: Partial<Omit<T, 'id'>>): Promise<T | null>;
  /**
   * Merges many patches at once, all or none, as `update` merges one. Patches of one id merge in
   * order; an id with no item is skipped (not written, not checked, not answered). ConflictError
   * naming the field (and value) when a patch gives a unique value that another item holds before
   * the batch or that another patch gives too (so a value cannot move between items in one
   * batch), in the order of the patches; then nothing is written. Answers the updated items in
   * the order of their first patch.
   */
  updateMany(patches: readonly ItemPatch<T>[]): Promise<T[]>;
  /** true when an item was removed. */
  remove(id: string): Promise<boolean>;
  /** Removes every match; answers how many. */
  removeWhere(where: Where<T>): Promise<number>;
}

export type Repositories = { readonly [K in CollectionName]: Repository<Collections[K]> };

/** What a transaction works with: the same repositories, whose writes land together. */
export type Transaction = Repositories;

export interface Store extends Repositories {
  /**
   * Runs `work` alone (after the transactions before it, before those after it) with repositories
   * whose writes become visible and durable together when it returns, and resolves once they are
   * durable. When `work` throws, nothing it wrote is kept. Inside, write only through `tx`: the
   * store's own repositories would wait for this very transaction to end, which never comes.
   */
  transaction<R>(work: (tx: Transaction) => Promise<R>): Promise<R>;
  /**
   * A number that changes whenever the data may have changed (any write, applied or rolled
   * back). Services key caches of derived data on it.
   */
  revision(): number;
  /**
   * Resolves when the store can serve now, rejects otherwise (the readiness probe asks): the
   * file store is open and its lock still its own; PostgreSQL answers a query in time.
   */
  check(): Promise<void>;
  /** Writes what is pending, releases the file and its lock. Idempotent. */
  close(): Promise<void>;
}

import type { SearchableField } from './query';
import type { CollectionName, Collections, Data } from './types';

type Field<N extends CollectionName> = keyof Collections[N] & string;

/** Brings one collection's items written at the version before up to this one. */
export interface CollectionMigration<T> {
  /** What changes, for the log. */
  reason: string;
  /** The migrated items, from the stored ones and the current seed's. */
  migrate(items: T[], seeded: T[]): T[];
}

/**
 * What an area declares about one collection it stores; every store builds on these and knows
 * no area.
 */
export interface CollectionDefinition<N extends CollectionName = CollectionName> {
  readonly name: N;
  /**
   * Fields no two items may share (items without a value are exempt); a clash is a
   * ConflictError naming the field. Values are compared as stored: services keep them in one case.
   */
  readonly unique: readonly Field<N>[];
  /** The fields a query's `search` looks in (case and accents ignored). */
  readonly searchable: readonly SearchableField<Collections[N]>[];
  /**
   * Fields that lists are ordered by, with the kind of their values: a database indexes them
   * and orders by them directly. Ordering by another field works too, more slowly.
   */
  readonly sortable: Readonly<Partial<Record<Field<N>, SortableKind>>>;
  /** What a new store holds, stamped with the seed's one time. */
  readonly seed: (now: Date) => Collections[N][];
  /**
   * Changes to the items of a store written by an older build, by the schema version they bring
   * it to. A collection that is simply new comes from the seed without a migration.
   */
  readonly migrations?: Readonly<Record<number, CollectionMigration<Collections[N]>>>;
}

/**
 * What a sortable field holds: texts, in Spanish order; ISO dates or timestamps, ordered and
 * compared as written (their time order), in one index; or numbers.
 */
export type SortableKind = 'text' | 'date' | 'number';

/** Any area's collection, for lists of them. */
// biome-ignore lint/suspicious/noExplicitAny: a list holds collections of different records
export type AnyCollection = CollectionDefinition<any>;

export function defineCollection<N extends CollectionName>(
  name: N,
  definition: Omit<CollectionDefinition<N>, 'name' | 'unique' | 'searchable' | 'sortable'> &
    Partial<Pick<CollectionDefinition<N>, 'unique' | 'searchable' | 'sortable'>>,
): CollectionDefinition<N> {
  return {
    unique: [],
    searchable: [],
    sortable: {} as CollectionDefinition<N>['sortable'],
    ...definition,
    name,
  };
}

/**
 * Collections an older build stored that no build declares any more: a store opened on their
 * data drops it (the file's member, the database's table). An older build opening the store
 * again seeds its collection anew, as for any collection it finds missing.
 */
export const RETIRED_COLLECTIONS: readonly string[] = [
  // The menus: computed from the staff pages (shared/staff-pages.ts) since.
  'navigation',
];

/** The schema version data of these collections has: the newest migration's, 1 without any. */
export function schemaVersion(collections: readonly AnyCollection[]): number {
  const versions = collections.flatMap((collection) =>
    Object.keys(collection.migrations ?? {}).map(Number),
  );
  return Math.max(1, ...versions);
}

/** The document a new store of these collections starts from, every seed stamped with `now`. */
export function buildData(collections: readonly AnyCollection[], now = new Date()): Data {
  const data: Record<string, unknown> = {
    meta: { schemaVersion: schemaVersion(collections), seededAt: now.toISOString() },
  };
  for (const collection of collections) data[collection.name] = collection.seed(now);
  return data as Data;
}

/**
 * Runs the migrations from schema version `from` (exclusive) to `to` on `data`; answers the
 * versions applied. `seed` is the current seed.
 */
export function migrateData(
  collections: readonly AnyCollection[],
  data: Data,
  seed: Data,
  from: number,
  to: number,
): number[] {
  const applied = new Set<number>();
  const items = data as unknown as Record<string, unknown[]>;
  const seeded = seed as unknown as Record<string, unknown[]>;
  for (let version = from + 1; version <= to; version += 1) {
    for (const collection of collections) {
      const migration = collection.migrations?.[version];
      if (!migration) continue;
      const name = collection.name as string;
      items[name] = migration.migrate(items[name] ?? [], structuredClone(seeded[name] ?? []));
      applied.add(version);
    }
  }
  data.meta.schemaVersion = to;
  return [...applied].sort((a, b) => a - b);
}

/**
 * One seed generator shared by collections whose seeded items refer to each other (a board's
 * lists and cards): built once per seed time, each collection takes its part.
 */
export function seedTogether<S>(build: (now: Date) => S): (now: Date) => S {
  let last: { at: number; seed: S } | null = null;
  return (now) => {
    if (last?.at !== now.getTime()) last = { at: now.getTime(), seed: build(now) };
    return structuredClone(last.seed);
  };
}

import { type Kysely, sql } from 'kysely';
import type { AnyCollection, SortableKind } from '../collection';
import { fold, searchTextSql, sortableSql, textField } from './sql';

/** A collection's table: its name in snake case ("travelAgencies" → travel_agencies). */
export function tableName(collection: string): string {
  return collection.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** The name of the unique index on a field, which a conflict names. */
export function uniqueIndexName(collection: string, field: string): string {
  return `${tableName(collection)}__${tableName(field)}__key`;
}

/** Serializes every write transaction of every instance (see store.ts). */
export const WRITE_LOCK = 7_240_001;
/** Held while one instance creates the schema and seeds an empty database. */
export const SCHEMA_LOCK = 7_240_002;

/** A change to the database's own structure, applied once, in order, by version. */
interface SchemaMigration {
  version: number;
  reason: string;
  up(db: Kysely<unknown>): Promise<void>;
}

/**
 * The schema's history. Tables and indexes of the collections follow from their definitions
 * (syncCollections); what cannot (an index changed, a collection renamed) is a new entry here.
 */
const SCHEMA_MIGRATIONS: readonly SchemaMigration[] = [
  {
    version: 1,
    reason: 'extensions, the Spanish order, the fold of searches, the store facts and revision',
    async up(db) {
      await sql`create extension if not exists unaccent`.execute(db);
      await sql`create extension if not exists pg_trgm`.execute(db);
      // ICU Spanish, case and accents ignored, numbers by value: the order of collation.ts.
      await sql`create collation if not exists store_order
        (provider = icu, locale = 'es-u-kn-ks-level1', deterministic = false)`.execute(db);
      // As foldCaseAndAccents: marks off, lower case, spaces collapsed. Immutable: indexable.
      await sql`
        create or replace function store_fold(text) returns text
        language sql immutable strict parallel safe
        return btrim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, $1) collate "und-x-icu"), '[[:space:]]+', ' ', 'g'))`.execute(
        db,
      );
      await sql`create table if not exists store_meta (key text primary key, value jsonb not null)`.execute(
        db,
      );
    },
  },
  {
    version: 2,
    reason: 'sign-in and verification counters shared by every instance',
    async up(db) {
      // rate-limiter-flexible's table, with keys as long as a login can be.
      await sql`create table if not exists rate_counters (
        key text primary key,
        points integer not null default 0,
        expire bigint
      )`.execute(db);
    },
  },
];

/**
 * Applies the schema migrations this database lacks, each in its own transaction, then makes
 * the collections' tables and indexes that are missing. Answers the versions applied. The
 * caller holds SCHEMA_LOCK.
 */
export async function migrateSchema(
  db: Kysely<unknown>,
  collections: readonly AnyCollection[],
): Promise<number[]> {
  await sql`create table if not exists store_migrations (
    version integer primary key,
    reason text not null,
    applied_at timestamptz not null default now()
  )`.execute(db);
  const { rows } = await sql<{ version: number }>`select version from store_migrations`.execute(db);
  const done = new Set(rows.map((row) => row.version));
  const applied: number[] = [];
  for (const migration of SCHEMA_MIGRATIONS) {
    if (done.has(migration.version)) continue;
    await db.transaction().execute(async (trx) => {
      await migration.up(trx);
      await sql`insert into store_migrations (version, reason)
        values (${migration.version}, ${migration.reason})`.execute(trx);
    });
    applied.push(migration.version);
  }
  await syncCollections(db, collections);
  return applied;
}

/** One table per collection (id, doc jsonb), a unique index per unique key, a search index. */
async function syncCollections(db: Kysely<unknown>, collections: readonly AnyCollection[]) {
  for (const collection of collections) {
    const table = sql.id(tableName(collection.name));
    await sql`create table if not exists ${table} (id text primary key, doc jsonb not null)`.execute(
      db,
    );
    // Equality and list membership on any field.
    await sql`create index if not exists ${sql.id(`${tableName(collection.name)}__doc`)}
      on ${table} using gin (doc jsonb_path_ops)`.execute(db);
    for (const field of collection.unique as readonly string[]) {
      await sql`create unique index if not exists ${sql.id(uniqueIndexName(collection.name, field))}
        on ${table} ((doc ->> ${sql.lit(field)}))`.execute(db);
      // Services refuse a value that differs only in case or accents (`sameText`).
      await sql`create index if not exists ${sql.id(`${tableName(collection.name)}__${tableName(field)}__fold`)}
        on ${table} (${fold(textField(field))})`.execute(db);
    }
    for (const [field, kind] of Object.entries(
      collection.sortable as Record<string, SortableKind>,
    )) {
      await sql`create index if not exists ${sql.id(`${tableName(collection.name)}__${tableName(field)}__order`)}
        on ${table} (${sortableSql(field, kind)})`.execute(db);
    }
    if (collection.searchable.length > 0) {
      await sql`create index if not exists ${sql.id(`${tableName(collection.name)}__search`)}
        on ${table} using gin ((${searchTextSql(collection.searchable as readonly string[])}) gin_trgm_ops)`.execute(
        db,
      );
    }
  }
}

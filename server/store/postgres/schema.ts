import { type Kysely, sql } from 'kysely';
import type { AnyCollection } from '../collection';
import { searchTextSql } from './sql';

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

/**
 * Creates what the store needs when it is missing: the extensions, the Spanish order (ICU,
 * case and accents ignored, numbers by value), the fold that searches use, one table per
 * collection (id, doc jsonb) with a unique index per unique key and a trigram index over the
 * searchable fields, and the table of the store's own facts (schema version, revision).
 */
export async function createSchema(
  db: Kysely<unknown>,
  collections: readonly AnyCollection[],
): Promise<void> {
  await sql`create extension if not exists unaccent`.execute(db);
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`
    do $$ begin
      create collation store_order (provider = icu, locale = 'es-u-kn-ks-level1', deterministic = false);
    exception when duplicate_object then null;
    end $$`.execute(db);
  // As foldCaseAndAccents: marks off, lower case, spaces collapsed. Immutable, so indexable.
  await sql`
    create or replace function store_fold(text) returns text
    language sql immutable strict parallel safe
    return btrim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, $1) collate "und-x-icu"), '\\s+', ' ', 'g'))`.execute(
    db,
  );
  await sql`
    create table if not exists store_meta (
      key text primary key,
      value jsonb not null
    )`.execute(db);
  await sql`create sequence if not exists store_revision`.execute(db);
  for (const collection of collections) {
    const table = sql.id(tableName(collection.name));
    await sql`create table if not exists ${table} (id text primary key, doc jsonb not null)`.execute(
      db,
    );
    for (const field of collection.unique as readonly string[]) {
      await sql`create unique index if not exists ${sql.id(uniqueIndexName(collection.name, field))}
        on ${table} ((doc ->> ${sql.lit(field)}))`.execute(db);
    }
    if (collection.searchable.length > 0) {
      await sql`create index if not exists ${sql.id(`${tableName(collection.name)}__search`)}
        on ${table} using gin ((${searchTextSql(collection.searchable as readonly string[])}) gin_trgm_ops)`.execute(
        db,
      );
    }
  }
}

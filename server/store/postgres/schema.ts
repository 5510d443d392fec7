import { createHash } from 'node:crypto';
import { type Kysely, type RawBuilder, sql } from 'kysely';
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
  // Checking every table and index costs hundreds of statements (about a second): only when the
  // definitions differ from those the tables were last made from.
  const made = tablesFingerprint(collections);
  const { rows: facts } = await sql<{ value: unknown }>`
    select value from store_meta where key = 'tables'`.execute(db);
  if (facts[0]?.value === made) return applied;
  await syncCollections(db, collections);
  await sql`insert into store_meta (key, value) values ('tables', ${JSON.stringify(made)}::jsonb)
    on conflict (key) do update set value = excluded.value`.execute(db);
  return applied;
}

/**
 * What the tables and indexes are made from: each collection's name, unique keys, sortable and
 * searchable fields, and the version of how they are made (raise it when syncCollections
 * changes what it makes).
 */
const TABLES_VERSION = 1;

function tablesFingerprint(collections: readonly AnyCollection[]): string {
  const definitions = collections.map(({ name, unique, sortable, searchable }) => [
    name,
    unique,
    sortable,
    searchable,
  ]);
  return createHash('sha256')
    .update(JSON.stringify([TABLES_VERSION, definitions]))
    .digest('base64url');
}

/**
 * One table per collection (id, doc jsonb, owner), a unique index per unique key, an index per
 * direction of each sortable field, a search index, an index of owners (the caps on what one
 * account creates count by it). The indexes follow the definitions: one
 * this build no longer makes (a field no longer sortable, or sortable as another kind) is
 * dropped.
 */
async function syncCollections(db: Kysely<unknown>, collections: readonly AnyCollection[]) {
  for (const collection of collections) {
    const name = tableName(collection.name);
    const table = sql.id(name);
    // Ids ordered as written (the tie of every order), so that the primary key serves it.
    await sql`create table if not exists ${table}
      (id text collate "C" primary key, doc jsonb not null)`.execute(db);
    const { rows: columns } = await sql<{ collation: string | null }>`
      select collation_name as collation from information_schema.columns
      where table_schema = current_schema() and table_name = ${name} and column_name = 'id'`.execute(
      db,
    );
    if (columns[0]?.collation !== 'C') {
      await sql`alter table ${table} alter column id type text collate "C"`.execute(db);
    }
    // Who created a record (InsertOptions.owner), beside the record: reads never return it.
    await sql`alter table ${table} add column if not exists owner text`.execute(db);
    await syncWords(db, name, collection.searchable as readonly string[]);
    const indexes = new Map<string, RawBuilder<unknown>>();
    const unique = new Set<string>();
    // Equality and list membership on any field.
    indexes.set(`${name}__doc`, sql`using gin (doc jsonb_path_ops)`);
    // Most records have no owner (seeded ones); a count of one owner's reads this alone.
    indexes.set(`${name}__owner`, sql`(owner) where owner is not null`);
    for (const field of collection.unique as readonly string[]) {
      unique.add(uniqueIndexName(collection.name, field));
      indexes.set(uniqueIndexName(collection.name, field), sql`((doc ->> ${sql.lit(field)}))`);
      // Services refuse a value that differs only in case or accents (`sameText`).
      indexes.set(`${name}__${tableName(field)}__fold`, sql`(${fold(textField(field))})`);
    }
    for (const [field, kind] of Object.entries(
      collection.sortable as Record<string, SortableKind>,
    )) {
      // Empty values come last in either direction, so one index cannot serve both by
      // reading backwards: one for each, each with the id that breaks ties in its direction.
      const key = `${name}__${tableName(field)}__${kind}`;
      indexes.set(key, sql`(${sortableSql(field, kind)}, id)`);
      indexes.set(`${key}_desc`, sql`(${sortableSql(field, kind)} desc nulls last, id desc)`);
    }
    if (collection.searchable.length > 0) {
      indexes.set(`${name}__words`, sql`using gin (words gin_trgm_ops)`);
    }
    const { rows } = await sql<{ name: string }>`
      select indexname as name from pg_indexes
      where schemaname = current_schema() and tablename = ${name}
        and indexname like ${`${name}\\_\\_%`}`.execute(db);
    for (const { name: stale } of rows) {
      if (!indexes.has(stale)) await sql`drop index ${sql.id(stale)}`.execute(db);
    }
    for (const [index, definition] of indexes) {
      await sql`create ${sql.raw(unique.has(index) ? 'unique ' : '')}index if not exists ${sql.id(index)}
        on ${table} ${definition}`.execute(db);
    }
  }
}

/**
 * The `words` column: the searchable fields' folded text (sql.ts), computed by the database on
 * every write, which searches read instead of each record's JSON. The column's comment names the
 * fields it was made from; when the collection declares others, it is made again.
 */
async function syncWords(db: Kysely<unknown>, table: string, searchable: readonly string[]) {
  const fields = searchable.join(',');
  const { rows } = await sql<{ fields: string | null }>`
    select col_description(attrelid, attnum) as fields from pg_attribute
    where attrelid = ${table}::regclass and attname = 'words' and not attisdropped`.execute(db);
  const made = rows[0];
  if (made && made.fields === fields) return;
  if (made) await sql`alter table ${sql.id(table)} drop column words`.execute(db);
  if (searchable.length === 0) return;
  await sql`alter table ${sql.id(table)} add column words text
    generated always as (${searchTextSql(searchable)}) stored`.execute(db);
  await sql`comment on column ${sql.id(table, 'words')} is ${sql.lit(fields)}`.execute(db);
}

/**
 * Gives the planner the facts of tables just filled in bulk (a seed, a copy), and marks their
 * pages all-visible so that counts read the indexes alone; autovacuum would, but later.
 * Outside any transaction.
 */
export async function analyzeFilled(db: Kysely<unknown>, collections: readonly string[]) {
  if (collections.length === 0) return;
  await sql`vacuum (analyze) ${sql.join(collections.map((name) => sql.id(tableName(name))))}`.execute(
    db,
  );
}

import { type Kysely, sql } from 'kysely';
import { type AnyCollection, migrateData, RETIRED_COLLECTIONS, schemaVersion } from '../collection';
import { StoreUnavailableError } from '../errors';
import type { StoreLogger } from '../logger';
import type { Data, Entity } from '../types';
import { type Db, insertAll } from './rows';
import { analyzeFilled, migrateSchema, SCHEMA_LOCK, tableName } from './schema';

/** The oldest PostgreSQL the store runs on (SQL-standard function bodies, ICU collations). */
const MINIMUM_VERSION = 140000;

interface Prepared {
  collections: readonly AnyCollection[];
  seed: () => Data;
  logger?: StoreLogger;
}

/**
 * Brings the database to what this build needs, one instance at a time (the others wait for the
 * lock, then find it done): the schema's migrations, a table per collection, the seed in an empty
 * database or in the tables of new collections, and the collections' own data migrations.
 */
export async function prepare(db: Kysely<unknown>, options: Prepared): Promise<void> {
  await db.connection().execute(async (connection) => {
    const found = await sql<{
      version: string;
    }>`select current_setting('server_version_num') as version`.execute(connection);
    const version = Number(found.rows[0]?.version);
    if (version < MINIMUM_VERSION) {
      throw new StoreUnavailableError(
        `Cannot use the database: PostgreSQL ${Math.floor(version / 10000)} is too old; the store needs PostgreSQL 14 or newer.`,
      );
    }
    await sql`select pg_advisory_lock(${SCHEMA_LOCK})`.execute(connection);
    try {
      const applied = await migrateSchema(connection, options.collections);
      if (applied.length > 0) options.logger?.info({ applied }, 'database schema migrated');
      const filled = await connection.transaction().execute((trx) => seedAndMigrate(trx, options));
      await analyzeFilled(connection, filled);
    } finally {
      await sql`select pg_advisory_unlock(${SCHEMA_LOCK})`.execute(connection);
    }
  });
}

async function readMeta(db: Db): Promise<Map<string, unknown>> {
  const { rows } = await sql<{ key: string; value: unknown }>`
    select key, value from store_meta`.execute(db);
  return new Map(rows.map((row) => [row.key, row.value]));
}

async function writeMeta(db: Db, key: string, value: unknown): Promise<void> {
  await sql`insert into store_meta (key, value) values (${key}, ${JSON.stringify(value)}::jsonb)
    on conflict (key) do update set value = excluded.value`.execute(db);
}

/** Seeds, adds and migrates collections; answers the names of those it filled. */
async function seedAndMigrate(db: Db, options: Prepared): Promise<string[]> {
  const meta = await readMeta(db);
  const current = schemaVersion(options.collections);
  const names = options.collections.map((collection) => collection.name as string);
  const seed = options.seed();
  const seeded = seed as unknown as Record<string, Entity[]>;
  if (!meta.has('seededAt')) {
    for (const name of names) await insertAll(db, name, seeded[name] ?? []);
    await writeMeta(db, 'seededAt', seed.meta.seededAt);
    await writeMeta(db, 'schemaVersion', current);
    await writeMeta(db, 'collections', names);
    options.logger?.info({}, 'database seeded');
    return names;
  }
  const stored = Number(meta.get('schemaVersion'));
  if (stored > current) {
    throw new StoreUnavailableError(
      `Cannot use the database: it was written by a newer version (schema version ${stored}; this build reads up to ${current}).`,
    );
  }
  // A collection this database has never held starts from the seed, as in a new file.
  const known = new Set((meta.get('collections') as string[] | undefined) ?? []);
  const dropped = RETIRED_COLLECTIONS.filter((name) => known.has(name));
  for (const name of dropped) {
    await sql`drop table if exists ${sql.id(tableName(name))}`.execute(db);
    known.delete(name);
  }
  const added = names.filter((name) => !known.has(name));
  for (const name of added) await insertAll(db, name, seeded[name] ?? []);
  let migrated: number[] = [];
  let rewritten: string[] = [];
  if (stored < current) {
    const data = { meta: { schemaVersion: stored, seededAt: '' } } as unknown as Data;
    const touched = options.collections.filter((collection) =>
      Object.keys(collection.migrations ?? {}).some((key) => Number(key) > stored),
    );
    const items = data as unknown as Record<string, Entity[]>;
    for (const collection of touched) {
      const { rows } = await sql<{ doc: Entity }>`
        select doc from ${sql.id(tableName(collection.name))} order by id`.execute(db);
      items[collection.name] = rows.map((row) => row.doc);
    }
    migrated = migrateData(touched, data, seed, stored, current);
    rewritten = touched.map((collection) => collection.name);
    for (const collection of touched) {
      await sql`delete from ${sql.id(tableName(collection.name))}`.execute(db);
      await insertAll(db, collection.name, items[collection.name] ?? []);
    }
  }
  await writeMeta(db, 'schemaVersion', current);
  await writeMeta(db, 'collections', [...new Set([...known, ...names])]);
  if (added.length > 0 || migrated.length > 0 || dropped.length > 0) {
    options.logger?.info({ added, migrated, dropped }, 'database migrated to the current schema');
  }
  return [...added, ...rewritten];
}

/** Why the database cannot be used, in words an operator acts on; other errors unchanged. */
export function unavailable(error: unknown, url: string): unknown {
  if (error instanceof StoreUnavailableError) return error;
  const parsed = new URL(url);
  const where = `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  const code = (error as { code?: string }).code;
  const reasons: Record<string, string> = {
    ECONNREFUSED: `nothing answers at ${where}: is PostgreSQL running there?`,
    ENOTFOUND: `the host of ${where} is unknown`,
    ETIMEDOUT: `${where} did not answer in time`,
    '28P01': `the database at ${where} refused the user or password of DATABASE_URL`,
    '28000': `the database at ${where} refused the user of DATABASE_URL`,
    '3D000': `the database of DATABASE_URL does not exist at ${where}: create it first`,
    '42501': `the user of DATABASE_URL may not prepare the database at ${where} (it needs the extensions unaccent and pg_trgm, a collation, a function and tables): run the server once as the database's owner, or have an administrator run CREATE EXTENSION unaccent; CREATE EXTENSION pg_trgm;`,
  };
  const reason = code ? reasons[code] : undefined;
  if (!reason) return error;
  return new StoreUnavailableError(`Cannot use the database: ${reason}`, { cause: error });
}

import { buildSeed, createDataStore, STORE_SCHEMA } from '../../server/data';
import { silentLogger } from '../../server/store/logger';
import { withDatabase } from '../../server/store/postgres/admin';
import { migrateSchema } from '../../server/store/postgres/schema';
import { openPostgresStore } from '../../server/store/postgres/store';
import type { Data, Store } from '../../server/store/types';
import { createTestDatabase } from './postgres';

// The PostgreSQL run of the API suites (vitest project server-postgres) sets TEST_STORE.
const onPostgres = process.env.TEST_STORE === 'postgres';
const opened: (() => Promise<void>)[] = [];

/**
 * Before a test file (tests/support/test-file-setup.ts): its seeded template is made before its
 * first test, so no test's time pays for it, and is as old as the file's run at most.
 */
export async function openTestStores(): Promise<void> {
  if (onPostgres) await seededTemplate();
}

/** After a test file: its stores closed, their databases and its template dropped. */
export async function closeTestStores(): Promise<void> {
  await Promise.all(opened.splice(0).map((close) => close()));
  await Promise.all([seeded?.drop(), tables?.drop()]);
  seeded = null;
  tables = null;
}

/**
 * A store holding `data` (the seed by default): in memory, or in a new PostgreSQL database when
 * the suite runs on PostgreSQL (TEST_STORE=postgres), closed and dropped after the file.
 */
export async function testStore(data?: Data): Promise<Store> {
  if (!onPostgres) return createDataStore(data ?? buildSeed());
  const database = await createTestDatabase(data ? await tablesTemplate() : await seededTemplate());
  const store = await openStore(database.url, data ?? buildSeed());
  opened.push(async () => {
    await store.close();
    await database.drop();
  });
  return store;
}

const openStore = (url: string, data: Data) =>
  openPostgresStore({
    url,
    collections: STORE_SCHEMA.collections,
    seed: () => data,
    logger: silentLogger,
  });

let seeded: { name: string; drop: () => Promise<void> } | null = null;

/**
 * A database holding the schema and the seed, which a test's database is copied from: a copy
 * costs a fraction of creating the tables and writing the seed again for every test.
 */
async function seededTemplate(): Promise<string> {
  if (seeded) return seeded.name;
  const database = await createTestDatabase();
  // Seeded, then closed: a database can be copied only while nobody is connected to it.
  await (await openStore(database.url, buildSeed())).close();
  seeded = { name: database.name, drop: database.drop };
  return database.name;
}

let tables: { name: string; drop: () => Promise<void> } | null = null;

/**
 * A database holding the tables but no records, which a store of other data is copied from:
 * making the tables and their indexes is most of the time of opening an empty database.
 */
async function tablesTemplate(): Promise<string> {
  if (tables) return tables.name;
  const database = await createTestDatabase();
  await withDatabase(database.url, (db) => migrateSchema(db, STORE_SCHEMA.collections));
  tables = { name: database.name, drop: database.drop };
  return database.name;
}

/** Before a file's first test: the template createTablesDatabase copies. */
export async function prepareTablesTemplate(): Promise<void> {
  await tablesTemplate();
}

/** A new database with the store's tables and no records, dropped after the file. */
export async function createTablesDatabase(): Promise<{ url: string }> {
  const database = await createTestDatabase(await tablesTemplate());
  opened.push(database.drop);
  return database;
}

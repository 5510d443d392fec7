import { afterAll } from 'vitest';
import { buildSeed, createDataStore, STORE_SCHEMA } from '../../server/data';
import { silentLogger } from '../../server/store/logger';
import { openPostgresStore } from '../../server/store/postgres/store';
import type { Data, Store } from '../../server/store/types';
import { createTestDatabase } from './postgres';

// The PostgreSQL run of the API suites (vitest project server-postgres) sets TEST_STORE.
const opened: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of opened.splice(0)) await close();
});

/**
 * A store holding `data` (the seed by default): in memory, or in a new PostgreSQL database when
 * the suite runs on PostgreSQL (TEST_STORE=postgres), closed and dropped after the file.
 */
export async function testStore(data: Data = buildSeed()): Promise<Store> {
  if (process.env.TEST_STORE !== 'postgres') return createDataStore(data);
  const database = await createTestDatabase();
  const store = await openPostgresStore({
    url: database.url,
    collections: STORE_SCHEMA.collections,
    seed: () => data,
    logger: silentLogger,
  });
  opened.push(async () => {
    await store.close();
    await database.drop();
  });
  return store;
}

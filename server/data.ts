import { COLLECTIONS } from './areas';
import type { Config } from './config';
import type { Logger } from './logger';
import { buildData } from './store/collection';
import { openStore, type StoreSchema } from './store/index';
import { createMemoryStore } from './store/memory';
import type { Data, Store } from './store/types';

/** The document a new store starts from: every area's seed, stamped with one time. */
export function buildSeed(now = new Date()): Data {
  return buildData(COLLECTIONS, now);
}

/** What this server's store holds and starts from. */
export const STORE_SCHEMA: StoreSchema = { collections: COLLECTIONS, seed: () => buildSeed() };

/**
 * Opens the configured store: PostgreSQL when DATABASE_URL is set, else the file; either is
 * seeded on first start.
 */
export function openDataStore(
  config: Pick<Config, 'dbFile' | 'dbLockTakeoverHost' | 'database'>,
  logger: Logger,
) {
  return openStore(config, STORE_SCHEMA, logger);
}

/** A store in memory holding every area's collections (tests, benchmarks); the seed by default. */
export function createDataStore(data: Data = buildSeed()): Store {
  return createMemoryStore({ collections: COLLECTIONS, data });
}

import type { Logger } from '../logger';
import type { AnyCollection } from './collection';
import { openLowdbStore } from './lowdb';
import { openPostgresStore } from './postgres/store';
import type { Data, Store } from './types';

export type { Store } from './types';

/** What a store holds and starts from; the areas declare it (server/areas). */
export interface StoreSchema {
  collections: readonly AnyCollection[];
  seed: () => Data;
}

/** Opens the configured store (PostgreSQL when `database` is set), seeding it on first start. */
export function openStore(
  config: {
    dbFile: string;
    dbLockTakeoverHost?: string;
    database?: { url: string; poolSize: number; statementTimeoutMs: number };
  },
  schema: StoreSchema,
  logger: Logger,
): Promise<Store> {
  if (config.database) {
    const { url, poolSize, statementTimeoutMs } = config.database;
    return openPostgresStore({
      url,
      poolSize,
      statementTimeout: statementTimeoutMs,
      ...schema,
      logger,
    });
  }
  return openLowdbStore({
    file: config.dbFile,
    ...schema,
    logger,
    lock: { takeOverHost: config.dbLockTakeoverHost },
  });
}

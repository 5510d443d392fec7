import type { Logger } from '../logger';
import type { AnyCollection } from './collection';
import { openLowdbStore } from './lowdb';
import type { Data, Store } from './types';

export type { Store } from './types';

/** What a store holds and starts from; the areas declare it (server/areas). */
export interface StoreSchema {
  collections: readonly AnyCollection[];
  seed: () => Data;
}

/** Opens the configured store, creating it from the seed on first start. */
export function openStore(
  config: { dbFile: string },
  schema: StoreSchema,
  logger: Logger,
): Promise<Store> {
  return openLowdbStore({ file: config.dbFile, ...schema, logger });
}

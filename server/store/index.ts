import type { Config } from '../config';
import type { Logger } from '../logger';
import { openLowdbStore } from './lowdb';
import { buildSeed } from './seed';
import type { Store } from './types';

export type { Store } from './types';

/** Opens the configured store, creating it from the seed on first start. */
export function openStore(config: Config, logger: Logger): Promise<Store> {
  return openLowdbStore({ file: config.dbFile, seed: () => buildSeed(), logger });
}

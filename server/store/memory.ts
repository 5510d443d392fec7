import { buildStore, type StoreEngine, type UniqueKeys } from './repository';
import { buildSeed } from './seed';
import type { Data, Store } from './types';

/**
 * A store held in memory only (tests, the benchmark's baseline): the same repositories as the
 * file store, with writes that are durable at once. Starts from a copy of `data` (the seed by
 * default).
 */
export function createMemoryStore(
  data: Data = buildSeed(),
  options: { uniqueKeys?: UniqueKeys } = {},
): Store {
  const live = structuredClone(data);
  let closed = false;
  const engine: StoreEngine = {
    get data() {
      return live;
    },
    get closed() {
      return closed;
    },
    commit: () => Promise.resolve(),
    close: async () => {
      closed = true;
    },
  };
  return buildStore(engine, options.uniqueKeys);
}

import type { AnyCollection } from './collection';
import { buildStore, type StoreEngine } from './repository';
import type { Data, Store } from './types';

/**
 * A store held in memory only (tests, the benchmark's baseline): the same repositories as the
 * file store, with writes that are durable at once. Starts from a copy of `data`.
 */
export function createMemoryStore(options: {
  collections: readonly AnyCollection[];
  data: Data;
}): Store {
  const live = structuredClone(options.data);
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
  return buildStore(engine, options.collections);
}

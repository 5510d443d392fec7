import { afterAll, describe } from 'vitest';
import { COLLECTIONS } from '../../../server/areas';
import { openPostgresStore } from '../../../server/store/postgres/store';
import type { CollectionName, Data, Entity, Repository } from '../../../server/store/types';
import { createTestDatabase } from '../../support/postgres';
import { recordingLogger } from '../../support/store-fixtures';
import { describeDurableStoreContract, describeStoreContract } from './contract';

const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop();
});

const open = (url: string, seed: Data) =>
  openPostgresStore({ url, collections: COLLECTIONS, seed: () => seed, logger: recordingLogger() });

/** What the database holds, read over its own connection: proves a refused write wrote nothing. */
async function contents(url: string): Promise<string> {
  const store = await open(url, {} as Data);
  try {
    const all = await Promise.all(
      COLLECTIONS.map(async ({ name }) => {
        const repository = store[name as CollectionName] as Repository<Entity>;
        return [name, await repository.list()];
      }),
    );
    return JSON.stringify(all);
  } finally {
    await store.close();
  }
}

const openTemporary = async (seed: Data) => {
  const database = await createTestDatabase();
  drops.push(database.drop);
  const store = await open(database.url, seed);
  return {
    store,
    persisted: () => contents(database.url),
    reopen: async () => {
      await store.close();
      return open(database.url, seed);
    },
  };
};

describe('PostgreSQL store', () => {
  describeStoreContract('PostgreSQL store', openTemporary);
  describeDurableStoreContract('PostgreSQL store', openTemporary);
});

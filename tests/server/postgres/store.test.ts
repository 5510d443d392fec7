import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { COLLECTIONS } from '../../../server/areas';
import { buildSeed } from '../../../server/data';
import type { AnyCollection } from '../../../server/store/collection';
import { openPostgresStore } from '../../../server/store/postgres/store';
import type { Data } from '../../../server/store/types';
import { createTestDatabase, query } from '../../support/postgres';
import { recordingLogger } from '../../support/store-fixtures';
import { createTablesDatabase, prepareTablesTemplate } from '../../support/test-store';
import { snapshot } from '../../support/users';
import { describeDurableStoreContract, describeStoreContract } from '../store/contract';

// Made before the first test, so that no test's time pays for it.
beforeAll(prepareTablesTemplate, 60_000);
const drops: (() => Promise<void>)[] = [];
// A database per contract test, each dropped with a checkpoint of its own: more than the
// default 10 s for all of them on a busy machine.
afterAll(async () => {
  for (const drop of drops) await drop();
}, 60_000);

const open = (url: string, seed: Data) =>
  openPostgresStore({ url, collections: COLLECTIONS, seed: () => seed, logger: recordingLogger() });

/** What the database holds, read over its own connection: proves a refused write wrote nothing. */
async function contents(url: string): Promise<string> {
  const store = await open(url, {} as Data);
  try {
    return await snapshot(store);
  } finally {
    await store.close();
  }
}

const openTemporary = async (seed: Data) => {
  const database = await createTablesDatabase();
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

// Each test makes a database and opens stores on it, some making every table as a new or older
// database needs: up to 3 s on a 2-core machine running other files beside it.
describe('PostgreSQL store', { timeout: 20_000 }, () => {
  describeStoreContract('PostgreSQL store', openTemporary);
  describeDurableStoreContract('PostgreSQL store', openTemporary);

  it('two stores on one database: a write on one is read on the other, whose revision moves', async () => {
    const database = await createTestDatabase();
    drops.push(database.drop);
    const seed = buildSeed();
    const [a, b] = [await open(database.url, seed), await open(database.url, seed)];
    // Both listeners are connected once each has counted its first connection.
    await vi.waitFor(() => expect(b.revision()).toBeGreaterThan(0));
    const before = b.revision();
    await a.emergencyContacts.update('policia', { phone: '105 (24 h)' });
    expect((await b.emergencyContacts.get('policia'))?.phone).toBe('105 (24 h)');
    await vi.waitFor(() => expect(b.revision()).not.toBe(before), { timeout: 1000 });
    // The data was seeded once, not by each.
    expect(await b.emergencyContacts.count()).toBe(seed.emergencyContacts.length);
    await Promise.all([a.close(), b.close()]);
  });

  it('two instances starting together on an empty database: one prepares it, the other waits', async () => {
    const database = await createTestDatabase();
    drops.push(database.drop);
    const seed = buildSeed();
    const stores = await Promise.all([open(database.url, seed), open(database.url, seed)]);
    for (const store of stores) {
      expect(await store.guides.count()).toBe(seed.guides.length);
    }
    await Promise.all(stores.map((store) => store.close()));
  });

  it('brings a database of an older build up to date: collections added, migrated, dropped', async () => {
    const database = await createTestDatabase();
    drops.push(database.drop);
    // An older build: no assistant topics yet, and the menus stored as a collection.
    const older = [
      ...COLLECTIONS.filter(({ name }) => name !== 'assistantTopics').map((collection) => ({
        ...collection,
        migrations: undefined,
      })),
      { name: 'navigation', unique: [], searchable: [], sortable: {}, seed: () => [] },
    ] as AnyCollection[];
    const seed = buildSeed();
    const oldMenus = [{ id: 'compact', items: [] }];
    const first = await openPostgresStore({
      url: database.url,
      collections: older,
      seed: () => ({ ...seed, navigation: oldMenus }) as Data,
      logger: recordingLogger(),
    });
    await first.close();
    const tables = async () =>
      (
        await query(
          database.url,
          "select table_name from information_schema.tables where table_name = 'navigation'",
        )
      ).rows;
    expect(await tables()).toHaveLength(1);

    const logger = recordingLogger();
    const current = await openPostgresStore({
      url: database.url,
      collections: COLLECTIONS,
      seed: () => seed,
      logger,
    });
    expect(await current.assistantTopics.count()).toBe(seed.assistantTopics.length);
    expect(await current.guides.count()).toBe(seed.guides.length);
    expect(await tables()).toEqual([]);
    const { rows } = await query(
      database.url,
      "select value from store_meta where key = 'collections'",
    );
    expect(rows[0]?.value).not.toContain('navigation');
    expect(logger.entries).toContainEqual(
      expect.objectContaining({
        msg: 'database migrated to the current schema',
        obj: {
          added: ['assistantTopics'],
          migrated: expect.arrayContaining([5, 6, 8]),
          dropped: ['navigation'],
        },
      }),
    );
    await current.close();
  });

  it('keeps the indexes the definitions ask for, and ids ordered as written, on an older database', async () => {
    const database = await createTestDatabase();
    drops.push(database.drop);
    const seed = buildSeed();
    await (await open(database.url, seed)).close();
    const indexes = async () => {
      const { rows } = await query(
        database.url,
        `select indexname from pg_indexes where tablename = 'guides' order by indexname`,
      );
      return rows.map((row) => row.indexname as string);
    };
    const made = await indexes();
    expect(made).toEqual(
      expect.arrayContaining([
        'guides__last_names__text',
        'guides__last_names__text_desc',
        'guides__license_expires_on__date',
        'guides__license_expires_on__date_desc',
      ]),
    );
    // As an older build left it: an index no longer defined, ids in the database's collation,
    // searches over the first names alone, and its own record of what its tables were made from.
    await query(
      database.url,
      `update store_meta set value = '"an-older-build"' where key = 'tables';
       create index guides__phone__text on guides ((doc ->> 'phone'));
       alter table guides alter column id type text collate "default";
       alter table guides drop column words;
       alter table guides add column words text
         generated always as (store_fold(doc ->> 'firstNames')) stored;
       comment on column guides.words is 'firstNames'`,
    );
    const [someone] = seed.guides;
    if (!someone) throw new Error('the seed holds guides');
    const reopened = await open(database.url, seed);
    // Found by a field the older column did not hold: the column was made again.
    const found = await reopened.guides.list({ search: someone.licenseNumber });
    expect(found.map((item) => item.id)).toContain(someone.id);
    await reopened.close();
    expect(await indexes()).toEqual(made);
    const { rows } = await query(
      database.url,
      `select collation_name from information_schema.columns
       where table_name = 'guides' and column_name = 'id'`,
    );
    expect(rows[0]?.collation_name).toBe('C');
  });

  it('explains a database it cannot use, without a stack', async () => {
    const wrongPassword = new URL(
      await createTestDatabase().then((database) => {
        drops.push(database.drop);
        return database.url;
      }),
    );
    wrongPassword.password = 'wrong';
    await expect(open(wrongPassword.toString(), buildSeed())).rejects.toThrow(
      /refused the user or password/,
    );
    const missing = new URL(wrongPassword);
    missing.password = new URL(inject('postgresServer')).password;
    missing.pathname = '/no_such_database';
    await expect(open(missing.toString(), buildSeed())).rejects.toThrow(/does not exist/);
    await expect(
      open('postgres://postgres:x@127.0.0.1:1/nothing', buildSeed()),
    ).rejects.toMatchObject({ name: 'StoreUnavailableError', message: /nothing answers/ });
  });
});

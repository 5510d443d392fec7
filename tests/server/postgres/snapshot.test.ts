import { afterAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../../server/areas';
import { buildSeed } from '../../../server/data';
import { readSnapshot } from '../../../server/store/postgres/snapshot';
import { openPostgresStore } from '../../../server/store/postgres/store';
import { createTestDatabase, query } from '../../support/postgres';
import { makeEmergencyContact, recordingLogger } from '../../support/store-fixtures';

const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop();
});

async function seededDatabase() {
  const database = await createTestDatabase();
  drops.push(database.drop);
  const store = await openPostgresStore({
    url: database.url,
    collections: COLLECTIONS,
    seed: () => buildSeed(),
    logger: recordingLogger(),
  });
  return { url: database.url, store };
}

describe('readSnapshot (backups of a running PostgreSQL store)', { timeout: 20_000 }, () => {
  it('reads every collection as of one moment while another connection commits', async () => {
    const { url, store } = await seededDatabase();
    const seen = await readSnapshot(url, COLLECTIONS, async (repositories, meta) => {
      const before = await repositories.emergencyContacts.count();
      await store.emergencyContacts.insert(makeEmergencyContact('during-snapshot'));
      await store.guides.remove('guide-001');
      const write = repositories.guides.remove('guide-002').then(
        () => 'written',
        () => 'refused',
      );
      return {
        before,
        after: await repositories.emergencyContacts.count(),
        guide: await repositories.guides.get('guide-001'),
        write: await write,
        meta,
      };
    });
    expect(seen.after).toBe(seen.before);
    expect(seen.guide?.id).toBe('guide-001');
    expect(seen.write).toBe('refused');
    expect(seen.meta.seededAt).toEqual(expect.any(String));
    expect(await store.emergencyContacts.get('during-snapshot')).not.toBeNull();
    expect(await store.guides.get('guide-002')).not.toBeNull();
    await store.close();
  });

  it('refuses a store of another schema version than this build reads', async () => {
    const { url, store } = await seededDatabase();
    await store.close();
    await query(url, `update store_meta set value = '999' where key = 'schemaVersion'`);
    await expect(readSnapshot(url, COLLECTIONS, async () => null)).rejects.toThrow(
      /schema version 999; this build reads version \d+/,
    );
  });
});

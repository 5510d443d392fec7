import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../../server/areas';
import { buildSeed } from '../../../server/data';
import { createMemoryStore } from '../../../server/store/memory';
import { makeEmergencyContact } from '../../support/store-fixtures';
import { describeStoreContract } from './contract';

describeStoreContract('memory store', async (data) => ({
  store: createMemoryStore({ collections: COLLECTIONS, data }),
}));

describe('memory store', () => {
  it('starts from the data it is given and never changes it', async () => {
    const data = buildSeed();
    const store = createMemoryStore({ collections: COLLECTIONS, data });
    await store.emergencyContacts.insert(makeEmergencyContact('extra'));
    expect(data).toEqual(buildSeed(new Date(data.meta.seededAt)));
    expect(await store.emergencyContacts.count()).toBe(data.emergencyContacts.length + 1);
  });
});

import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../../server/store/memory';
import { buildSeed } from '../../../server/store/seed';
import { makeEmergencyContact } from '../../support/store-fixtures';
import { describeRepositoryBehaviour } from './repository-behaviour';

describeRepositoryBehaviour('memory store', async ({ seed, uniqueKeys }) => ({
  store: createMemoryStore(seed, { uniqueKeys }),
}));

describe('memory store', () => {
  it('starts from the seed and never changes the data it was given', async () => {
    const data = buildSeed();
    const store = createMemoryStore(data);
    await store.emergencyContacts.insert(makeEmergencyContact('extra'));
    expect(data).toEqual(buildSeed(new Date(data.meta.seededAt)));
    expect(await createMemoryStore().emergencyContacts.count()).toBe(data.emergencyContacts.length);
  });
});

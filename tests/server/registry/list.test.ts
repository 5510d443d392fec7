import { describe, expect, it } from 'vitest';
import { collationKey } from '../../../server/store/collation';
import { createMemoryStore } from '../../../server/store/memory';
import { buildSeed } from '../../../server/store/seed';

const sorted = (texts: string[]) =>
  [...texts].sort((a, b) => (collationKey(a) < collationKey(b) ? -1 : 1));

describe('collation keys', () => {
  it('sort the Spanish way: accents and case ignored, ñ after n, numbers by value', () => {
    expect(sorted(['Ñahui', 'Nuñez', 'nina', 'Ñuñoa', 'Oscco'])).toEqual([
      'nina',
      'Nuñez',
      'Ñahui',
      'Ñuñoa',
      'Oscco',
    ]);
    expect(sorted(['Álvarez', 'alvarado', 'Ayala', 'ALVA'])).toEqual([
      'ALVA',
      'alvarado',
      'Álvarez',
      'Ayala',
    ]);
    expect(sorted(['GT-10', 'GT-9', 'GT-100'])).toEqual(['GT-9', 'GT-10', 'GT-100']);
  });
});

describe('Repository.query', () => {
  it('pages a sorted selection with empty keys last in both directions and ties by id', async () => {
    const seed = buildSeed();
    const store = createMemoryStore(seed);
    const contacts = seed.emergencyContacts.map((contact) => contact.id).sort();
    const byPhoneLength = (contact: { phone: string; id: string }) =>
      contact.id === 'policia' ? null : contact.phone.length;
    const ascending = await store.emergencyContacts.query({ orderBy: byPhoneLength, offset: 0 });
    expect(ascending.total).toBe(contacts.length);
    expect(ascending.items.at(-1)?.id).toBe('policia');
    const descending = await store.emergencyContacts.query({
      orderBy: byPhoneLength,
      descending: true,
      offset: 0,
    });
    expect(descending.items.at(-1)?.id).toBe('policia');
    const lengths = descending.items.slice(0, -1).map((contact) => contact.phone.length);
    expect(lengths).toEqual([...lengths].sort((a, b) => b - a));

    const page = await store.emergencyContacts.query({
      where: (contact) => contact.phone.length === 3,
      orderBy: () => 'same',
      offset: 1,
      limit: 1,
    });
    const shortIds = seed.emergencyContacts
      .filter((contact) => contact.phone.length === 3)
      .map((c) => c.id)
      .sort();
    expect(page).toEqual({
      items: [expect.objectContaining({ id: shortIds[1] })],
      total: shortIds.length,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { ConflictError } from '../../../server/errors';
import { StoreClosedError } from '../../../server/store/errors';
import { UNIQUE_KEYS, type UniqueKeys } from '../../../server/store/repository';
import { buildSeed } from '../../../server/store/seed';
import type { Data, Store } from '../../../server/store/types';
import { makeEmergencyContact } from '../../support/store-fixtures';

export interface Harness {
  store: Store;
  /** What is on disk, for stores that have a disk: proves a refused change wrote nothing. */
  persisted?: () => Promise<string>;
}

export type OpenHarness = (options: { seed: Data; uniqueKeys?: UniqueKeys }) => Promise<Harness>;

const DIAL_UNIQUE: UniqueKeys = { ...UNIQUE_KEYS, emergencyContacts: ['dial'] };

/**
 * The behaviour every Store keeps, whatever holds its data. Each store's test file runs it with
 * its own way of opening one.
 */
export function describeRepositoryBehaviour(label: string, open: OpenHarness): void {
  const start = (uniqueKeys?: UniqueKeys) => open({ seed: buildSeed(), uniqueKeys });

  describe(`${label}: repository behaviour`, () => {
    it('reads what the seed holds', async () => {
      const { store } = await start();
      const contacts = store.emergencyContacts;
      expect(await contacts.count()).toBe(buildSeed().emergencyContacts.length);
      expect((await contacts.get('policia'))?.dial).toBe('105');
      expect(await contacts.get('nobody')).toBeNull();
      expect((await contacts.findOne((item) => item.dial === '106'))?.id).toBe('ambulancia');
      expect(await contacts.findOne(() => false)).toBeNull();
      expect(await contacts.count((item) => item.dial.startsWith('+51'))).toBe(4);
      expect((await contacts.list((item) => item.position <= 2)).map((item) => item.id)).toEqual([
        'policia',
        'ambulancia',
      ]);
      await store.close();
    });

    it('inserts, updates and removes', async () => {
      const { store } = await start();
      const contacts = store.emergencyContacts;
      const inserted = await contacts.insert(makeEmergencyContact('new-one'));
      expect(inserted).toEqual(makeEmergencyContact('new-one'));
      expect(await contacts.get('new-one')).toEqual(inserted);

      const patch = { phone: '999', dial: undefined, id: 'hijacked' } as Record<string, unknown>;
      const updated = await contacts.update('new-one', patch);
      expect(updated).toEqual({ ...inserted, phone: '999' });
      expect(await contacts.get('new-one')).toEqual(updated);
      expect(await contacts.get('hijacked')).toBeNull();
      expect(await contacts.update('nobody', { phone: '1' })).toBeNull();

      expect(await contacts.remove('new-one')).toBe(true);
      expect(await contacts.get('new-one')).toBeNull();
      expect(await contacts.remove('new-one')).toBe(false);
      await store.close();
    });

    it('hands out copies, never the live items', async () => {
      const { store } = await start();
      const contacts = store.emergencyContacts;
      const input = makeEmergencyContact('copy');
      const inserted = await contacts.insert(input);
      input.phone = 'changed input';
      inserted.phone = 'changed result';
      const got = await contacts.get('copy');
      if (!got) throw new Error('missing');
      got.names.es = 'changed get';
      const [listed] = await contacts.list((item) => item.id === 'copy');
      if (!listed) throw new Error('missing');
      listed.dial = 'changed list';
      const found = await contacts.findOne((item) => item.id === 'copy');
      if (!found) throw new Error('missing');
      found.position = -1;
      const updated = await contacts.update('copy', { position: 7 });
      if (!updated) throw new Error('missing');
      updated.position = -2;
      const fromTransaction = await store.transaction((data) => data.emergencyContacts[0]);
      if (!fromTransaction) throw new Error('missing');
      fromTransaction.phone = 'changed transaction';

      expect(await contacts.get('copy')).toEqual({ ...makeEmergencyContact('copy'), position: 7 });
      expect((await contacts.get('policia'))?.phone).toBe('105');
      await store.close();
    });

    it('refuses a duplicate id with ConflictError and writes nothing', async () => {
      const { store, persisted } = await start();
      const before = await persisted?.();
      const error = await store.emergencyContacts
        .insert(makeEmergencyContact('policia'))
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ConflictError);
      expect(error).toMatchObject({ code: 'CONFLICT', fields: { id: expect.any(String) } });
      expect(await store.emergencyContacts.count()).toBe(buildSeed().emergencyContacts.length);
      expect((await store.emergencyContacts.get('policia'))?.dial).toBe('105');
      expect(await persisted?.()).toBe(before);
      await store.close();
    });

    it('refuses a taken unique value on insert and update and writes nothing', async () => {
      const { store, persisted } = await start(DIAL_UNIQUE);
      const contacts = store.emergencyContacts;
      const before = await persisted?.();
      await expect(
        contacts.insert(makeEmergencyContact('dup', { dial: '105' })),
      ).rejects.toMatchObject({ code: 'CONFLICT', fields: { dial: expect.any(String) } });
      await expect(contacts.update('ambulancia', { dial: '105' })).rejects.toBeInstanceOf(
        ConflictError,
      );
      expect(await contacts.get('dup')).toBeNull();
      expect((await contacts.get('ambulancia'))?.dial).toBe('106');
      expect(await persisted?.()).toBe(before);

      // An item keeps its own value, and a free value is accepted.
      expect((await contacts.update('policia', { dial: '105', phone: '105 ' }))?.phone).toBe(
        '105 ',
      );
      expect(await contacts.insert(makeEmergencyContact('free', { dial: '0' }))).toBeTruthy();
      await store.close();
    });

    it('runs a transaction across collections and refuses one that throws', async () => {
      const { store, persisted } = await start();
      const result = await store.transaction((data) => {
        data.emergencyContacts.push(makeEmergencyContact('in-transaction'));
        data.emergencyContacts.splice(0, 1);
        return data.emergencyContacts.length;
      });
      expect(result).toBe(buildSeed().emergencyContacts.length);
      expect(await store.emergencyContacts.get('policia')).toBeNull();
      expect(await store.emergencyContacts.get('in-transaction')).not.toBeNull();

      const before = await persisted?.();
      await expect(
        store.transaction(() => {
          throw new ConflictError('no');
        }),
      ).rejects.toBeInstanceOf(ConflictError);
      expect(await persisted?.()).toBe(before);
      await store.close();
    });

    it('keeps every one of many concurrent writes, in arrival order', async () => {
      const { store } = await start();
      const ids = Array.from({ length: 100 }, (_, index) => `concurrent-${index}`);
      const results = await Promise.all(
        ids.map((id) => store.emergencyContacts.insert(makeEmergencyContact(id))),
      );
      expect(results.map((item) => item.id)).toEqual(ids);
      const stored = await store.emergencyContacts.list((item) =>
        item.id.startsWith('concurrent-'),
      );
      expect(stored.map((item) => item.id)).toEqual(ids);
      await store.close();
    });

    it('refuses writes after close and closes more than once', async () => {
      const { store, persisted } = await start();
      await store.close();
      const before = await persisted?.();
      await expect(
        store.emergencyContacts.insert(makeEmergencyContact('late')),
      ).rejects.toBeInstanceOf(StoreClosedError);
      await expect(store.emergencyContacts.remove('policia')).rejects.toBeInstanceOf(
        StoreClosedError,
      );
      await expect(store.transaction(() => 1)).rejects.toBeInstanceOf(StoreClosedError);
      expect(await store.emergencyContacts.get('late')).toBeNull();
      expect(await store.emergencyContacts.get('policia')).not.toBeNull();
      expect(await persisted?.()).toBe(before);
      await expect(store.close()).resolves.toBeUndefined();
    });
  });
}

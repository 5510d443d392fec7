import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../../server/areas';
import type { LodgingRecord } from '../../../server/areas/lodgings/model';
import { buildSeed, STORE_SCHEMA } from '../../../server/data';
import { lockFileFor, readOwner } from '../../../server/store/lock';
import { openLowdbStore } from '../../../server/store/lowdb';
import type { Data } from '../../../server/store/types';
import { makeEmergencyContact, recordingLogger } from '../../support/store-fixtures';
import { tempDirs } from '../../support/temp-dir';
import { describeDurableStoreContract, describeStoreContract } from './contract';

const dirs = tempDirs('tsc-lowdb-');
afterEach(() => dirs.cleanup());

const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8'));

const openFile = (file: string, seed: Data) =>
  openLowdbStore({ file, collections: COLLECTIONS, seed: () => seed, logger: recordingLogger() });

const openTemporary = async (seed: Data) => {
  const file = join(await dirs.make(), 'db.json');
  const store = await openFile(file, seed);
  return {
    store,
    persisted: () => readFile(file, 'utf8'),
    reopen: async () => {
      await store.close();
      return openFile(file, seed);
    },
  };
};

describeStoreContract('lowdb store', openTemporary);
describeDurableStoreContract('lowdb store', openTemporary);

describe('lowdb store', () => {
  it('creates its directory and writes the seed on first start, holding the lock while open', async () => {
    const file = join(await dirs.make(), 'nested', 'deeper', 'db.json');
    const seed = buildSeed();
    const store = await openLowdbStore({
      file,
      collections: COLLECTIONS,
      seed: () => seed,
      logger: recordingLogger(),
    });
    expect(await readJson(file)).toEqual(seed);
    const lock = await readOwner(lockFileFor(file));
    expect(lock).toMatchObject({ kind: 'owner', owner: { pid: process.pid } });
    await store.close();
    expect(await readOwner(lockFileFor(file))).toEqual({ kind: 'missing' });
  });

  it('keeps every one of many concurrent writes across a reopen', async () => {
    const file = join(await dirs.make(), 'db.json');
    const open = () => openLowdbStore({ file, ...STORE_SCHEMA, logger: recordingLogger() });
    const store = await open();
    const ids = Array.from({ length: 300 }, (_, index) => `w-${index}`);
    await Promise.all([
      ...ids.map((id) => store.emergencyContacts.insert(makeEmergencyContact(id))),
      store.emergencyContacts.update('policia', { phone: '105 (24h)' }),
      store.emergencyContacts.remove('ambulancia'),
    ]);
    const before = await store.emergencyContacts.list();
    await store.close();

    const reopened = await open();
    const after = await reopened.emergencyContacts.list();
    expect(after).toEqual(before);
    expect(after.filter((item) => item.id.startsWith('w-')).map((item) => item.id)).toEqual(
      [...ids].sort(),
    );
    expect((await reopened.emergencyContacts.get('policia'))?.phone).toBe('105 (24h)');
    expect(await reopened.emergencyContacts.get('ambulancia')).toBeNull();
    await reopened.close();
  });

  it('reads a file written before; the seed is not applied again', async () => {
    const file = join(await dirs.make(), 'db.json');
    const first = await openLowdbStore({ file, ...STORE_SCHEMA, logger: recordingLogger() });
    await first.emergencyContacts.remove('policia');
    await first.close();
    const second = await openLowdbStore({ file, ...STORE_SCHEMA, logger: recordingLogger() });
    expect(await second.emergencyContacts.get('policia')).toBeNull();
    await second.close();
  });

  it('adds a collection an older file lacks from the seed, and writes it', async () => {
    const file = join(await dirs.make(), 'db.json');
    const meta = { schemaVersion: 1, seededAt: '2024-01-01T00:00:00.000Z' };
    await writeFile(file, JSON.stringify({ meta }));
    const logger = recordingLogger();
    const store = await openLowdbStore({ file, ...STORE_SCHEMA, logger });
    expect(await store.emergencyContacts.count()).toBe(buildSeed().emergencyContacts.length);
    const onDisk = await readJson(file);
    expect(onDisk.meta).toEqual({ ...meta, schemaVersion: buildSeed().meta.schemaVersion });
    expect(onDisk.emergencyContacts).toHaveLength(buildSeed().emergencyContacts.length);
    expect(logger.entries.some((entry) => entry.msg?.includes('migrated'))).toBe(true);
    await store.close();
  });

  it('drops the menus a version 1 file stored, keeping the rest', async () => {
    const file = join(await dirs.make(), 'db.json');
    const old = buildSeed();
    old.meta.schemaVersion = 1;
    old.emergencyContacts.splice(0, 1);
    await writeFile(file, JSON.stringify({ ...old, navigation: [{ id: 'compact', items: [] }] }));
    const store = await openLowdbStore({ file, ...STORE_SCHEMA, logger: recordingLogger() });
    expect(await store.emergencyContacts.count()).toBe(buildSeed().emergencyContacts.length - 1);
    const onDisk = await readJson(file);
    expect(onDisk).not.toHaveProperty('navigation');
    expect(onDisk.meta.schemaVersion).toBe(buildSeed().meta.schemaVersion);
    await store.close();
  });

  it('brings a version 2 file the assistant’s topics', async () => {
    const file = join(await dirs.make(), 'db.json');
    const old: Partial<Data> = buildSeed();
    old.meta = { ...(old.meta as Data['meta']), schemaVersion: 2 };
    delete old.assistantTopics;
    await writeFile(file, JSON.stringify(old));
    const store = await openLowdbStore({ file, ...STORE_SCHEMA, logger: recordingLogger() });
    expect((await store.assistantTopics.list()).map((topic) => topic.id)).toContain('THEFT');
    expect((await readJson(file)).meta.schemaVersion).toBe(buildSeed().meta.schemaVersion);
    await store.close();
  });

  it("drops a version 4 file's demo notifications, keeping those of real events", async () => {
    const file = join(await dirs.make(), 'db.json');
    const old = buildSeed();
    old.meta.schemaVersion = 4;
    const item = {
      userId: 'user-admin',
      icon: 'heroicons_outline:user-plus',
      image: null,
      title: 'Nueva cuenta por activar',
      description: '<strong>María Condori Apaza</strong> pidió una cuenta de personal.',
      time: '2026-11-22T15:00:00.000Z',
      link: '/admin/usuarios',
      useRouter: true,
      read: false,
      seen: false,
    };
    const real = {
      ...item,
      id: '0193a1b2-real',
      event: { kind: 'ACCOUNT_REQUESTED' as const, params: { name: 'Rosa', email: 'r@x.pe' } },
    };
    old.notifications = [{ ...item, id: 'notification-admin-1' }, real];
    await writeFile(file, JSON.stringify(old));
    const store = await openLowdbStore({ file, ...STORE_SCHEMA, logger: recordingLogger() });
    expect(await store.notifications.list()).toEqual([real]);
    await store.close();
  });

  it('gives a version 5 file’s seeded lodgings their certificates, and others none', async () => {
    const file = join(await dirs.make(), 'db.json');
    const old = buildSeed();
    old.meta.schemaVersion = 5;
    const [seeded, other] = old.lodgings as [LodgingRecord, LodgingRecord];
    const withoutCertificate = ({ certificateNumber: _, ...lodging }: LodgingRecord) => lodging;
    old.lodgings = [
      withoutCertificate(seeded),
      { ...withoutCertificate(other), id: 'f3b0c1de-staff' },
    ] as LodgingRecord[];
    await writeFile(file, JSON.stringify(old));
    const store = await openLowdbStore({ file, ...STORE_SCHEMA, logger: recordingLogger() });
    expect(await store.lodgings.list({ orderBy: [{ field: 'id' }] })).toEqual([
      { ...withoutCertificate(other), id: 'f3b0c1de-staff', certificateNumber: null },
      seeded,
    ]);
    await store.close();
  });

  it('drops the menus a file of the current version stored before they were computed', async () => {
    const file = join(await dirs.make(), 'db.json');
    const old = buildSeed();
    const user = { ...(old.users[0] as Data['users'][number]), name: 'Nombre cambiado' };
    old.users = [user, ...old.users.slice(1)];
    const menus = [
      { id: 'compact', items: [{ id: 'example', type: 'basic', link: '/admin/inicio' }] },
    ];
    await writeFile(file, JSON.stringify({ ...old, navigation: menus }));
    const logger = recordingLogger();
    const store = await openLowdbStore({ file, ...STORE_SCHEMA, logger });
    expect(await store.users.get(user.id)).toEqual(user);
    const onDisk = await readJson(file);
    expect(onDisk).not.toHaveProperty('navigation');
    expect(Object.keys(onDisk)).toEqual(Object.keys(old));
    expect(logger.entries).toContainEqual(
      expect.objectContaining({ obj: expect.objectContaining({ dropped: ['navigation'] }) }),
    );
    await store.close();
  });

  it('writes the file readable only by its owner', async () => {
    const file = join(await dirs.make(), 'db.json');
    const store = await openLowdbStore({ file, ...STORE_SCHEMA, logger: recordingLogger() });
    await store.close();
    if (process.platform !== 'win32') expect((await stat(file)).mode & 0o777).toBe(0o600);
  });
});

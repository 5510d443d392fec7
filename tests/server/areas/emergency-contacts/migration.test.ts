import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../../../server/areas';
import { emergencyContactsCollection } from '../../../../server/areas/emergency-contacts/collections';
import type { EmergencyContactRecord } from '../../../../server/areas/emergency-contacts/model';
import { buildSeed, STORE_SCHEMA } from '../../../../server/data';
import { openLowdbStore } from '../../../../server/store/lowdb';
import { openPostgresStore } from '../../../../server/store/postgres/store';
import type { Data, Store } from '../../../../server/store/types';
import { PUBLIC_LANGUAGES } from '../../../../shared/locales';
import { createTestDatabase } from '../../../support/postgres';
import { recordingLogger } from '../../../support/store-fixtures';
import { tempDirs } from '../../../support/temp-dir';

// Stores written before the real lines for tourists: the example "Turismo Cusco (084) 123456"
// becomes iPerú unless staff changed it, the Tourist Police line joins after 105, and every
// number gets a kind (its pictogram) and whether it answers on WhatsApp.

const AT = '2026-01-15T12:00:00.000Z';
const LATER = '2026-02-01T09:30:00.000Z';

/** A number as a store of schema version 6 holds it: no kind, no WhatsApp. */
type OldContact = Omit<EmergencyContactRecord, 'kind' | 'whatsapp'>;

const old = (
  id: string,
  position: number,
  [es, en, tr]: [string, string, string],
  phone: string,
  dial: string,
): OldContact => ({
  id,
  names: { es, en, tr },
  phone,
  dial,
  position,
  hidden: false,
  createdAt: AT,
  updatedAt: AT,
});

const POLICE = old('policia', 1, ['Policía', 'Police', 'Polis'], '105', '105');
const PLACEHOLDER = old(
  'turismo-cusco',
  6,
  ['Turismo Cusco', 'Cusco Tourism Office', 'Cusco Turizm Ofisi'],
  '(084) 123456',
  '+5184123456',
);
/** The seven numbers of the seed before this change, in their order. */
const VERSION_6: OldContact[] = [
  POLICE,
  old('ambulancia', 2, ['Ambulancia', 'Ambulance', 'Ambulans'], '106', '106'),
  old(
    'bomberos-cusco',
    3,
    ['Bomberos – estación Cusco', 'Fire brigade – Cusco station', 'İtfaiye – Cusco istasyonu'],
    '084 240313',
    '+5184240313',
  ),
  old(
    'samue-cusco',
    4,
    ['SAMUE Cusco', 'SAMUE Cusco (medical emergencies)', 'SAMUE Cusco (tıbbi acil)'],
    '084 216464',
    '+5184216464',
  ),
  old(
    'hospital-regional-cusco',
    5,
    ['Hospital Regional Cusco', 'Cusco Regional Hospital', 'Cusco Bölge Hastanesi'],
    '084 231131',
    '+5184231131',
  ),
  PLACEHOLDER,
  old(
    'bomberos-nacional',
    7,
    [
      'Bomberos – incendio o rescate',
      'Fire brigade – fire or rescue',
      'İtfaiye – yangın ya da kurtarma',
    ],
    '116',
    '116',
  ),
];

/** The placeholder as a member of staff corrected it. */
const CHANGED: OldContact = {
  ...PLACEHOLDER,
  names: { es: 'Oficina de turismo', en: 'Tourism office', tr: 'Turizm ofisi' },
  phone: '084 252974',
  dial: '+5184252974',
  updatedAt: LATER,
};
const WITH_CHANGED = VERSION_6.map((one) => (one.id === CHANGED.id ? CHANGED : one));

const seeded = () => buildSeed().emergencyContacts;
/** From version 6 to this build's: the real lines (7), then the names in every language (8). */
const migrate = (stored: OldContact[]) =>
  [7, 8].reduce(
    (contacts, version) =>
      emergencyContactsCollection.migrations?.[version]?.migrate(contacts, seeded()) ?? [],
    structuredClone(stored) as EmergencyContactRecord[],
  );
const inOrder = (contacts: EmergencyContactRecord[]) =>
  [...contacts].sort((a, b) => a.position - b.position);
const summary = (contacts: EmergencyContactRecord[]) =>
  inOrder(contacts).map(({ id, dial, position, kind, whatsapp }) => ({
    id,
    dial,
    position,
    kind,
    whatsapp,
  }));

const MIGRATED_SEED = [
  { id: 'policia', dial: '105', position: 1, kind: 'POLICE', whatsapp: false },
  { id: 'policia-turismo', dial: '+51980122335', position: 2, kind: 'POLICE', whatsapp: true },
  { id: 'ambulancia', dial: '106', position: 3, kind: 'MEDICAL', whatsapp: false },
  { id: 'bomberos-cusco', dial: '+5184240313', position: 4, kind: 'FIRE', whatsapp: false },
  { id: 'samue-cusco', dial: '+5184216464', position: 5, kind: 'MEDICAL', whatsapp: false },
  {
    id: 'hospital-regional-cusco',
    dial: '+5184231131',
    position: 6,
    kind: 'MEDICAL',
    whatsapp: false,
  },
  { id: 'iperu', dial: '+51944492314', position: 7, kind: 'TOURIST_HELP', whatsapp: true },
  { id: 'bomberos-nacional', dial: '116', position: 8, kind: 'FIRE', whatsapp: false },
];

describe('the emergency numbers’ migration from schema version 6', () => {
  it('turns an untouched version 6 list into the current seed’s numbers', () => {
    const migrated = migrate(VERSION_6);
    expect(summary(migrated)).toEqual(MIGRATED_SEED);
    const current = new Map(seeded().map((contact) => [contact.id, contact]));
    for (const contact of migrated) {
      const { createdAt: _c, updatedAt: _u, ...fields } = contact;
      const { createdAt: _sc, updatedAt: _su, ...expected } = current.get(contact.id) ?? {};
      expect(fields).toEqual(expected);
    }
    expect(JSON.stringify(migrated)).not.toContain('123456');
  });

  it('names the seeded numbers in every language, unless staff renamed them in Spanish', () => {
    const renamed = {
      ...POLICE,
      names: { es: 'Policía Nacional', en: 'National Police', tr: 'Polis' },
    };
    const migrated = migrate(VERSION_6.map((one) => (one.id === POLICE.id ? renamed : one)));
    const ambulance = migrated.find((one) => one.id === 'ambulancia');
    expect(Object.keys(ambulance?.names ?? {}).sort()).toEqual([...PUBLIC_LANGUAGES].sort());
    expect(migrated.find((one) => one.id === POLICE.id)?.names).toEqual(renamed.names);
  });

  it('leaves the placeholder a member of staff changed as it is, and still adds the police line', () => {
    const migrated = migrate(WITH_CHANGED);
    expect(migrated.find((one) => one.id === CHANGED.id)).toEqual({
      ...CHANGED,
      // The new fields only: a kind that fits and no WhatsApp.
      position: 7,
      kind: 'TOURIST_HELP',
      whatsapp: false,
    });
    expect(migrated.map((one) => one.id)).not.toContain('iperu');
    expect(migrated.map((one) => one.id)).toContain('policia-turismo');
  });

  it('counts hiding the placeholder as a change by staff', () => {
    const hidden = { ...PLACEHOLDER, hidden: true, updatedAt: LATER };
    const migrated = migrate(VERSION_6.map((one) => (one.id === hidden.id ? hidden : one)));
    expect(migrated.find((one) => one.id === hidden.id)).toMatchObject({
      phone: '(084) 123456',
      hidden: true,
      updatedAt: LATER,
    });
  });

  it('puts the police line right after 105 wherever staff moved it, keeping everyone’s order', () => {
    const staffNumber = old(
      'a7c2e1f0-staff',
      2,
      ['Serenazgo Cusco', 'Cusco municipal security', 'Cusco zabıtası'],
      '084 252974',
      '+5184252974',
    );
    const reordered = [
      { ...VERSION_6[1], position: 1 },
      staffNumber,
      { ...POLICE, position: 4 },
      ...VERSION_6.slice(2).map((one) => ({ ...one, position: one.position + 2 })),
    ] as OldContact[];
    const ids = inOrder(migrate(reordered)).map((one) => one.id);
    expect(ids.slice(0, 5)).toEqual([
      'ambulancia',
      'a7c2e1f0-staff',
      'policia',
      'policia-turismo',
      'bomberos-cusco',
    ]);
    const positions = inOrder(migrate(reordered)).map((one) => one.position);
    expect(new Set(positions).size).toBe(positions.length);
  });

  it('infers the kind of numbers staff added from their name or short code', () => {
    const added = [
      old(
        'staff-1',
        8,
        ['Serenazgo Cusco', 'Municipal security', 'Zabıta'],
        '084 252974',
        '+51842',
      ),
      old('staff-2', 9, ['Clínica Pardo', 'Pardo Clinic', 'Pardo Kliniği'], '084 240387', '+51843'),
      old('staff-3', 10, ['Línea de bomberos', 'Fire', 'İtfaiye'], '084 111111', '+51844'),
      old(
        'staff-4',
        11,
        ['Consulado de Francia', 'French consulate', 'Fransa'],
        '01 4111111',
        '+51845',
      ),
    ];
    const kinds = migrate([...VERSION_6, ...added])
      .filter((one) => one.id.startsWith('staff-'))
      .map((one) => [one.id, one.kind]);
    expect(kinds).toEqual([
      ['staff-1', 'POLICE'],
      ['staff-2', 'MEDICAL'],
      ['staff-3', 'FIRE'],
      ['staff-4', 'TOURIST_HELP'],
    ]);
  });

  it('does not add the police line twice when staff already listed its number', () => {
    const own = old(
      'b1e0-staff',
      8,
      ['Policía de Turismo', 'Tourist Police', 'Turizm Polisi'],
      '980122335',
      '+51980122335',
    );
    const migrated = migrate([...VERSION_6, own]);
    expect(migrated.filter((one) => one.dial === '+51980122335').map((one) => one.id)).toEqual([
      'b1e0-staff',
    ]);
  });

  it('is idempotent: run again, it changes nothing', () => {
    for (const stored of [VERSION_6, WITH_CHANGED]) {
      const once = migrate(stored);
      expect(migrate(once as OldContact[])).toEqual(once);
    }
  });
});

// The same migration through each store's opening of an older database.

const VERSION_6_COLLECTIONS = COLLECTIONS.map((collection) => ({
  ...collection,
  migrations: Object.fromEntries(
    Object.entries(collection.migrations ?? {}).filter(([version]) => Number(version) <= 6),
  ),
}));

function version6Data(contacts: OldContact[]): Data {
  const data = buildSeed(new Date(AT));
  data.meta.schemaVersion = 6;
  data.emergencyContacts = structuredClone(contacts) as EmergencyContactRecord[];
  return data;
}

const listed = async (store: Store) => inOrder(await store.emergencyContacts.list());

/** What a store holds after opening `stored`: what the migration makes of it. */
function expectMigrated(stored: OldContact[], migrated: EmergencyContactRecord[]) {
  expect(summary(migrated)).toEqual(summary(migrate(stored)));
  const placeholder = migrated.find((one) => one.id === PLACEHOLDER.id);
  if (stored === WITH_CHANGED) {
    expect(placeholder).toEqual({ ...CHANGED, position: 7, kind: 'TOURIST_HELP', whatsapp: false });
  } else {
    expect(placeholder).toBeUndefined();
    expect(migrated.map((one) => one.id)).toContain('iperu');
  }
}

describe('a version 6 file store, opened by this build', () => {
  const dirs = tempDirs('tsc-contacts-migration-');
  afterEach(() => dirs.cleanup());
  const open = (file: string) =>
    openLowdbStore({ file, ...STORE_SCHEMA, logger: recordingLogger() });

  // Four stores opened, two of them migrating: up to 4 s on a 2-core machine.
  it('gets the real lines, keeps a changed placeholder, and does not migrate twice', {
    timeout: 20_000,
  }, async () => {
    for (const stored of [VERSION_6, WITH_CHANGED]) {
      const file = join(await dirs.make(), 'db.json');
      await writeFile(file, JSON.stringify(version6Data(stored)));
      const store = await open(file);
      const migrated = await listed(store);
      expectMigrated(stored, migrated);
      // A change after the migration survives the next start: it does not run again.
      await store.emergencyContacts.update('policia-turismo', { hidden: true });
      await store.close();

      const again = await open(file);
      expect((await again.emergencyContacts.get('policia-turismo'))?.hidden).toBe(true);
      expect(await again.emergencyContacts.count()).toBe(migrated.length);
      await again.close();
    }
  });
});

describe('a version 6 PostgreSQL database, opened by this build', () => {
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  }, 60_000);

  const open = (url: string, collections: typeof COLLECTIONS, seed: Data) =>
    openPostgresStore({ url, collections, seed: () => seed, logger: recordingLogger() });

  it('gets the real lines, keeps a changed placeholder, and does not migrate twice', async () => {
    for (const stored of [VERSION_6, WITH_CHANGED]) {
      const database = await createTestDatabase();
      drops.push(database.drop);
      await (await open(database.url, VERSION_6_COLLECTIONS, version6Data(stored))).close();

      const store = await open(database.url, COLLECTIONS, buildSeed());
      const migrated = await listed(store);
      expectMigrated(stored, migrated);
      // A change after the migration survives the next start: it does not run again.
      await store.emergencyContacts.update('policia-turismo', { hidden: true });
      await store.close();

      const again = await open(database.url, COLLECTIONS, buildSeed());
      expect((await again.emergencyContacts.get('policia-turismo'))?.hidden).toBe(true);
      expect(await again.emergencyContacts.count()).toBe(migrated.length);
      await again.close();
    }
  }, 60_000);
});

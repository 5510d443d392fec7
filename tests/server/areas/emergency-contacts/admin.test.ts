import { beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../../../generated/graphql';
import {
  MAX_EMERGENCY_CONTACTS,
  NOT_DIALLABLE,
} from '../../../../server/areas/emergency-contacts/input';
import {
  createEmergencyContact,
  deleteEmergencyContact,
  listAllEmergencyContacts,
  listEmergencyContacts,
  reorderEmergencyContacts,
  updateEmergencyContact,
} from '../../../../server/areas/emergency-contacts/service';
import type { Context } from '../../../../server/context';
import { buildSeed, createDataStore } from '../../../../server/data';
import { ForbiddenError, NotFoundError } from '../../../../server/errors';
import { createLogger } from '../../../../server/logger';
import type { Store } from '../../../../server/store/types';
import { DEMO, sessionOf } from '../../../support/auth';
import { testContext } from '../../../support/context';
import { refusalChangingNothing } from '../../../support/refusals';
import { makeEmergencyContact } from '../../../support/store-fixtures';

const NAMES = { es: 'Serenazgo Cusco', en: 'Cusco municipal security', tr: 'Cusco belediye' };
const SEEDED_IDS = buildSeed().emergencyContacts.map((contact) => contact.id);

let store: Store;
let admin: Context;
beforeEach(async () => {
  store = createDataStore(buildSeed());
  admin = await as('ADMINISTRADOR');
});

const as = (role: Role) => testContext({ store, user: sessionOf(role) });

/** Everything a refused change could have touched, to show that it touched nothing. */
const snapshot = async () => ({
  contacts: await store.emergencyContacts.list(),
  audit: await store.auditTrail.list(),
});

/** The fields of the 400 an attempt ends in, after checking that it changed nothing. */
const refusal = (attempt: () => Promise<unknown>) => refusalChangingNothing(snapshot, attempt);

describe('adding a number', () => {
  it('derives the dial target, appends it visible and records who added it', async () => {
    const created = await createEmergencyContact(admin, { names: NAMES, phone: '(084) 252974' });
    expect(created).toMatchObject({ names: NAMES, phone: '(084) 252974', dial: '+5184252974' });
    expect(created).toMatchObject({ position: 9, hidden: false });
    const publicList = await listEmergencyContacts(await testContext({ store }));
    expect(publicList.at(-1)?.id).toBe(created.id);

    const [entry] = await store.auditTrail.list();
    expect(entry).toMatchObject({
      area: 'emergency_contacts',
      recordId: created.id,
      recordLabel: 'Serenazgo Cusco',
      action: 'CREATE',
      actor: { id: DEMO.ADMINISTRADOR.id, name: expect.any(String) },
    });
    expect(entry?.changes).toContainEqual({ field: 'dial', before: null, after: '+5184252974' });
  });

  it('never takes the dial target as input', async () => {
    const created = await createEmergencyContact(admin, {
      names: NAMES,
      phone: '987 654 321',
      dial: '+19005550100',
    });
    expect(created.dial).toBe('+51987654321');
  });

  it('refuses a number no phone can dial, with a message that says what would do', async () => {
    const fields = await refusal(() =>
      createEmergencyContact(admin, { names: NAMES, phone: '240313' }),
    );
    expect(fields).toEqual({ phone: NOT_DIALLABLE });
  });

  it('refuses missing or overlong names and a missing number', async () => {
    const fields = await refusal(() =>
      createEmergencyContact(admin, { names: { es: 'x'.repeat(61), en: ' ' } }),
    );
    expect(fields).toEqual({
      'names.es': 'At most 60 characters',
      'names.en': 'Required',
      phone: 'Required',
    });
  });

  it('needs the name in Spanish and English only; the other languages are optional', async () => {
    const created = await createEmergencyContact(admin, {
      names: { es: 'Serenazgo Cusco', en: 'Cusco municipal security', ja: ' ', fr: null },
      phone: '084 252974',
    });
    expect(created.names).toEqual({ es: 'Serenazgo Cusco', en: 'Cusco municipal security' });
  });

  it(`keeps the list at ${MAX_EMERGENCY_CONTACTS} numbers`, async () => {
    const seed = buildSeed();
    seed.emergencyContacts = Array.from({ length: MAX_EMERGENCY_CONTACTS }, (_, index) =>
      makeEmergencyContact(`c${index}`, { position: index + 1 }),
    );
    store = createDataStore(seed);
    admin = await as('ADMINISTRADOR');
    const fields = await refusal(() =>
      createEmergencyContact(admin, { names: NAMES, phone: '105' }),
    );
    expect(fields).toEqual({ input: 'At most 20 numbers; delete one first' });
  });
});

describe('changing a number', () => {
  it('makes the dial target follow the number and records both changes', async () => {
    const updated = await updateEmergencyContact(admin, 'hospital-regional-cusco', {
      phone: '084 252974',
    });
    expect(updated).toMatchObject({ phone: '084 252974', dial: '+5184252974', position: 6 });
    const [entry] = await store.auditTrail.list();
    expect(entry).toMatchObject({ action: 'UPDATE', recordLabel: 'Hospital Regional Cusco' });
    expect(entry?.changes).toEqual([
      { field: 'dial', before: '+5184231131', after: '+5184252974' },
      { field: 'phone', before: '084 231131', after: '084 252974' },
    ]);
  });

  it('renames in every language at once; translations of the old name go', async () => {
    const updated = await updateEmergencyContact(admin, 'policia', { names: NAMES });
    // The seeded Japanese "police" would now name the wrong service: English shows instead.
    expect(updated.names).toEqual(NAMES);
    expect((await store.auditTrail.list())[0]?.recordLabel).toBe('Serenazgo Cusco');
  });

  it('keeps its name in every language with the change, for each reader to see their own', async () => {
    await updateEmergencyContact(admin, 'hospital-regional-cusco', { phone: '084 252974' });
    const [entry] = await store.auditTrail.list();
    expect(entry?.recordLabels).toMatchObject({
      es: 'Hospital Regional Cusco',
      en: expect.stringMatching(/\S/),
    });
  });

  it('keeps the other languages when only the Turkish is corrected', async () => {
    const before = await store.emergencyContacts.get('policia');
    const updated = await updateEmergencyContact(admin, 'policia', {
      names: { es: before?.names.es, en: before?.names.en, tr: 'Polis (105)' },
    });
    expect(updated.names).toEqual({ ...before?.names, tr: 'Polis (105)' });
    expect(updated.names.ja).toBeTruthy();
  });

  it('writes any of the ten languages; null or a blank removes one, leaving the rest', async () => {
    const before = await store.emergencyContacts.get('policia');
    const updated = await updateEmergencyContact(admin, 'policia', {
      names: { es: before?.names.es, en: before?.names.en, ja: null, pt: '  ', ko: '경찰 (105)' },
    });
    const { ja: _ja, pt: _pt, ...kept } = before?.names ?? { es: '', en: '' };
    expect(updated.names).toEqual({ ...kept, ko: '경찰 (105)' });
    const fields = await refusal(() =>
      updateEmergencyContact(admin, 'policia', {
        names: { es: 'Policía', en: 'Police', de: 'x'.repeat(61) },
      }),
    );
    expect(fields).toEqual({ 'names.de': 'At most 60 characters' });
  });

  it('writes nothing for a change that changes nothing', async () => {
    const before = await store.emergencyContacts.get('policia');
    const same = await updateEmergencyContact(admin, 'policia', { phone: ' 105 ', hidden: false });
    expect(same).toEqual(before);
    expect(await store.auditTrail.count()).toBe(0);
  });

  it('refuses an undialable number, a null and an unknown id, changing nothing', async () => {
    expect(await refusal(() => updateEmergencyContact(admin, 'policia', { phone: 'abc' }))).toEqual(
      { phone: NOT_DIALLABLE },
    );
    expect(await refusal(() => updateEmergencyContact(admin, 'policia', { names: null }))).toEqual({
      names: 'Cannot be null',
    });
    await expect(updateEmergencyContact(admin, 'nope', { hidden: true })).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });
});

describe('hiding a number', () => {
  it('takes it off the public list and keeps it in the administration', async () => {
    await updateEmergencyContact(admin, 'iperu', { hidden: true });
    const visitor = await testContext({ store });
    expect((await listEmergencyContacts(visitor)).map((c) => c.id)).not.toContain('iperu');
    const all = await listAllEmergencyContacts(admin);
    expect(all.find((c) => c.id === 'iperu')).toMatchObject({ hidden: true });
    expect((await store.auditTrail.list())[0]?.changes).toEqual([
      { field: 'hidden', before: false, after: true },
    ]);
  });

  it('reads a number stored before hiding existed as shown', async () => {
    const seed = buildSeed();
    for (const contact of seed.emergencyContacts) delete (contact as { hidden?: boolean }).hidden;
    store = createDataStore(seed);
    expect(await listEmergencyContacts(await testContext({ store }))).toHaveLength(8);
    const all = await listAllEmergencyContacts(await as('ADMINISTRADOR'));
    expect(all.every((contact) => contact.hidden === false)).toBe(true);
  });
});

describe('removing a number', () => {
  it('removes it, answers it and keeps its history', async () => {
    const removed = await deleteEmergencyContact(admin, 'samue-cusco');
    expect(removed.names.es).toBe('SAMUE Cusco');
    expect(await store.emergencyContacts.get('samue-cusco')).toBeNull();
    expect(await store.auditTrail.list()).toEqual([
      expect.objectContaining({ action: 'DELETE', recordId: 'samue-cusco' }),
    ]);
    await expect(deleteEmergencyContact(admin, 'samue-cusco')).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });
});

describe('reordering', () => {
  it('puts the numbers in the given order, 1..n, recording only those that moved', async () => {
    const ids = [...SEEDED_IDS.slice(1, 3), SEEDED_IDS[0] as string, ...SEEDED_IDS.slice(3)];
    expect(ids.slice(0, 3)).toEqual(['policia-turismo', 'ambulancia', 'policia']);
    const reordered = await reorderEmergencyContacts(admin, ids);
    expect(reordered.map((c) => [c.id, c.position])).toEqual(ids.map((id, i) => [id, i + 1]));
    const visitor = await testContext({ store });
    expect((await listEmergencyContacts(visitor)).map((c) => c.id)).toEqual(ids);
    const entries = await store.auditTrail.list();
    expect(entries.map((entry) => [entry.recordId, entry.changes])).toEqual([
      ['policia-turismo', [{ field: 'position', before: 2, after: 1 }]],
      ['ambulancia', [{ field: 'position', before: 3, after: 2 }]],
      ['policia', [{ field: 'position', before: 1, after: 3 }]],
    ]);
  });

  it.each([
    ['one left out', SEEDED_IDS.slice(1)],
    ['one twice', [...SEEDED_IDS.slice(1), SEEDED_IDS[1]]],
    ['an unknown one', [...SEEDED_IDS.slice(1), 'nope']],
    ['an extra one', [...SEEDED_IDS, 'nope']],
    ['none', []],
  ])('refuses an order with %s, changing nothing', async (_, ids) => {
    expect(await refusal(() => reorderEmergencyContacts(admin, ids))).toEqual({
      ids: 'Must name every number exactly once',
    });
  });

  it('refuses what is not a list of ids', async () => {
    expect(await refusal(() => reorderEmergencyContacts(admin, 'policia'))).toEqual({
      ids: 'Must be a list of ids',
    });
  });
});

describe('the audit log', () => {
  it('gets a line for each saved change, naming the fields but not their values', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => lines.push(line) });
    const ctx = await testContext({ store, user: sessionOf('ADMINISTRADOR'), logger });
    const created = await createEmergencyContact(ctx, { names: NAMES, phone: '987 654 321' });
    await updateEmergencyContact(ctx, created.id, { hidden: true });
    await reorderEmergencyContacts(ctx, [created.id, ...SEEDED_IDS]);
    await deleteEmergencyContact(ctx, created.id);
    const entries = lines.map((line) => JSON.parse(line).audit);
    expect(entries.map((entry) => [entry.event, entry.details.action])).toEqual([
      ['registry.changed', 'CREATE'],
      ['registry.changed', 'UPDATE'],
      ...Array.from({ length: 9 }, () => ['registry.changed', 'UPDATE']),
      ['registry.changed', 'DELETE'],
    ]);
    expect(entries[1]).toMatchObject({
      target: { area: 'emergency_contacts', id: created.id },
      details: { fields: ['hidden'] },
    });
    expect(lines.join('\n')).not.toContain('987 654 321');
  });
});

describe('who may change the numbers', () => {
  it.each(['DIRCETUR', 'POLICIA'] as const)(
    'not %s, who is refused before anything',
    async (role) => {
      const ctx = await as(role);
      const before = await snapshot();
      for (const attempt of [
        () => listAllEmergencyContacts(ctx),
        () => createEmergencyContact(ctx, { names: NAMES, phone: '105' }),
        () => updateEmergencyContact(ctx, 'policia', { hidden: true }),
        () => deleteEmergencyContact(ctx, 'policia'),
        () => reorderEmergencyContacts(ctx, [...SEEDED_IDS].reverse()),
      ]) {
        await expect(attempt()).rejects.toBeInstanceOf(ForbiddenError);
      }
      expect(await snapshot()).toEqual(before);
    },
  );
});

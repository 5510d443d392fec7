import { beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../../../generated/graphql';
import { guides } from '../../../../server/areas/guides/service';
import type { Context } from '../../../../server/context';
import { buildSeed } from '../../../../server/data';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
} from '../../../../server/errors';
import { createLogger } from '../../../../server/logger';
import { recordHistory } from '../../../../server/registry/audit-trail';
import { addDays, cuscoToday } from '../../../../server/registry/dates';
import type { Store } from '../../../../server/store/types';
import { sessionOf } from '../../../support/auth';
import { testContext } from '../../../support/context';
import { rejection } from '../../../support/refusals';
import { testStore } from '../../../support/test-store';

const today = cuscoToday(Date.now());

const VALID = {
  firstNames: 'Rosa Elena',
  lastNames: 'Quispe Huamán',
  documentType: 'DNI',
  documentNumber: '45871236',
  licenseNumber: 'got-2025-0931',
  languages: ['ES', 'en', 'qu'],
  specialties: ['Arqueología', ' ', 'Arqueología', 'Camino Inca'],
  phone: '984 112 233',
  email: 'Rosa.Quispe@example.pe',
  licenseIssuedOn: addDays(today, -300),
  licenseExpiresOn: addDays(today, 400),
  association: 'Asociación de Guías Oficiales de Turismo del Cusco',
};

describe('guides service', () => {
  let store: Store;
  let as: (role: Role) => Promise<Context>;
  let admin: Context;
  beforeEach(async () => {
    store = await testStore({ ...buildSeed(), guides: [] });
    as = (role) => testContext({ store, user: sessionOf(role) });
    admin = await as('ADMINISTRADOR');
  });

  it('stores a guide normalised, with every optional field present', async () => {
    const guide = await guides.create(admin, { ...VALID, email: undefined });
    expect(guide).toMatchObject({
      licenseNumber: 'GOT-2025-0931',
      languages: ['es', 'en', 'qu'],
      specialties: ['Arqueología', 'Camino Inca'],
      email: null,
      photo: null,
      status: 'VIGENTE',
    });
    expect(await store.guides.get(guide.id)).toMatchObject({
      email: null,
      association: VALID.association,
    });
  });

  it('refuses a bad DNI, a carné de extranjería of the wrong form and an expiry before issue', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ documentNumber: '4587123' }, 'documentNumber'],
      [{ documentType: 'CE', documentNumber: 'AB12' }, 'documentNumber'],
      [{ licenseExpiresOn: addDays(VALID.licenseIssuedOn, -1) }, 'licenseExpiresOn'],
      [{ licenseIssuedOn: '2026-02-30' }, 'licenseIssuedOn'],
      [{ languages: [] }, 'languages'],
      [{ status: 'VENCIDO' }, 'status'],
      [{ email: 'not-an-email' }, 'email'],
      [{ photo: 'javascript:alert(1)' }, 'photo'],
    ];
    for (const [change, field] of cases) {
      const error = await rejection(guides.create(admin, { ...VALID, ...change }));
      expect(error, field).toBeInstanceOf(BadRequestError);
      expect(Object.keys((error as BadRequestError).fields ?? {}), field).toContain(field);
    }
    expect(await store.guides.count()).toBe(0);
    expect(await store.auditTrail.count()).toBe(0);
  });

  it('accepts a carné de extranjería', async () => {
    const guide = await guides.create(admin, {
      ...VALID,
      documentType: 'CE',
      documentNumber: 'ce 00123456a',
    });
    expect(guide.documentNumber).toBe('CE00123456A');
  });

  it('answers a clash of carné or document with CONFLICT on the field, ignoring case', async () => {
    await guides.create(admin, VALID);
    const error = await rejection(
      guides.create(admin, {
        ...VALID,
        documentNumber: '11111111',
        licenseNumber: 'GOT-2025-0931',
      }),
    );
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).fields).toEqual({ licenseNumber: 'Already in use' });
    expect(await store.guides.count()).toBe(1);
  });

  it('derives VENCIDO from the expiry date, which wins over SUSPENDIDO', async () => {
    const lastDay = await guides.create(admin, { ...VALID, licenseExpiresOn: today });
    expect(lastDay.status).toBe('VIGENTE');
    const expired = await guides.create(admin, {
      ...VALID,
      documentNumber: '22222222',
      licenseNumber: 'GOT-2025-0002',
      licenseExpiresOn: addDays(today, -1),
      status: 'SUSPENDIDO',
    });
    expect(expired.status).toBe('VENCIDO');
    expect((await store.guides.get(expired.id))?.status).toBe('SUSPENDIDO');
    const page = await guides.list(admin, { status: ['VENCIDO'] });
    expect(page.items.map((guide) => guide.id)).toEqual([expired.id]);
  });

  it('lists with accent- and case-insensitive search, filters, sort and pages', async () => {
    const names = ['Ñahui', 'Álvarez', 'Zúñiga', 'Huamán', 'Condori'];
    for (const [index, lastNames] of names.entries()) {
      await guides.create(admin, {
        ...VALID,
        lastNames,
        documentNumber: `4000000${index}`,
        licenseNumber: `GOT-2025-${String(index).padStart(4, '0')}`,
        languages: index % 2 === 0 ? ['es', 'fr'] : ['es'],
      });
    }
    const found = await guides.list(admin, { search: 'HUAMAN' });
    expect(found.items.map((guide) => guide.lastNames)).toEqual(['Huamán']);
    expect((await guides.list(admin, { search: 'rosa elena zuniga' })).items).toHaveLength(1);
    expect((await guides.list(admin, { search: 'got-2025-0003' })).items[0]?.lastNames).toBe(
      'Huamán',
    );

    const sorted = await guides.list(admin, { sortBy: 'NAME', order: 'DESC', size: 2, page: 2 });
    expect(sorted.items.map((guide) => guide.lastNames)).toEqual(['Huamán', 'Condori']);
    expect(sorted.pageInfo).toEqual({ page: 2, size: 2, total: 5, lastPage: 3 });

    const french = await guides.list(admin, { language: ['fr'], sortBy: 'NAME' });
    expect(french.items.map((guide) => guide.lastNames)).toEqual(['Condori', 'Ñahui', 'Zúñiga']);

    const beyond = await guides.list(admin, { page: 9 });
    expect(beyond.items).toEqual([]);
    expect(beyond.pageInfo.total).toBe(5);
  });

  it('refuses list input it does not understand', async () => {
    for (const input of [
      { size: 101 },
      { page: 0 },
      { sortBy: 'PASSWORD' },
      { status: ['ACTIVO'] },
    ]) {
      expect(await rejection(guides.list(admin, input))).toBeInstanceOf(BadRequestError);
    }
  });

  it('updates only the given fields, clears with null and audits before and after', async () => {
    const guide = await guides.create(admin, VALID);
    const updated = await guides.update(admin, guide.id, { phone: null, status: 'SUSPENDIDO' });
    expect(updated).toMatchObject({
      phone: null,
      status: 'SUSPENDIDO',
      email: 'rosa.quispe@example.pe',
    });
    const unchanged = await guides.update(admin, guide.id, { firstNames: 'Rosa Elena' });
    expect(unchanged.updatedAt).toBe(updated.updatedAt);

    const history = await recordHistory(admin, 'guides', guide.id);
    expect(history.map((entry) => entry.action)).toEqual(['UPDATE', 'CREATE']);
    expect(history[0]?.changes).toEqual([
      { field: 'phone', before: '984 112 233', after: null },
      { field: 'status', before: 'VIGENTE', after: 'SUSPENDIDO' },
    ]);
    expect(history[0]?.actor.name).toBeTruthy();
    expect(history[1]?.changes.find((change) => change.field === 'licenseNumber')).toEqual({
      field: 'licenseNumber',
      before: null,
      after: 'GOT-2025-0931',
    });
  });

  it('refuses an update that breaks a rule and changes nothing', async () => {
    const guide = await guides.create(admin, VALID);
    const error = await rejection(guides.update(admin, guide.id, { documentType: 'CE' }));
    expect(error).toBeInstanceOf(BadRequestError);
    expect(await rejection(guides.update(admin, guide.id, { firstNames: null }))).toBeInstanceOf(
      BadRequestError,
    );
    expect(await store.guides.get(guide.id)).toMatchObject({ documentType: 'DNI' });
    expect(await store.auditTrail.count()).toBe(1);
  });

  it('deletes, keeps the history, and answers NOT_FOUND afterwards', async () => {
    const guide = await guides.create(admin, VALID);
    expect((await guides.remove(admin, guide.id)).id).toBe(guide.id);
    expect(await rejection(guides.get(admin, guide.id))).toBeInstanceOf(NotFoundError);
    expect(await rejection(guides.remove(admin, guide.id))).toBeInstanceOf(NotFoundError);
    const history = await recordHistory(admin, 'guides', guide.id);
    expect(history.map((entry) => [entry.action, entry.recordLabel])).toEqual([
      ['DELETE', 'Rosa Elena Quispe Huamán'],
      ['CREATE', 'Rosa Elena Quispe Huamán'],
    ]);
  });

  it('writes one audit log line per change, naming the fields but never their values', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => lines.push(line) });
    const ctx = await testContext({ store, user: sessionOf('DIRCETUR'), logger });
    const guide = await guides.create(ctx, VALID);
    await guides.update(ctx, guide.id, { phone: '984 000 111' });
    await guides.remove(ctx, guide.id);
    const entries = lines.map((line) => JSON.parse(line).audit);
    expect(entries.map((entry) => [entry.event, entry.details.action])).toEqual([
      ['registry.changed', 'CREATE'],
      ['registry.changed', 'UPDATE'],
      ['registry.changed', 'DELETE'],
    ]);
    expect(entries[1]).toMatchObject({
      outcome: 'success',
      actor: { role: 'DIRCETUR' },
      target: { area: 'guides', id: guide.id },
      details: { fields: ['phone'] },
      ip: '203.0.113.7',
      requestId: 'test',
    });
    expect(lines.join('\n')).not.toContain('984 000 111');
  });

  it('lets the police read but not write nor read the history, which DIRCETUR reads', async () => {
    const guide = await guides.create(admin, VALID);
    const police = await as('POLICIA');
    expect((await guides.get(police, guide.id)).id).toBe(guide.id);
    expect(await rejection(guides.update(police, guide.id, { phone: null }))).toBeInstanceOf(
      ForbiddenError,
    );
    expect(await rejection(recordHistory(police, 'guides', guide.id))).toBeInstanceOf(
      ForbiddenError,
    );
    const [created] = await recordHistory(await as('DIRCETUR'), 'guides', guide.id);
    expect(created?.action).toBe('CREATE');
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { jurisdictions, officerCount } from '../../../../server/areas/jurisdictions/service';
import { police } from '../../../../server/areas/police/service';
import type { Context } from '../../../../server/context';
import { buildSeed } from '../../../../server/data';
import { type BadRequestError, ConflictError, ForbiddenError } from '../../../../server/errors';
import type { Store } from '../../../../server/store/types';
import { sessionOf } from '../../../support/auth';
import { testContext } from '../../../support/context';
import { rejection } from '../../../support/refusals';
import { testStore } from '../../../support/test-store';

const JURISDICTION = {
  name: 'Centro Histórico',
  province: 'Cusco',
  districts: ['Cusco', 'Wanchaq'],
  headquarters: {
    name: 'Comisaría de Turismo Cusco',
    address: 'Calle Saphi 511',
    phone: '084 235123',
    latitude: -13.5158,
    longitude: -71.9815,
  },
  touristZones: ['Plaza de Armas', 'Qorikancha'],
};

const OFFICER = {
  rank: 'SUBOFICIAL_PRIMERA',
  firstNames: 'Juan Carlos',
  lastNames: 'Mamani Ccori',
  cip: '31234567',
  dni: '41234567',
  unit: 'DEPTUR Cusco',
  languages: ['es', 'en'],
};

describe('police and jurisdictions', () => {
  let store: Store;
  let admin: Context;
  beforeEach(async () => {
    store = await testStore({ ...buildSeed(), police: [], jurisdictions: [], auditTrail: [] });
    admin = await testContext({ store, user: sessionOf('POLICIA') });
  });

  it('checks districts against the province and references against the registry', async () => {
    const wrongDistrict = await rejection(
      jurisdictions.create(admin, { ...JURISDICTION, districts: ['Pisac'] }),
    );
    expect((wrongDistrict as BadRequestError).fields).toEqual({
      districts: 'Not a district of this province',
    });
    const noOfficer = await rejection(
      jurisdictions.create(admin, { ...JURISDICTION, responsibleOfficerId: 'nobody' }),
    );
    expect((noOfficer as BadRequestError).fields).toEqual({
      responsibleOfficerId: 'No such officer',
    });
    const noJurisdiction = await rejection(
      police.create(admin, { ...OFFICER, jurisdictionId: 'nowhere' }),
    );
    expect((noJurisdiction as BadRequestError).fields).toEqual({
      jurisdictionId: 'No such jurisdiction',
    });
    const badCip = await rejection(police.create(admin, { ...OFFICER, cip: '12-A' }));
    expect((badCip as BadRequestError).fields).toEqual({ cip: 'Not a valid CIP (6 to 9 digits)' });
    expect(await store.auditTrail.count()).toBe(0);
  });

  it('refuses to delete a jurisdiction with officers or the officer responsible for one, saying why', async () => {
    const jurisdiction = await jurisdictions.create(admin, JURISDICTION);
    const officer = await police.create(admin, { ...OFFICER, jurisdictionId: jurisdiction.id });
    await jurisdictions.update(admin, jurisdiction.id, { responsibleOfficerId: officer.id });
    expect(await officerCount(admin, jurisdiction.id)).toBe(1);

    const busy = await rejection(jurisdictions.remove(admin, jurisdiction.id));
    expect(busy).toBeInstanceOf(ConflictError);
    expect((busy as ConflictError).message).toBe(
      'One officer is assigned to this jurisdiction; assign them elsewhere first',
    );
    const responsible = await rejection(police.remove(admin, officer.id));
    expect((responsible as ConflictError).message).toBe(
      'This officer is responsible for the jurisdiction Centro Histórico; name another responsible officer first',
    );

    await jurisdictions.update(admin, jurisdiction.id, { responsibleOfficerId: null });
    await police.update(admin, officer.id, { jurisdictionId: null });
    await police.remove(admin, officer.id);
    await jurisdictions.remove(admin, jurisdiction.id);
    expect(await store.jurisdictions.count()).toBe(0);
  });

  it('answers a clash of name ignoring case and accents, and of CIP or DNI', async () => {
    await jurisdictions.create(admin, JURISDICTION);
    const clash = await rejection(
      jurisdictions.create(admin, { ...JURISDICTION, name: 'CENTRO HISTORICO' }),
    );
    expect((clash as ConflictError).fields).toEqual({ name: 'Already in use' });
    await police.create(admin, OFFICER);
    const both = await rejection(police.create(admin, OFFICER));
    expect((both as ConflictError).fields).toEqual({
      cip: 'Already in use',
      dni: 'Already in use',
    });
  });

  it('sorts officers by rank order and by the name of their jurisdiction', async () => {
    const centro = await jurisdictions.create(admin, JURISDICTION);
    const valle = await jurisdictions.create(admin, {
      ...JURISDICTION,
      name: 'Anta',
      province: 'Anta',
      districts: ['Anta'],
    });
    await police.create(admin, { ...OFFICER, rank: 'CORONEL', jurisdictionId: centro.id });
    await police.create(admin, {
      ...OFFICER,
      rank: 'ALFEREZ',
      cip: '31234568',
      dni: '41234568',
      jurisdictionId: valle.id,
    });
    await police.create(admin, {
      ...OFFICER,
      rank: 'SUBOFICIAL_TERCERA',
      cip: '31234569',
      dni: '41234569',
    });
    const byRank = await police.list(admin, { sortBy: 'RANK', order: 'DESC' });
    expect(byRank.items.map((officer) => officer.rank)).toEqual([
      'CORONEL',
      'ALFEREZ',
      'SUBOFICIAL_TERCERA',
    ]);
    const byJurisdiction = await police.list(admin, { sortBy: 'JURISDICTION' });
    expect(byJurisdiction.items.map((officer) => officer.jurisdictionId)).toEqual([
      valle.id,
      centro.id,
      null,
    ]);
  });

  it('keeps tourism staff out of the police registries', async () => {
    const dircetur = await testContext({ store, user: sessionOf('DIRCETUR') });
    expect(await rejection(police.list(dircetur, {}))).toBeInstanceOf(ForbiddenError);
    expect(await rejection(jurisdictions.create(dircetur, JURISDICTION))).toBeInstanceOf(
      ForbiddenError,
    );
  });
});

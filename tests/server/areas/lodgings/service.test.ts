import { beforeEach, describe, expect, it } from 'vitest';
import { lodgings } from '../../../../server/areas/lodgings/service';
import type { Context } from '../../../../server/context';
import { buildSeed } from '../../../../server/data';
import { COORDINATE_ERRORS } from '../../../../shared/cusco';
import { rucCheckDigit } from '../../../../shared/documents';
import { sessionOf } from '../../../support/auth';
import { testContext } from '../../../support/context';
import { refusal } from '../../../support/refusals';
import { testStore } from '../../../support/test-store';

const LODGING = {
  tradeName: 'Hostal Qori Inti',
  businessName: 'Qori Inti E.I.R.L.',
  ruc: `2045612378${rucCheckDigit('2045612378')}`,
  lodgingClass: 'HOSTAL',
  category: 'TRES_ESTRELLAS',
  address: 'Calle Tandapata 120, San Blas',
  district: 'Cusco',
  province: 'Cusco',
  rooms: 12,
  beds: 20,
  latitude: -13.5157,
  longitude: -71.9752,
};

describe('lodgings', () => {
  let ctx: Context;
  beforeEach(async () => {
    const store = await testStore({ ...buildSeed(), lodgings: [] });
    ctx = await testContext({ store, user: sessionOf('DIRCETUR') });
  });

  it('stores a lodging with defaults and both coordinates or neither', async () => {
    const bare = await lodgings.create(ctx, {
      ...LODGING,
      category: undefined,
      latitude: undefined,
      longitude: undefined,
    });
    expect(bare).toMatchObject({
      category: 'SIN_CATEGORIA',
      status: 'ACTIVO',
      latitude: null,
      longitude: null,
    });
    expect(await refusal(lodgings.update(ctx, bare.id, { latitude: -13.5 }))).toEqual({
      longitude: 'Give both coordinates or neither',
    });
  });

  it('refuses fewer beds than rooms, coordinates out of range and unknown classes', async () => {
    expect(await refusal(lodgings.create(ctx, { ...LODGING, beds: 11 }))).toEqual({
      beds: 'At least one bed per room',
    });
    expect(await refusal(lodgings.create(ctx, { ...LODGING, latitude: -91 }))).toEqual({
      latitude: COORDINATE_ERRORS.latitude,
    });
    // Without its minus sign the place would be in Asia.
    expect(await refusal(lodgings.create(ctx, { ...LODGING, longitude: 71.9752 }))).toEqual({
      longitude: COORDINATE_ERRORS.longitude,
    });
    expect(
      Object.keys(
        await refusal(lodgings.create(ctx, { ...LODGING, lodgingClass: 'CASTILLO', rooms: 0 })),
      ),
    ).toEqual(['lodgingClass', 'rooms']);
  });

  it('sorts categories by stars, not by name, and filters by class and category', async () => {
    const five = await lodgings.create(ctx, {
      ...LODGING,
      tradeName: 'A',
      category: 'CINCO_ESTRELLAS',
      lodgingClass: 'HOTEL',
    });
    await lodgings.create(ctx, {
      ...LODGING,
      tradeName: 'B',
      ruc: `2098765432${rucCheckDigit('2098765432')}`,
      category: 'UNA_ESTRELLA',
    });
    const sorted = await lodgings.list(ctx, { sortBy: 'CATEGORY', order: 'DESC' });
    expect(sorted.items.map((lodging) => lodging.category)).toEqual([
      'CINCO_ESTRELLAS',
      'UNA_ESTRELLA',
    ]);
    const hotels = await lodgings.list(ctx, {
      lodgingClass: ['HOTEL'],
      category: ['CINCO_ESTRELLAS', 'TRES_ESTRELLAS'],
    });
    expect(hotels.items.map((lodging) => lodging.id)).toEqual([five.id]);
  });

  it('holds several lodgings of one company, each with its own certificate', async () => {
    const first = await lodgings.create(ctx, { ...LODGING, certificateNumber: 'cus-eh 2024-0001' });
    expect(first.certificateNumber).toBe('CUS-EH2024-0001');
    const second = await lodgings.create(ctx, {
      ...LODGING,
      tradeName: 'Hostal Qori Inti II',
      certificateNumber: 'CUS-EH-2024-0002',
    });
    expect(second.ruc).toBe(first.ruc);
    // Registered before certificates were asked for: none, and no clash with another such.
    const without = await lodgings.create(ctx, { ...LODGING, tradeName: 'Hostal Qori Inti III' });
    expect(without.certificateNumber).toBeNull();
    await lodgings.create(ctx, { ...LODGING, tradeName: 'Hostal Qori Inti IV' });
    await expect(
      lodgings.create(ctx, { ...LODGING, certificateNumber: 'CUS-EH-2024-0002' }),
    ).rejects.toMatchObject({ fields: { certificateNumber: 'Already in use' } });
    expect((await lodgings.list(ctx, { search: '2024-0002' })).items.map((one) => one.id)).toEqual([
      second.id,
    ]);
  });

  it('asks for rooms and beds together on a lodging imported without them', async () => {
    const imported = await lodgings.create(ctx, LODGING);
    await ctx.store.lodgings.update(imported.id, { rooms: null, beds: null });
    expect(await refusal(lodgings.update(ctx, imported.id, { rooms: 8 }))).toEqual({
      beds: 'Give both rooms and beds',
    });
    expect(await lodgings.update(ctx, imported.id, { rooms: 8, beds: 16 })).toMatchObject({
      rooms: 8,
      beds: 16,
    });
  });
});

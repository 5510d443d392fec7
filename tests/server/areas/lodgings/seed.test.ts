import { describe, expect, it } from 'vitest';
import { seedLodgings } from '../../../../server/areas/lodgings/seed';
import { isDistrictOf } from '../../../../shared/cusco';
import { isValidRuc } from '../../../../shared/documents';

const NOW = new Date('2026-05-10T15:00:00Z');

// The Cusco region lies between these parallels and meridians.
const inCuscoRegion = (latitude: number, longitude: number) =>
  latitude > -15.5 && latitude < -11.2 && longitude > -74 && longitude < -70.3;

describe('seedLodgings', () => {
  const lodgings = seedLodgings(NOW);

  it('seeds at least 64 lodgings with unique ids, RUCs, certificates and trade names', () => {
    expect(lodgings.length).toBeGreaterThanOrEqual(64);
    for (const key of ['id', 'ruc', 'tradeName', 'certificateNumber'] as const) {
      expect(new Set(lodgings.map((lodging) => lodging[key])).size).toBe(lodgings.length);
    }
  });

  it('gives every lodging a valid RUC and a district of its province', () => {
    for (const lodging of lodgings) {
      expect(isValidRuc(lodging.ruc), lodging.ruc).toBe(true);
      expect(isDistrictOf(lodging.province, lodging.district), lodging.district).toBe(true);
    }
  });

  it('has coordinates in the region for most, both or neither for each', () => {
    for (const lodging of lodgings) {
      expect(lodging.latitude === null).toBe(lodging.longitude === null);
      if (lodging.latitude !== null && lodging.longitude !== null) {
        expect(inCuscoRegion(lodging.latitude, lodging.longitude)).toBe(true);
      }
    }
    const placed = lodgings.filter((lodging) => lodging.latitude !== null).length;
    expect(placed / lodgings.length).toBeGreaterThan(0.7);
  });

  it('places Aguas Calientes lodgings near the town', () => {
    const machupicchu = lodgings.filter(
      (lodging) => lodging.district === 'Machupicchu' && lodging.latitude !== null,
    );
    expect(machupicchu.length).toBeGreaterThan(0);
    for (const lodging of machupicchu) {
      expect(Math.abs((lodging.latitude as number) + 13.1547)).toBeLessThan(0.01);
      expect(Math.abs((lodging.longitude as number) + 72.5254)).toBeLessThan(0.01);
    }
  });

  it('has sensible classes, categories, rooms and beds', () => {
    expect(new Set(lodgings.map((lodging) => lodging.lodgingClass)).size).toBe(6);
    for (const lodging of lodgings) {
      expect(lodging.rooms).toBeGreaterThan(0);
      expect(Number.isInteger(lodging.beds)).toBe(true);
      expect(lodging.beds).toBeGreaterThanOrEqual(lodging.rooms as number);
      if (lodging.lodgingClass === 'ALBERGUE') expect(lodging.category).toBe('SIN_CATEGORIA');
    }
    const statuses = new Set(lodgings.map((lodging) => lodging.status));
    expect([...statuses].sort()).toEqual(['ACTIVO', 'CERRADO', 'SUSPENDIDO']);
  });

  it('is the same on every build', () => {
    expect(seedLodgings(NOW)).toEqual(lodgings);
  });
});

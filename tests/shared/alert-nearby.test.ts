import { describe, expect, it } from 'vitest';
import { alertIsNearby, approximateProvince, splitByPlace } from '../../shared/alert-nearby';
import type { AlertArea } from '../../shared/alerts';
import { PROVINCE_CAPITALS, PROVINCES } from '../../shared/cusco';

const PLAZA_DE_ARMAS = { latitude: -13.5164, longitude: -71.9786 };
const AGUAS_CALIENTES = { latitude: -13.1545, longitude: -72.5249 };
const MACHU_PICCHU = { latitude: -13.1631, longitude: -72.545 };
const OLLANTAYTAMBO = { latitude: -13.2583, longitude: -72.2633 };
const SICUANI = { latitude: -14.2694, longitude: -71.2261 };
const VINICUNCA = { latitude: -13.8696, longitude: -71.303 };
const PUNO = { latitude: -15.8402, longitude: -70.0219 };

describe('the province of a position', () => {
  it('is each capital’s own province at the capital', () => {
    for (const province of PROVINCES) {
      expect(approximateProvince(PROVINCE_CAPITALS[province])).toBe(province);
    }
  });

  it('puts the places tourists go in their province, not the nearest capital’s', () => {
    expect(approximateProvince(PLAZA_DE_ARMAS)).toBe('Cusco');
    expect(approximateProvince(AGUAS_CALIENTES)).toBe('Urubamba');
    expect(approximateProvince(MACHU_PICCHU)).toBe('Urubamba');
    expect(approximateProvince(OLLANTAYTAMBO)).toBe('Urubamba');
    expect(approximateProvince(VINICUNCA)).toBe('Canchis');
  });

  it('is none outside the region', () => {
    expect(approximateProvince(PUNO)).toBeNull();
    expect(approximateProvince({ latitude: 13.5, longitude: 71.9 })).toBeNull();
  });
});

describe('whether an alert concerns a position', () => {
  it('always, for the whole region', () => {
    expect(alertIsNearby({ kind: 'REGION' }, PLAZA_DE_ARMAS)).toBe(true);
    expect(alertIsNearby({ kind: 'REGION' }, PUNO)).toBe(true);
  });

  it('by distance, for a circle', () => {
    const around = (radiusKm: number): AlertArea => ({
      kind: 'CIRCLE',
      circle: { ...AGUAS_CALIENTES, radiusKm },
    });
    // The citadel is about 2.3 km from the town.
    expect(alertIsNearby(around(3), MACHU_PICCHU)).toBe(true);
    expect(alertIsNearby(around(1), MACHU_PICCHU)).toBe(false);
    expect(alertIsNearby(around(50), PLAZA_DE_ARMAS)).toBe(false);
  });

  it('by the province, for provinces, spelt as staff may type them', () => {
    const urubamba: AlertArea = { kind: 'PROVINCES', provinces: ['Anta', 'Urubamba'] };
    expect(alertIsNearby(urubamba, MACHU_PICCHU)).toBe(true);
    expect(alertIsNearby(urubamba, PLAZA_DE_ARMAS)).toBe(false);
    expect(alertIsNearby({ kind: 'PROVINCES', provinces: ['la convencion'] }, MACHU_PICCHU)).toBe(
      false,
    );
    expect(alertIsNearby({ kind: 'PROVINCES', provinces: ['Canchis'] }, SICUANI)).toBe(true);
    expect(alertIsNearby({ kind: 'PROVINCES', provinces: ['Canchis'] }, PUNO)).toBe(false);
  });

  it('by the province of its districts, for districts', () => {
    const area: AlertArea = {
      kind: 'DISTRICTS',
      districts: [{ province: 'Urubamba', district: 'Machupicchu' }],
    };
    // A district's border is finer than the page knows: the whole province counts.
    expect(alertIsNearby(area, OLLANTAYTAMBO)).toBe(true);
    expect(alertIsNearby(area, SICUANI)).toBe(false);
  });
});

describe('alerts here and elsewhere', () => {
  const alerts = [
    { id: 'region', area: { kind: 'REGION' } as AlertArea },
    { id: 'canchis', area: { kind: 'PROVINCES', provinces: ['Canchis'] } as AlertArea },
    { id: 'cusco', area: { kind: 'PROVINCES', provinces: ['Cusco'] } as AlertArea },
  ];

  it('keeps every alert here without a position', () => {
    expect(splitByPlace(alerts, null)).toEqual({ here: alerts, elsewhere: [] });
  });

  it('folds the others away, keeping the order', () => {
    const { here, elsewhere } = splitByPlace(alerts, PLAZA_DE_ARMAS);
    expect(here.map((alert) => alert.id)).toEqual(['region', 'cusco']);
    expect(elsewhere.map((alert) => alert.id)).toEqual(['canchis']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  distanceMetres,
  formatDistance,
  nearestOffices,
  officesForDistrict,
} from '../../../../client/src/public/police/nearest';
import { seededOffices } from '../fixtures';

const offices = seededOffices();
const PLAZA_DE_ARMAS = { latitude: -13.51664, longitude: -71.97872 };
const OLLANTAYTAMBO = { latitude: -13.2585, longitude: -72.2639 };

const names = (ranked: { office: { jurisdiction: string } }[]) =>
  ranked.map(({ office }) => office.jurisdiction);

describe('distanceMetres', () => {
  it('measures great-circle distances in metres', () => {
    // A degree of longitude on the equator: 2πR / 360.
    expect(
      distanceMetres({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 }),
    ).toBeCloseTo(111_195, 0);
    expect(distanceMetres(PLAZA_DE_ARMAS, PLAZA_DE_ARMAS)).toBe(0);
    const saphi = { latitude: -13.51502, longitude: -71.98127 };
    const metres = distanceMetres(PLAZA_DE_ARMAS, saphi);
    expect(metres).toBeGreaterThan(300);
    expect(metres).toBeLessThan(340);
    expect(distanceMetres(saphi, PLAZA_DE_ARMAS)).toBeCloseTo(metres, 6);
  });
});

describe('nearestOffices', () => {
  it('orders offices by distance from the position and keeps the limit', () => {
    const ranked = nearestOffices(PLAZA_DE_ARMAS, offices, 3);
    expect(names(ranked)).toEqual([
      'Cusco Centro Histórico',
      'San Blas y Sacsayhuamán',
      'Santiago',
    ]);
    const distances = ranked.map(({ distance }) => distance);
    expect(distances).toEqual([...distances].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(ranked[0]?.distance).toBeLessThan(400);
  });

  it('finds the office of a town in the valley', () => {
    expect(names(nearestOffices(OLLANTAYTAMBO, offices, 2))).toEqual(['Ollantaytambo', 'Urubamba']);
  });

  it('answers every office when the limit is larger, and none for a limit of 0', () => {
    expect(nearestOffices(PLAZA_DE_ARMAS, offices, 99)).toHaveLength(offices.length);
    expect(nearestOffices(PLAZA_DE_ARMAS, offices, 0)).toEqual([]);
    expect(nearestOffices(PLAZA_DE_ARMAS, [], 3)).toEqual([]);
  });
});

describe('nearestOffices at a given time', () => {
  const NEAR_PLAZA = { latitude: -13.516, longitude: -71.977 };
  const NIGHT = new Date('2026-03-10T23:40:00-05:00');

  it('puts a closed office after the open ones up to a kilometre further', () => {
    // The San Blas post (08:00–20:00) is 206 m away; the 24-hour Comisaría 474 m, Santiago 1.8 km.
    expect(names(nearestOffices(NEAR_PLAZA, offices, 3))[0]).toBe('San Blas y Sacsayhuamán');
    expect(names(nearestOffices(NEAR_PLAZA, offices, 3, NIGHT))).toEqual([
      'Cusco Centro Histórico',
      'San Blas y Sacsayhuamán',
      'Santiago',
    ]);
  });

  it('puts a closed office covering the district after an open one', () => {
    // Renamed to come first by name, the post still goes after the open Comisaría at night.
    const covering = offices
      .filter((office) => office.districts.includes('Cusco'))
      .map((office) =>
        office.jurisdictionId === 'jurisdiction-san-blas'
          ? { ...office, jurisdiction: 'A San Blas' }
          : office,
      );
    const place = { province: 'Cusco', district: 'Cusco' };
    expect(names(officesForDistrict(place, covering, 2, NIGHT))).toEqual([
      'Cusco Centro Histórico',
      'A San Blas',
    ]);
  });
});

describe('officesForDistrict (position refused)', () => {
  it('puts the office covering the district first, then the province’s others by name', () => {
    const ranked = officesForDistrict({ province: 'Cusco', district: 'Saylla' }, offices, 3);
    expect(names(ranked)).toEqual([
      'San Sebastián y San Jerónimo',
      'Cusco Centro Histórico',
      'San Blas y Sacsayhuamán',
    ]);
    expect(ranked.every(({ distance }) => distance === null)).toBe(true);
  });

  it('ranks a valley district’s office first', () => {
    expect(
      names(officesForDistrict({ province: 'Urubamba', district: 'Machupicchu' }, offices, 3)),
    ).toEqual(['Machupicchu Pueblo', 'Ollantaytambo', 'Urubamba']);
    expect(names(officesForDistrict({ province: 'Calca', district: 'Pisac' }, offices))).toEqual([
      'Valle Sagrado – Pisac',
    ]);
  });

  it('answers nothing for a province without an office', () => {
    expect(
      officesForDistrict({ province: 'Paucartambo', district: 'Paucartambo' }, offices),
    ).toEqual([]);
  });
});

describe('formatDistance', () => {
  it('writes metres under a kilometre and kilometres beyond, in the page’s language', () => {
    expect(formatDistance(847, 'es')).toBe('850 m');
    expect(formatDistance(3, 'en')).toBe('10 m');
    expect(formatDistance(2345, 'es')).toBe('2,3 km');
    expect(formatDistance(2345, 'en')).toBe('2.3 km');
    expect(formatDistance(41_200, 'tr')).toBe('41 km');
  });
});

import { describe, expect, it } from 'vitest';
import {
  DISTRICTS_BY_PROVINCE,
  districtsOf,
  isDistrictOf,
  isProvince,
  matchDistrict,
  matchProvince,
  PROVINCES,
} from '../../shared/cusco';

// INEI ubigeo 08xxyy: districts per province, 116 in all.
const COUNTS: Record<string, number> = {
  Acomayo: 7,
  Anta: 9,
  Calca: 8,
  Canas: 8,
  Canchis: 8,
  Chumbivilcas: 8,
  Cusco: 8,
  Espinar: 8,
  'La Convención': 18,
  Paruro: 9,
  Paucartambo: 6,
  Quispicanchi: 12,
  Urubamba: 7,
};

describe('the provinces of Cusco', () => {
  it('are the 13 provinces, in Spanish alphabetical order', () => {
    expect(PROVINCES).toEqual(Object.keys(COUNTS));
  });

  it.each(Object.entries(COUNTS))('%s has %i districts', (province, count) => {
    expect(districtsOf(province)).toHaveLength(count);
  });

  it('list 116 districts, each in exactly one province', () => {
    const all = Object.values(DISTRICTS_BY_PROVINCE).flat();
    expect(all).toHaveLength(116);
    // District names repeat across Peru, not within the region.
    expect(new Set(all).size).toBe(all.length);
    for (const district of all) {
      expect(PROVINCES.filter((province) => isDistrictOf(province, district))).toHaveLength(1);
    }
  });

  it('list each province capital first, and it belongs to its province', () => {
    expect(districtsOf('La Convención')[0]).toBe('Santa Ana');
    expect(districtsOf('Canchis')[0]).toBe('Sicuani');
    expect(districtsOf('Chumbivilcas')[0]).toBe('Santo Tomás');
  });

  it('include the La Convención districts created since 2015', () => {
    for (const district of [
      'Inkawasi',
      'Villa Virgen',
      'Villa Kintiarina',
      'Megantoni',
      'Kumpirushiato',
      'Cielo Punco',
      'Manitea',
      'Unión Asháninka',
    ]) {
      expect(isDistrictOf('La Convención', district)).toBe(true);
    }
  });
});

describe('isProvince and isDistrictOf', () => {
  it('accept exact spellings only', () => {
    expect(isProvince('La Convención')).toBe(true);
    expect(isProvince('La Convencion')).toBe(false);
    expect(isProvince('Lima')).toBe(false);
    expect(isProvince('toString')).toBe(false);
    expect(isDistrictOf('Urubamba', 'Machupicchu')).toBe(true);
    expect(isDistrictOf('Cusco', 'Machupicchu')).toBe(false);
    expect(isDistrictOf('Lima', 'Miraflores')).toBe(false);
    expect(districtsOf('Lima')).toEqual([]);
  });
});

describe('matchProvince and matchDistrict', () => {
  it('find the listed spelling ignoring case and accents', () => {
    expect(matchProvince(' la convencion ')).toBe('La Convención');
    expect(matchProvince('Arequipa')).toBeNull();
    expect(matchDistrict('Cusco', 'SAN JERONIMO')).toBe('San Jerónimo');
    expect(matchDistrict('Calca', 'San Jerónimo')).toBeNull();
  });
});

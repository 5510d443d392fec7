import { describe, expect, it } from 'vitest';
import {
  COORDINATE_ERRORS,
  coordinateError,
  DISTRICTS_BY_PROVINCE,
  districtsOf,
  isDistrictOf,
  isProvince,
  matchDistrict,
  matchProvince,
  PROVINCE_CAPITALS,
  PROVINCES,
  parseCoordinate,
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

describe('coordinates of the region', () => {
  it('take a decimal comma or a point, and nothing that is not a number', () => {
    expect(parseCoordinate('-13,52')).toBe(-13.52);
    expect(parseCoordinate(' -13.5170 ')).toBe(-13.517);
    expect(parseCoordinate('−71,9785')).toBe(-71.9785);
    expect(parseCoordinate('-72')).toBe(-72);
    for (const text of ['', '-', '13,5,2', '13.5.2', '-13,52 S', '1e3', '13°']) {
      expect(parseCoordinate(text), text).toBeNull();
    }
  });

  it('hold every province capital', () => {
    for (const { capital, latitude, longitude } of Object.values(PROVINCE_CAPITALS)) {
      expect(coordinateError('latitude', latitude), capital).toBeNull();
      expect(coordinateError('longitude', longitude), capital).toBeNull();
    }
  });

  it('refuse a coordinate that lost its minus sign or lies outside the region', () => {
    expect(coordinateError('longitude', 71.9785)).toBe(COORDINATE_ERRORS.longitude);
    expect(coordinateError('latitude', 13.52)).toBe(COORDINATE_ERRORS.latitude);
    // Lima and Puno: in Peru, not in the region.
    expect(coordinateError('longitude', -77.0428)).toBe(COORDINATE_ERRORS.longitude);
    expect(coordinateError('latitude', -15.8402)).toBe(COORDINATE_ERRORS.latitude);
    expect(coordinateError('latitude', -1352)).toBe(COORDINATE_ERRORS.latitude);
    expect(coordinateError('latitude', Number.NaN)).toBe(COORDINATE_ERRORS.latitude);
  });
});

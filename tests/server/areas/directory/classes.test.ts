import { describe, expect, it } from 'vitest';
import {
  agencyClassificationOf,
  lodgingCategoryOf,
  lodgingClassOf,
} from '../../../../server/areas/directory/classes';

describe('the directory’s classes and categories', () => {
  it.each([
    ['HOTEL', 'HOTEL'],
    ['Apart-Hotel', 'APART_HOTEL'],
    ['APART HOTEL', 'APART_HOTEL'],
    ['Hostal', 'HOSTAL'],
    ['ALBERGUE', 'ALBERGUE'],
    ['Ecolodge', 'ECOLODGE'],
    ['Casa de huéspedes', null],
    [null, null],
  ] as const)('reads the class %s as %s', (text, value) => {
    expect(lodgingClassOf(text)).toBe(value);
  });

  it.each([
    ['3 Estrellas', 'TRES_ESTRELLAS'],
    ['1 ESTRELLA', 'UNA_ESTRELLA'],
    ['***', 'TRES_ESTRELLAS'],
    ['Cinco estrellas', 'CINCO_ESTRELLAS'],
    ['Sin categoría', 'SIN_CATEGORIA'],
    ['S/C', 'SIN_CATEGORIA'],
    ['6 estrellas', null],
    ['Categorizado', null],
    [null, null],
  ] as const)('reads the category %s as %s', (text, value) => {
    expect(lodgingCategoryOf(text)).toBe(value);
  });

  it.each([
    ['Agencia de Viajes y Turismo Minorista', 'MINORISTA'],
    ['MAYORISTA', 'MAYORISTA'],
    ['Operador de Turismo', 'OPERADOR_TURISMO'],
    ['Agencia de viajes', null],
  ] as const)('reads the agency class %s as %s', (text, value) => {
    expect(agencyClassificationOf(text)).toBe(value);
  });

  it.each([
    ['Agencia de Viajes y Turismo', 'Minorista', 'MINORISTA'],
    ['Agencia de Viajes y Turismo', 'MAYORISTA', 'MAYORISTA'],
    ['AGENCIA DE VIAJES Y TURISMO', 'Operador de Turismo', 'OPERADOR_TURISMO'],
    [null, 'Minorista', 'MINORISTA'],
    ['Agencia de Viajes y Turismo', null, null],
  ] as const)('reads CLASE %s with CATEGORIA %s as %s', (clase, categoria, value) => {
    expect(agencyClassificationOf(clase, categoria)).toBe(value);
  });

  it('reads a lodging’s class and category from either column', () => {
    expect(lodgingClassOf('Establecimiento de hospedaje', 'Hotel')).toBe('HOTEL');
    expect(lodgingCategoryOf(null, 'Hotel 3 Estrellas')).toBe('TRES_ESTRELLAS');
    expect(lodgingCategoryOf('***', 'Hotel')).toBe('TRES_ESTRELLAS');
  });
});

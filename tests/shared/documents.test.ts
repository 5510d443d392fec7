import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_ERRORS,
  identityDocumentError,
  isPersonRuc,
  isValidCip,
  isValidDni,
  isValidForeignerCard,
  isValidRuc,
  normalizeDocument,
  rucCheckDigit,
} from '../../shared/documents';

// Each RUC with SUNAT's sum: digit × weight (5,4,3,2,7,6,5,4,3,2) over the first 10 digits,
// r = sum mod 11, check = 11 - r (10 → 0, 11 → 1).
const VALID_RUCS: [ruc: string, working: string][] = [
  ['20100070970', '10+0+3+0+0+0+35+0+27+14 = 89, r 1, 11-1 = 10 → 0'],
  ['20131312955', '10+0+3+6+7+18+5+8+27+10 = 94, r 6, 11-6 = 5'],
  ['20100047218', '10+0+3+0+0+0+20+28+6+2 = 69, r 3, 11-3 = 8'],
  ['20100130204', '10+0+3+0+0+6+15+0+6+0 = 40, r 7, 11-7 = 4'],
  ['20100053455', '10+0+3+0+0+0+25+12+12+10 = 72, r 6, 11-6 = 5'],
  ['20100043140', '10+0+3+0+0+0+20+12+3+8 = 56, r 1, 11-1 = 10 → 0'],
  ['20131257750', '10+0+3+6+7+12+25+28+21+10 = 122, r 1, 11-1 = 10 → 0'],
  ['20100017491', '10+0+3+0+0+0+5+28+12+18 = 76, r 10, 11-10 = 1'],
  ['20100128056', '10+0+3+0+0+6+10+32+0+10 = 71, r 5, 11-5 = 6'],
  ['20109072177', '10+0+3+0+63+0+35+8+3+14 = 136, r 4, 11-4 = 7'],
  ['20131370998', '10+0+3+6+7+18+35+0+27+18 = 124, r 3, 11-3 = 8'],
  ['20172627421', '10+0+3+14+14+36+10+28+12+4 = 131, r 10, 11-10 = 1'],
  ['20527141631', '10+0+15+4+49+6+20+4+18+6 = 132, r 0, 11-0 = 11 → 1'],
  ['10467793549', '5+0+12+12+49+42+45+12+15+8 = 200, r 2, 11-2 = 9'],
  ['10468219030', '5+0+12+12+56+12+5+36+0+6 = 144, r 1, 11-1 = 10 → 0'],
  ['15000000016', '5+20+0+0+0+0+0+0+0+2 = 27, r 5, 11-5 = 6'],
  ['17000000019', '5+28+0+0+0+0+0+0+0+2 = 35, r 2, 11-2 = 9'],
];

describe('isValidRuc', () => {
  it.each(VALID_RUCS)('accepts %s (%s)', (ruc) => {
    expect(isValidRuc(ruc)).toBe(true);
    expect(rucCheckDigit(ruc.slice(0, 10))).toBe(Number(ruc[10]));
  });

  it.each([
    ['20100070971', 'check digit 1 instead of 0'],
    ['20131312954', 'check digit 4 instead of 5'],
    ['20100017490', 'check digit 0 instead of 1 (r 10)'],
    ['20527141630', 'check digit 0 instead of 1 (r 0)'],
    ['10467793548', 'check digit 8 instead of 9'],
    ['30100070970', 'prefix 30'],
    ['11000000000', 'prefix 11'],
    ['2010007097', '10 digits'],
    ['201000709700', '12 digits'],
    ['2010007097A', 'a letter'],
    ['', 'empty'],
  ])('refuses %s (%s)', (ruc) => {
    expect(isValidRuc(ruc)).toBe(false);
  });

  it('accepts a RUC typed with spaces around and inside', () => {
    expect(isValidRuc(' 20100 070970 ')).toBe(true);
  });

  it('swapping two digits breaks the check digit', () => {
    expect(isValidRuc('20100709070')).toBe(false);
  });

  it('needs exactly 10 digits to compute a check digit', () => {
    expect(() => rucCheckDigit('201000709')).toThrow(RangeError);
  });
});

describe('isPersonRuc', () => {
  it('tells a person’s RUC (10, 15, 17) from a company’s (20)', () => {
    expect(
      ['10348089540', '15000000001', '17000000001', ' 10 348089540 '].map(isPersonRuc),
    ).toEqual([true, true, true, true]);
    expect(['20600000001', '', 'abc'].map(isPersonRuc)).toEqual([false, false, false]);
  });
});

describe('isValidDni', () => {
  it.each(['45678912', '00012345', ' 4567 8912 '])('accepts %j', (dni) => {
    expect(isValidDni(dni)).toBe(true);
  });
  it.each(['4567891', '456789123', '4567891A', 'ABCDEFGH', ''])('refuses %j', (dni) => {
    expect(isValidDni(dni)).toBe(false);
  });
});

describe('isValidForeignerCard', () => {
  it.each(['001234567', 'E12345678', 'ab1234567', '123456789012', '0012 34567'])(
    'accepts %j',
    (ce) => {
      expect(isValidForeignerCard(ce)).toBe(true);
    },
  );
  it.each(['12345678', '1234567890123', 'E1234-5678', 'Ñ12345678', ''])('refuses %j', (ce) => {
    expect(isValidForeignerCard(ce)).toBe(false);
  });
});

describe('isValidCip', () => {
  it.each(['123456', '31234567', '123456789'])('accepts %j', (cip) => {
    expect(isValidCip(cip)).toBe(true);
  });
  it.each(['12345', '1234567890', '3123456A', ''])('refuses %j', (cip) => {
    expect(isValidCip(cip)).toBe(false);
  });
});

describe('normalizeDocument', () => {
  it('trims, removes inner spaces and upper-cases', () => {
    expect(normalizeDocument('  e12 345\t678 ')).toBe('E12345678');
  });
});

describe('identityDocumentError', () => {
  it('answers the message of the document type, or null', () => {
    expect(identityDocumentError('DNI', '45678912')).toBeNull();
    expect(identityDocumentError('DNI', '001234567')).toBe(DOCUMENT_ERRORS.dni);
    expect(identityDocumentError('CE', '001234567')).toBeNull();
    expect(identityDocumentError('CE', '4567891')).toBe(DOCUMENT_ERRORS.foreignerCard);
  });

  it('keeps the messages the client maps to i18n keys', () => {
    expect(DOCUMENT_ERRORS.dni).toBe('Not a valid DNI (8 digits)');
    expect(DOCUMENT_ERRORS.ruc).toBe('Not a valid RUC');
  });
});

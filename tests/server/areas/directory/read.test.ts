import { describe, expect, it } from 'vitest';
import { directoryFile, directoryRows } from '../../../../scripts/lib/directory-file';
import { readDirectoryCsv } from '../../../../server/areas/directory/csv-file';
import { dayOf, directoryEntries } from '../../../../server/areas/directory/entries';
import { BadRequestError } from '../../../../server/errors';
import { CUSCO_AGENCY } from '../../../support/directory-files';

const LIMITS = { maxBytes: 1_000_000, maxRows: 100 };
const read = (file: Buffer, limits = LIMITS) =>
  directoryEntries(readDirectoryCsv(file, limits), 'Cusco');

const LODGING = {
  ...CUSCO_AGENCY,
  RUC: '10456789019',
  RAZON_SOCIAL: 'QUISPE MAMANI ROSA',
  NOMBRE_COMERCIAL: 'Hostal Señor de Qoylloriti; Cusco',
  PROVINCIA: 'LA CONVENCION',
  DISTRITO: 'SANTA ANA',
  CLASE: 'Hostal',
  CATEGORIA: '2 Estrellas',
  NRO_CERTIFICADO: '',
};

function refusal(attempt: () => unknown): BadRequestError {
  try {
    attempt();
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestError);
    return error as BadRequestError;
  }
  throw new Error('expected a refusal');
}

describe('reading a file of the national directory', () => {
  it.each([
    ['utf-8', ','],
    ['utf-8', ';'],
    ['latin1', ','],
    ['latin1', ';'],
  ] as const)(
    'reads %s separated by "%s", accents and quoted separators intact',
    (encoding, separator) => {
      const file = directoryFile([CUSCO_AGENCY, LODGING], { encoding, separator });
      const csv = readDirectoryCsv(file, LIMITS);
      expect(csv.encoding).toBe(encoding === 'utf-8' ? 'utf-8' : 'windows-1252');
      expect(csv.separator).toBe(separator);
      const { entries, rejected } = directoryEntries(csv, 'Cusco');
      expect(rejected).toEqual([]);
      expect(entries.map((entry) => entry.tradeName)).toEqual([
        'Inka Trail Expeditions',
        'Hostal Señor de Qoylloriti; Cusco',
      ]);
    },
  );

  it('maps the columns to the registries’ fields', () => {
    const { entries, cutoff } = read(directoryFile([CUSCO_AGENCY, LODGING], { quoteAll: true }));
    expect(entries[0]).toEqual({
      line: 2,
      ruc: '20527141975',
      businessName: 'INKA TRAIL EXPEDITIONS S.A.C.',
      tradeName: 'Inka Trail Expeditions',
      province: 'Cusco',
      district: 'Wanchaq',
      address: 'AV. DE LA CULTURA 1020 Int. 4',
      phones: ['084 245678', '984 123456'],
      email: 'ventas@incatrailexp.pe',
      // Read as the directory means it: an address of the web.
      website: 'https://www.incatrailexp.pe',
      classText: null,
      categoryText: null,
      certificateNumber: 'CUS-AV-0420',
      cutoff: '2026-10-15',
    });
    expect(entries[1]).toMatchObject({
      province: 'La Convención',
      district: 'Santa Ana',
      classText: 'Hostal',
      categoryText: '2 Estrellas',
      certificateNumber: null,
    });
    expect(cutoff).toBe('2026-10-15');
  });

  it('keeps the region’s rows only, by department in any case or accent', () => {
    const lima = {
      ...CUSCO_AGENCY,
      DEPARTAMENTO: 'LIMA',
      PROVINCIA: 'LIMA',
      DISTRITO: 'MIRAFLORES',
    };
    const accented = { ...CUSCO_AGENCY, DEPARTAMENTO: 'Cúsco' };
    const { entries, otherRegions } = read(directoryFile([lima, CUSCO_AGENCY, accented, lima]));
    expect(entries).toHaveLength(2);
    expect(otherRegions).toBe(2);
  });

  it('rejects a row with every reason: check digit, name, province, district', () => {
    const { entries, rejected } = read(
      directoryFile([
        { ...CUSCO_AGENCY, RUC: '20527141978' },
        { ...CUSCO_AGENCY, RAZON_SOCIAL: ' ', RUC: '2052714197' },
        { ...CUSCO_AGENCY, PROVINCIA: 'AREQUIPA' },
        { ...CUSCO_AGENCY, DISTRITO: 'MACHU PICCHU CITY' },
        CUSCO_AGENCY,
      ]),
    );
    expect(entries.map((entry) => entry.line)).toEqual([6]);
    expect(rejected).toEqual([
      { line: 2, ruc: '20527141978', name: 'INKA TRAIL EXPEDITIONS S.A.C.', problems: ['BAD_RUC'] },
      {
        line: 3,
        ruc: '2052714197',
        name: 'Inka Trail Expeditions',
        problems: ['BAD_RUC', 'MISSING_NAME'],
      },
      { line: 4, ruc: '20527141975', name: expect.any(String), problems: ['UNKNOWN_PROVINCE'] },
      { line: 5, ruc: '20527141975', name: expect.any(String), problems: ['UNKNOWN_DISTRICT'] },
    ]);
  });

  it('reports malformed lines by their number and reads the rest', () => {
    const good = directoryFile([CUSCO_AGENCY]).toString('utf8').split('\r\n');
    const text = [
      good[0],
      good[1],
      '20527141975,ONLY,THREE',
      `${good[1]},one too many`,
      good[1],
      '',
    ].join('\n');
    const { entries, rejected } = read(Buffer.from(text));
    expect(entries.map((entry) => entry.line)).toEqual([2, 5]);
    expect(rejected.map(({ line, problems }) => ({ line, problems }))).toEqual([
      { line: 3, problems: ['MALFORMED'] },
      { line: 4, problems: ['MALFORMED'] },
    ]);
  });

  it('counts lines across a quoted field that spans several', () => {
    const file = directoryFile([{ ...CUSCO_AGENCY, DES_VIA: 'DE LA\nCULTURA' }, CUSCO_AGENCY]);
    expect(read(file).entries.map((entry) => entry.line)).toEqual([2, 4]);
  });

  it('refuses what is not a file of the directory, saying why', () => {
    expect(refusal(() => read(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0]))).message).toBe(
      'Not a CSV file',
    );
    expect(refusal(() => read(Buffer.alloc(0))).message).toBe('Not a CSV file');
    expect(
      refusal(() => read(directoryFile([CUSCO_AGENCY], { columns: ['RUC', 'NOMBRE', 'DISTRITO'] })))
        .message,
    ).toBe('Not a file of the national directory: no column RAZON_SOCIAL, DEPARTAMENTO, PROVINCIA');
    expect(
      refusal(() => read(directoryFile([CUSCO_AGENCY]), { ...LIMITS, maxBytes: 100 })).message,
    ).toBe('The file is larger than 100 bytes');
    const many = directoryFile(Array.from({ length: 4 }, () => CUSCO_AGENCY));
    expect(refusal(() => read(many, { ...LIMITS, maxRows: 3 })).message).toBe(
      'The file has more than 3 rows',
    );
    expect(
      read(directoryFile(Array.from({ length: 3 }, () => CUSCO_AGENCY)), { ...LIMITS, maxRows: 3 })
        .entries,
    ).toHaveLength(3);
  });

  it('reads headers written by people: accents, spaces, lower case, a byte-order mark', () => {
    const file = directoryFile([CUSCO_AGENCY], {
      columns: ['RUC', 'RAZON_SOCIAL', 'NOMBRE_COMERCIAL', 'DEPARTAMENTO', 'PROVINCIA', 'DISTRITO'],
      headers: [
        '\uFEFFruc',
        'Razón Social',
        'Nombre comercial',
        'Departamento',
        'Provincia',
        'Distrito',
      ],
    });
    expect(read(file).entries[0]).toMatchObject({ ruc: '20527141975', district: 'Wanchaq' });
  });

  it('reads the cut-off date in the forms the files use', () => {
    expect(dayOf('15/10/2026')).toBe('2026-10-15');
    expect(dayOf('5/1/2026')).toBe('2026-01-05');
    expect(dayOf('2026-10-15')).toBe('2026-10-15');
    expect(dayOf('20261015')).toBe('2026-10-15');
    expect(dayOf('31/02/2026')).toBeNull();
    expect(dayOf('octubre')).toBeNull();
  });

  it('reads a file of the whole country: the region’s rows, the rest counted', () => {
    const rows = directoryRows(2000, { seed: 7 });
    const cusco = rows.filter((row) => row.DEPARTAMENTO === 'CUSCO').length;
    const { entries, rejected, otherRegions, cutoff } = read(
      directoryFile(rows, { separator: ';', encoding: 'latin1' }),
      { maxBytes: 10_000_000, maxRows: 2000 },
    );
    expect(otherRegions).toBe(2000 - cusco);
    expect(entries.length + rejected.length).toBe(cusco);
    expect(rejected.length).toBeGreaterThan(0);
    expect(
      rejected.every((row) => row.problems.some((p) => p === 'BAD_RUC' || p === 'MISSING_NAME')),
    ).toBe(true);
    expect(entries[0]?.tradeName).toMatch(/^Viajes Ñusta \d+$/);
    expect(cutoff).toBe('2026-10-15');
  });
});

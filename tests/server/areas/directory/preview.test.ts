import { describe, expect, it } from 'vitest';
import { directoryFile } from '../../../../scripts/lib/directory-file';
import { readDirectoryCsv } from '../../../../server/areas/directory/csv-file';
import { type DirectoryEntry, directoryEntries } from '../../../../server/areas/directory/entries';
import { LODGING_RULES } from '../../../../server/areas/directory/lodging-rules';
import {
  type ImportedRecord,
  type ImportRules,
  previewImport,
} from '../../../../server/areas/directory/preview';
import { CUSCO_AGENCY } from '../../../support/directory-files';

interface Agency extends ImportedRecord {
  ruc: string;
  tradeName: string;
  phone: string | null;
  email: string | null;
}

const RULES: ImportRules<Agency> = {
  entryKey: (entry) => entry.ruc,
  recordKey: (record) => record.ruc,
  fields: (entry: DirectoryEntry) => ({
    tradeName: entry.tradeName ?? entry.businessName,
    phone: entry.phones[0] ?? null,
    email: entry.email,
  }),
  label: (record) => record.tradeName,
  incomplete: (values) => (values.tradeName ? [] : ['MISSING_NAME']),
  certificateField: 'certificate',
};

const OTHER = {
  ...CUSCO_AGENCY,
  RUC: '20100070970',
  NOMBRE_COMERCIAL: 'Andes Viajes',
  TELEF1: '084 111111',
  E_MAIL: '',
};
const read = (rows = [CUSCO_AGENCY, OTHER]) =>
  directoryEntries(readDirectoryCsv(directoryFile(rows), { maxBytes: 1e6, maxRows: 100 }), 'Cusco');

/** Our records after an import wrote what the directory says (as the apply step does). */
function imported(entry: DirectoryEntry, id: string): Agency {
  const values = RULES.fields(entry);
  return {
    id,
    ruc: entry.ruc,
    ...(values as Omit<Agency, 'id' | 'ruc'>),
    directoryValues: values,
    notInDirectoryAsOf: null,
  };
}

describe('the preview of an import', () => {
  it('lists new records, changes field by field, ours no longer listed and rejected rows', () => {
    const ours: Agency[] = [
      {
        id: 'a1',
        ruc: '20527141975',
        tradeName: 'Inka Trail Expeditions',
        phone: '084 000000',
        email: null,
      },
      { id: 'a2', ruc: '20600000001', tradeName: 'Agencia sin registro', phone: null, email: null },
    ];
    const preview = previewImport(
      read([CUSCO_AGENCY, OTHER, { ...CUSCO_AGENCY, RUC: '1' }, CUSCO_AGENCY]),
      ours,
      RULES,
    );
    expect(preview.created).toEqual([
      {
        line: 3,
        key: '20100070970',
        values: { tradeName: 'Andes Viajes', phone: '084 111111', email: null },
      },
    ]);
    expect(preview.changed).toEqual([
      {
        id: 'a1',
        label: 'Inka Trail Expeditions',
        line: 2,
        changes: [
          { field: 'phone', before: '084 000000', after: '084 245678' },
          { field: 'email', before: null, after: 'ventas@incatrailexp.pe' },
        ],
        kept: [],
        listedAgain: false,
      },
    ]);
    expect(preview.missing).toEqual([
      { id: 'a2', label: 'Agencia sin registro', ruc: '20600000001', certificateNumber: null },
    ]);
    expect(preview.rejected.map(({ line, problems }) => ({ line, problems }))).toEqual([
      { line: 4, problems: ['BAD_RUC'] },
      { line: 5, problems: ['DUPLICATE'] },
    ]);
    expect(preview.cutoff).toBe('2026-10-15');
  });

  it('finds nothing to do when the same file is imported again', () => {
    const first = read();
    const ours = first.entries.map((entry, index) => imported(entry, `a${index}`));
    const again = previewImport(read(), ours, RULES);
    expect(again).toMatchObject({ created: [], changed: [], missing: [], unchanged: 2 });
  });

  it('keeps a person’s edit, and says so only when the directory changed that field too', () => {
    const [entry] = read().entries as [DirectoryEntry];
    const edited = { ...imported(entry, 'a1'), phone: '984 999999' };
    // The directory says what it said before: the person's phone stays, silently.
    const same = previewImport(read([CUSCO_AGENCY]), [edited], RULES);
    expect(same).toMatchObject({ changed: [], unchanged: 1 });
    // The directory has a new phone: still the person's, and the preview shows what it left.
    const moved = previewImport(
      read([{ ...CUSCO_AGENCY, TELEF1: '084 222222', TELEF2: '' }]),
      [edited],
      RULES,
    );
    expect(moved.changed).toEqual([
      expect.objectContaining({
        changes: [],
        kept: [{ field: 'phone', before: '984 999999', after: '084 222222' }],
      }),
    ]);
  });

  it('counts a record still missing once, and takes one listed again back', () => {
    const [entry] = read().entries as [DirectoryEntry];
    const gone = { ...imported(entry, 'a1'), notInDirectoryAsOf: '2026-09-15' };
    const lost: Agency = {
      id: 'a9',
      ruc: '20600000001',
      tradeName: 'X',
      phone: null,
      email: null,
      notInDirectoryAsOf: '2026-09-15',
    };
    const preview = previewImport(read([CUSCO_AGENCY]), [gone, lost], RULES);
    expect(preview.changed).toEqual([
      expect.objectContaining({ id: 'a1', changes: [], listedAgain: true }),
    ]);
    expect(preview).toMatchObject({ missing: [], stillMissing: 1 });
  });

  it('lets a row take a record of its RUC waiting for a certificate only when that is sure', () => {
    const lodging = (id: string, tradeName: string) =>
      ({ id, ruc: '20527141975', tradeName, certificateNumber: null }) as unknown as Parameters<
        typeof LODGING_RULES.recordKey
      >[0];
    const row = (name: string, certificate: string) => ({
      ...CUSCO_AGENCY,
      NOMBRE_COMERCIAL: name,
      NRO_CERTIFICADO: certificate,
      CLASE: 'Hostal',
    });
    const takers = (rows: ReturnType<typeof row>[], ours: ReturnType<typeof lodging>[]) =>
      previewImport(read(rows), ours, LODGING_RULES).changed.map((change) => [
        change.id,
        change.line,
      ]);
    // One row of the RUC and one record waiting: the same lodging, whatever its name.
    expect(takers([row('Hostal Nuevo Nombre', 'C-1')], [lodging('l1', 'Hostal Inti')])).toEqual([
      ['l1', 2],
    ]);
    // Two rows: only the one named as the record takes it, wherever it is in the file.
    expect(
      takers(
        [row('Hostal Killa', 'C-1'), row('HOSTAL INTI', 'C-2')],
        [lodging('l1', 'Hostal Inti')],
      ),
    ).toEqual([['l1', 3]]);
    // Two rows, neither named as it: the record stays apart, for staff to review.
    const unsure = previewImport(
      read([row('Hostal Killa', 'C-1'), row('Hostal Wayra', 'C-2')]),
      [lodging('l1', 'Hostal Inti')],
      LODGING_RULES,
    );
    expect(unsure).toMatchObject({ changed: [], missing: [{ id: 'l1' }] });
    expect(unsure.created).toHaveLength(2);
  });
});

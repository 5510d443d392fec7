import { describe, expect, it } from 'vitest';
import { directoryFile } from '../../../../scripts/lib/directory-file';
import { AGENCY_RULES, agencyFields } from '../../../../server/areas/directory/agency-rules';
import { readDirectoryCsv } from '../../../../server/areas/directory/csv-file';
import { directoryEntries } from '../../../../server/areas/directory/entries';
import { previewImport } from '../../../../server/areas/directory/preview';
import { buildSeed } from '../../../../server/data';
import { CUSCO_AGENCY } from '../../../support/directory-files';

const read = (rows: Parameters<typeof directoryFile>[0]) =>
  directoryEntries(readDirectoryCsv(directoryFile(rows), { maxBytes: 1e6, maxRows: 100 }), 'Cusco');

describe('agencies meet the directory', () => {
  it('maps a row to the agency’s fields, the class read from its words', () => {
    const [entry] = read([{ ...CUSCO_AGENCY, CLASE: 'Operador de Turismo' }]).entries;
    expect(entry && agencyFields(entry)).toEqual({
      ruc: '20527141975',
      businessName: 'INKA TRAIL EXPEDITIONS S.A.C.',
      tradeName: 'Inka Trail Expeditions',
      classification: 'OPERADOR_TURISMO',
      address: 'AV. DE LA CULTURA 1020 Int. 4',
      district: 'Wanchaq',
      province: 'Cusco',
      phone: '084 245678',
      email: 'ventas@incatrailexp.pe',
      website: 'www.incatrailexp.pe',
      certificateNumber: 'CUS-AV-0420',
    });
  });

  it('never clears what the registry holds with an empty column', () => {
    const agency = buildSeed().travelAgencies[0];
    if (!agency) throw new Error('the seed has agencies');
    const row = {
      RUC: agency.ruc,
      RAZON_SOCIAL: agency.businessName,
      NOMBRE_COMERCIAL: agency.tradeName,
      DEPARTAMENTO: 'CUSCO',
      PROVINCIA: agency.province,
      DISTRITO: agency.district,
      DES_VIA: agency.address,
      NRO_CERTIFICADO: agency.certificateNumber,
    };
    const preview = previewImport(read([row]), [agency], AGENCY_RULES);
    // No phone, email, site or class in the row: the agency keeps its own.
    expect(preview.changed.flatMap((change) => change.changes.map((one) => one.field))).toEqual([]);
    expect(preview.unchanged).toBe(1);
  });
});

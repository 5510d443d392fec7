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
      website: 'https://www.incatrailexp.pe',
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

  it('takes only what the registry’s own field rules take, as they write it', () => {
    const [entry] = read([
      {
        ...CUSCO_AGENCY,
        CLASE: 'Operador de Turismo',
        PAGINA_WEB: 'javascript:alert(1)',
        TELEF1: '-2+3',
        TELEF2: '',
        NRO_CERTIFICADO: 'cus-av 0420',
      },
    ]).entries;
    const values = entry && agencyFields(entry);
    // Neither a script for an href nor a phone nobody can dial reaches a record.
    expect(values).not.toHaveProperty('website');
    expect(values).not.toHaveProperty('phone');
    expect(values).toMatchObject({
      certificateNumber: 'CUS-AV0420',
      tradeName: 'Inka Trail Expeditions',
    });
  });

  it('refuses a new agency whose name breaks the registry’s rules, and keeps ours otherwise', () => {
    const long = 'AGENCIA '.repeat(20).trim();
    const preview = previewImport(
      read([{ ...CUSCO_AGENCY, CLASE: 'Operador de Turismo', NOMBRE_COMERCIAL: long }]),
      [],
      AGENCY_RULES,
    );
    expect(preview.created).toEqual([]);
    expect(preview.rejected).toEqual([
      expect.objectContaining({ line: 2, problems: ['INVALID_NAME'] }),
    ]);
    const agency = buildSeed().travelAgencies[0];
    if (!agency) throw new Error('the seed has agencies');
    const ours = previewImport(
      read([
        {
          RUC: agency.ruc,
          RAZON_SOCIAL: agency.businessName,
          NOMBRE_COMERCIAL: long,
          DEPARTAMENTO: 'CUSCO',
          PROVINCIA: agency.province,
          DISTRITO: agency.district,
          DES_VIA: agency.address,
          NRO_CERTIFICADO: agency.certificateNumber,
        },
      ]),
      [agency],
      AGENCY_RULES,
    );
    expect(ours.unchanged).toBe(1);
  });
});

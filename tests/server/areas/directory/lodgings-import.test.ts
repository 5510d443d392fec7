import { beforeEach, describe, expect, it } from 'vitest';
import { type DirectoryFileRow, directoryFile } from '../../../../scripts/lib/directory-file';
import type { LodgingRecord } from '../../../../server/areas/lodgings/model';
import { createTestApp, type TestApp } from '../../../support/app';
import { signInAs } from '../../../support/auth';
import { CONFIRM_ANY_MISSING, CUSCO_AGENCY } from '../../../support/directory-files';

const PREVIEW_PATH = '/api/admin/directory/lodgings/preview';
const MINUTE = 60_000;

/** A hostal of Cusco as the directory lists it. */
const NEW_HOSTAL: DirectoryFileRow = {
  ...CUSCO_AGENCY,
  RUC: '20100070970',
  RAZON_SOCIAL: 'HOSPEDAJES ANDINOS S.A.C.',
  NOMBRE_COMERCIAL: 'Hostal Killa',
  CLASE: 'HOSTAL',
  CATEGORIA: '2 Estrellas',
  NRO_CERTIFICADO: 'cus-eh-2025-0901',
  PAGINA_WEB: '',
};

let app: TestApp;
let token: string;
/** The seeded lodgings sorted by RUC: the first is listed, the second has no certificate yet. */
let listed: LodgingRecord;
let uncertified: LodgingRecord;

/** A seeded lodging as the directory lists it, with `overrides`. */
function rowOf(lodging: LodgingRecord, overrides: DirectoryFileRow = {}): DirectoryFileRow {
  return {
    ...NEW_HOSTAL,
    RUC: lodging.ruc,
    RAZON_SOCIAL: lodging.businessName,
    NOMBRE_COMERCIAL: lodging.tradeName,
    PROVINCIA: lodging.province,
    DISTRITO: lodging.district,
    VIA: '',
    DES_VIA: lodging.address,
    NUMERO: '',
    INTERIOR: '',
    TELEF1: lodging.phone ?? '',
    TELEF2: '',
    E_MAIL: lodging.email ?? '',
    CLASE: lodging.lodgingClass === 'APART_HOTEL' ? 'Apart-Hotel' : lodging.lodgingClass,
    CATEGORIA: '',
    NRO_CERTIFICADO: lodging.certificateNumber ?? '',
    ...overrides,
  };
}

beforeEach(async () => {
  app = await createTestApp();
  token = (await signInAs(app, 'DIRCETUR')).accessToken;
  const seeded = await app.store.lodgings.list({ orderBy: [{ field: 'ruc' }], limit: 2 });
  [listed, uncertified] = seeded as [LodgingRecord, LodgingRecord];
  await app.store.lodgings.update(uncertified.id, { certificateNumber: null });
  uncertified = { ...uncertified, certificateNumber: null };
});

async function previewOf(rows: DirectoryFileRow[]) {
  const response = await app.request
    .post(PREVIEW_PATH)
    .set('authorization', `Bearer ${token}`)
    .attach('file', directoryFile(rows, { encoding: 'latin1', separator: ';' }), {
      filename: 'hospedajes.csv',
      contentType: 'text/csv',
    });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function apply(id: string) {
  const response = await app.request
    .post(`/api/admin/directory/imports/${id}/apply`)
    .set('authorization', `Bearer ${token}`)
    .send(CONFIRM_ANY_MISSING);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

describe('importing the national directory into the lodgings', () => {
  it('meets lodgings by RUC and certificate: a company’s second lodging is new', async () => {
    const second = rowOf(listed, {
      NOMBRE_COMERCIAL: `${listed.tradeName} II`,
      NRO_CERTIFICADO: 'CUS-EH-2026-7777',
      CLASE: 'Hotel',
      CATEGORIA: '3 Estrellas',
      TELEF1: '084 555000',
    });
    const preview = await previewOf([rowOf(listed), second, NEW_HOSTAL]);
    expect(preview.target).toBe('LODGINGS');
    // Unchanged, yet never listed before: the import records the directory's cut-off on it.
    expect(preview.preview).toMatchObject({ unchanged: 1, confirmed: 1 });
    expect(preview.preview.created.map((row: { key: string }) => row.key)).toEqual([
      `${listed.ruc} CUS-EH-2026-7777`,
      '20100070970 CUS-EH-2025-0901',
    ]);
    const total = await app.store.lodgings.count();
    const applied = await apply(preview.id);
    expect(applied.applied).toEqual({
      created: 2,
      changed: 0,
      unchanged: 1,
      missing: total - 1,
      rejected: 0,
    });

    const company = await app.store.lodgings.list({
      where: { ruc: listed.ruc },
      orderBy: [{ field: 'tradeName' }],
    });
    expect(company.map((one) => one.certificateNumber)).toEqual([
      listed.certificateNumber,
      'CUS-EH-2026-7777',
    ]);
    expect(
      await app.store.lodgings.findOne({ certificateNumber: 'CUS-EH-2025-0901' }),
    ).toMatchObject({
      tradeName: 'Hostal Killa',
      businessName: 'HOSPEDAJES ANDINOS S.A.C.',
      lodgingClass: 'HOSTAL',
      category: 'DOS_ESTRELLAS',
      district: 'Wanchaq',
      address: 'AV. DE LA CULTURA 1020 Int. 4',
      phone: '084 245678',
      rooms: null,
      beds: null,
      status: 'ACTIVO',
      latitude: null,
      directoryCutoff: '2026-10-15',
    });
    expect(await app.store.lodgings.findOne({ id: listed.id })).toMatchObject({
      directoryCutoff: '2026-10-15',
      notInDirectoryAsOf: null,
    });
  });

  it('gives a lodging of ours without certificate the one the directory lists for it', async () => {
    const preview = await previewOf([
      rowOf(uncertified, { NRO_CERTIFICADO: 'CUS-EH-2019-0042' }),
      // Another lodging of the same company, by another name: new, not this one.
      rowOf(uncertified, { NOMBRE_COMERCIAL: 'Otro Hostal', NRO_CERTIFICADO: 'CUS-EH-2019-0043' }),
    ]);
    expect(preview.preview.changed).toEqual([
      expect.objectContaining({
        id: uncertified.id,
        changes: [{ field: 'certificateNumber', before: null, after: 'CUS-EH-2019-0042' }],
      }),
    ]);
    expect(preview.preview.created).toHaveLength(1);
    await apply(preview.id);
    expect(await app.store.lodgings.findOne({ id: uncertified.id })).toMatchObject({
      certificateNumber: 'CUS-EH-2019-0042',
      rooms: uncertified.rooms,
    });
    const history = await app.store.auditTrail.list({
      where: { area: 'lodgings', recordId: uncertified.id },
    });
    expect(history).toEqual([
      expect.objectContaining({
        action: 'UPDATE',
        directoryImport: expect.objectContaining({ fileName: 'hospedajes.csv' }),
      }),
    ]);
  });

  it('refuses a new lodging without certificate, of an unknown class or category, or of a taken certificate', async () => {
    const preview = await previewOf([
      { ...NEW_HOSTAL, NRO_CERTIFICADO: '' },
      { ...NEW_HOSTAL, NRO_CERTIFICADO: 'CUS-EH-1', CLASE: 'Castillo' },
      { ...NEW_HOSTAL, NRO_CERTIFICADO: 'CUS-EH-2', CATEGORIA: 'Tres soles' },
      { ...NEW_HOSTAL, NRO_CERTIFICADO: listed.certificateNumber ?? '' },
      // An empty CATEGORIA is an uncategorized lodging.
      { ...NEW_HOSTAL, NRO_CERTIFICADO: 'CUS-EH-3', CATEGORIA: '' },
    ]);
    expect(
      preview.preview.rejected.map((row: { line: number; problems: string[] }) => [
        row.line,
        row.problems,
      ]),
    ).toEqual([
      [2, ['MISSING_CERTIFICATE']],
      [3, ['UNKNOWN_CLASS']],
      [4, ['UNKNOWN_CLASS']],
      [5, ['CERTIFICATE_TAKEN']],
    ]);
    expect(preview.preview.created).toEqual([
      expect.objectContaining({
        values: expect.not.objectContaining({ category: expect.anything() }),
      }),
    ]);
    await apply(preview.id);
    expect(await app.store.lodgings.findOne({ certificateNumber: 'CUS-EH-3' })).toMatchObject({
      category: 'SIN_CATEGORIA',
    });
  });

  it('changes nothing when the same file is imported again', async () => {
    const rows = [
      rowOf(listed),
      rowOf(uncertified, { NRO_CERTIFICADO: 'CUS-EH-2019-0042' }),
      NEW_HOSTAL,
    ];
    await apply((await previewOf(rows)).id);
    const entries = await app.store.auditTrail.count();
    const lodgings = await app.store.lodgings.list({ orderBy: [{ field: 'id' }] });
    app.clock.advance(MINUTE);
    const again = await previewOf(rows);
    expect(again.preview).toMatchObject({
      created: [],
      changed: [],
      missing: [],
      unchanged: 3,
      confirmed: 0,
    });
    expect((await apply(again.id)).applied).toMatchObject({ created: 0, changed: 0, unchanged: 3 });
    expect(await app.store.auditTrail.count()).toBe(entries);
    expect(await app.store.lodgings.list({ orderBy: [{ field: 'id' }] })).toEqual(lodgings);
  });

  it('shows staff and tourists what the directory says of a lodging', async () => {
    await apply((await previewOf([NEW_HOSTAL, rowOf(listed)])).id);
    const staff = await app.request
      .get('/api/admin/lodgings?directory=NOT_LISTED&size=100')
      .set('authorization', `Bearer ${token}`);
    expect(staff.status).toBe(200);
    expect(staff.body.items.map((one: { id: string }) => one.id)).not.toContain(listed.id);
    expect(staff.body.items.map((one: { id: string }) => one.id)).toContain(uncertified.id);
    expect(staff.body.items[0]).not.toHaveProperty('directoryValues');

    const verify = await app.request.get('/api/public/verify?q=CUS-EH-2025-0901');
    expect(verify.body.results).toEqual([
      expect.objectContaining({
        kind: 'LODGING',
        name: 'Hostal Killa',
        registrationNumber: 'CUS-EH-2025-0901',
        ruc: '20100070970',
        directoryCutoff: '2026-10-15',
        notInDirectoryAsOf: null,
      }),
    ]);
    const dropped = await app.request.get(`/api/public/verify?q=${uncertified.ruc}`);
    expect(dropped.body.results).toEqual([
      expect.objectContaining({
        registrationNumber: uncertified.ruc,
        notInDirectoryAsOf: '2026-10-15',
      }),
    ]);
  });

  it('lets a GraphQL client apply a lodgings preview and read the imports of the registry', async () => {
    const preview = await previewOf([NEW_HOSTAL]);
    const graphql = (query: string, variables: object) =>
      app.request
        .post('/graphql')
        .set('authorization', `Bearer ${token}`)
        .send({ query, variables });
    const applied = await graphql(
      'mutation ($id: ID!) { applyDirectoryImport(id: $id, confirmMissing: 1000000) { target applied { created } } }',
      { id: preview.id },
    );
    expect(applied.body.data.applyDirectoryImport).toEqual({
      target: 'LODGINGS',
      applied: { created: 1 },
    });
    const imports = await graphql(
      'query { lodgings: directoryImports(target: LODGINGS) { fileName } agencies: directoryImports(target: TRAVEL_AGENCIES) { fileName } }',
      {},
    );
    expect(imports.body.data).toEqual({ lodgings: [{ fileName: 'hospedajes.csv' }], agencies: [] });
  });
});

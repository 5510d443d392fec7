import { beforeEach, describe, expect, it } from 'vitest';
import { type DirectoryFileRow, directoryFile } from '../../../../scripts/lib/directory-file';
import type { TravelAgencyRecord } from '../../../../server/areas/travel-agencies/model';
import { createTestApp, type TestApp } from '../../../support/app';
import { signInAs } from '../../../support/auth';
import { CUSCO_AGENCY } from '../../../support/directory-files';

const MINUTE = 60_000;
const NEW_AGENCY: DirectoryFileRow = { ...CUSCO_AGENCY, CLASE: 'Operador de turismo' };

let app: TestApp;
let token: string;
let seeded: TravelAgencyRecord[];

beforeEach(async () => {
  app = await createTestApp();
  token = (await signInAs(app, 'DIRCETUR')).accessToken;
  seeded = await app.store.travelAgencies.list({ orderBy: [{ field: 'ruc' }] });
});

/** A seeded agency as the directory lists it, with a new phone. */
function listedAs(agency: TravelAgencyRecord, phone = '084 999111'): DirectoryFileRow {
  return {
    ...NEW_AGENCY,
    RUC: agency.ruc,
    RAZON_SOCIAL: agency.businessName,
    NOMBRE_COMERCIAL: agency.tradeName,
    PROVINCIA: agency.province,
    DISTRITO: agency.district,
    VIA: '',
    DES_VIA: agency.address,
    NUMERO: '',
    INTERIOR: '',
    TELEF1: phone,
    TELEF2: '',
    E_MAIL: '',
    PAGINA_WEB: '',
    NRO_CERTIFICADO: agency.certificateNumber,
    CLASE: agency.classification === 'OPERADOR_TURISMO' ? 'Operador' : agency.classification,
  };
}

async function previewOf(rows: DirectoryFileRow[]) {
  const response = await app.request
    .post('/api/admin/directory/travel-agencies/preview')
    .set('authorization', `Bearer ${token}`)
    .attach('file', directoryFile(rows), { filename: 'agencias.csv', contentType: 'text/csv' });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

function post(path: string, body: object = {}, as = token) {
  return app.request
    .post(`/api/admin/directory${path}`)
    .set('authorization', `Bearer ${as}`)
    .send(body);
}

/** Every agency, a directory mark that is null read as absent (as before any import). */
async function everyAgency() {
  const agencies = await app.store.travelAgencies.list({ orderBy: [{ field: 'id' }] });
  return agencies.map((agency) =>
    Object.fromEntries(
      Object.entries(agency).filter(([field, value]) => value !== null || !MARKS.includes(field)),
    ),
  );
}
const MARKS = ['directoryCutoff', 'notInDirectoryAsOf', 'directoryValues'];

describe('applying an import that marks much of a registry', () => {
  it('asks for a confirmation of the count when more than a tenth would be marked', async () => {
    const preview = await previewOf([NEW_AGENCY]);
    const missing = seeded.length;
    expect(preview.preview).toMatchObject({ registryTotal: seeded.length });
    expect(preview.preview.missing).toHaveLength(missing);
    const before = await everyAgency();

    const unconfirmed = await post(`/imports/${preview.id}/apply`);
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body).toMatchObject({
      error: 'BAD_REQUEST',
      message: expect.stringContaining(`would mark ${missing} of ${seeded.length} records`),
      fields: { confirmMissing: expect.any(String) },
    });
    const tooFew = await post(`/imports/${preview.id}/apply`, { confirmMissing: missing - 1 });
    expect(tooFew.status).toBe(400);
    expect(await everyAgency()).toEqual(before);
    expect(await app.store.auditTrail.count()).toBe(0);

    const graphql = await app.request
      .post('/graphql')
      .set('authorization', `Bearer ${token}`)
      .send({
        query: `mutation { applyDirectoryImport(id: "${preview.id}") { id } }`,
      });
    expect(graphql.body.errors[0].extensions.code).toBe('BAD_REQUEST');

    const confirmed = await post(`/imports/${preview.id}/apply`, { confirmMissing: missing });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.applied).toMatchObject({ created: 1, missing });
  });

  it('applies without asking when a tenth or less would be marked', async () => {
    const [first, ...others] = seeded;
    if (!first) throw new Error('The seed has agencies');
    // All listed but one: one of the registry's records is at most a tenth of it.
    const rows = [...others.map((agency) => listedAs(agency, agency.phone ?? '')), NEW_AGENCY];
    expect(seeded.length).toBeGreaterThanOrEqual(10);
    const preview = await previewOf(rows);
    expect(preview.preview.missing).toEqual([
      {
        id: first.id,
        label: first.tradeName,
        ruc: first.ruc,
        certificateNumber: first.certificateNumber,
      },
    ]);
    const applied = await post(`/imports/${preview.id}/apply`);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  });
});

describe('undoing an import', () => {
  async function applied(rows: DirectoryFileRow[]) {
    const preview = await previewOf(rows);
    const response = await post(`/imports/${preview.id}/apply`, { confirmMissing: seeded.length });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  }

  it('takes back its creations, changes and marks in one go, each in the history', async () => {
    const [changed] = seeded;
    if (!changed) throw new Error('The seed has agencies');
    const before = await everyAgency();
    const done = await applied([NEW_AGENCY, listedAs(changed)]);
    expect(done).toMatchObject({ undoable: true, undoneAt: null });
    expect(done).not.toHaveProperty('undo');
    const created = await app.store.travelAgencies.findOne({ ruc: CUSCO_AGENCY.RUC });
    app.clock.advance(MINUTE);

    const undone = await post(`/imports/${done.id}/undo`);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body).toMatchObject({
      undoneAt: expect.any(String),
      undoneBy: expect.any(String),
      undoable: false,
    });
    // The registry is as it was: the new agency gone, the phone and the marks put back.
    expect(await everyAgency()).toEqual(before);

    const history = (id: string) =>
      app.store.auditTrail.list({
        where: { area: 'travel_agencies', recordId: id },
        orderBy: [{ field: 'at', descending: true }],
      });
    expect((await history(created?.id ?? ''))[0]).toMatchObject({
      action: 'DELETE',
      directoryImport: { id: done.id, undone: true },
    });
    expect((await history(changed.id))[0]).toMatchObject({
      action: 'UPDATE',
      directoryImport: { id: done.id, undone: true },
      changes: expect.arrayContaining([
        { field: 'phone', before: '084 999111', after: changed.phone },
      ]),
    });
    const missing = seeded[1];
    expect((await history(missing?.id ?? ''))[0]?.changes).toEqual([
      { field: 'notInDirectoryAsOf', before: '2026-10-15', after: null },
    ]);

    const again = await post(`/imports/${done.id}/undo`);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already undone/);
  });

  it('is refused, naming them, when records it wrote were edited since', async () => {
    const done = await applied([NEW_AGENCY]);
    const created = await app.store.travelAgencies.findOne({ ruc: CUSCO_AGENCY.RUC });
    const edit = await app.request
      .patch(`/api/admin/travel-agencies/${created?.id}`)
      .set('authorization', `Bearer ${token}`)
      .send({ phone: '984 555666' });
    expect(edit.status).toBe(200);
    const before = await everyAgency();
    const entries = await app.store.auditTrail.count();

    const refused = await post(`/imports/${done.id}/undo`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('Inka Trail Expeditions');
    expect(refused.body.fields).toEqual({ editedSince: 'Inka Trail Expeditions' });
    expect(await everyAgency()).toEqual(before);
    expect(await app.store.auditTrail.count()).toBe(entries);
    expect(await app.store.directoryImports.get(done.id)).toMatchObject({ undoneAt: null });
  });

  it('is refused while a later import stands, and allowed once that one is undone', async () => {
    const first = await applied([NEW_AGENCY]);
    app.clock.advance(MINUTE);
    const second = await applied([{ ...NEW_AGENCY, FECHA_CORTE: '15/11/2026' }]);
    const refused = await post(`/imports/${first.id}/undo`);
    expect(refused.status).toBe(409);
    expect(refused.body.fields).toEqual({ laterImport: second.appliedAt });
    expect((await post(`/imports/${second.id}/undo`)).status).toBe(200);
    const undone = await post(`/imports/${first.id}/undo`);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await app.store.travelAgencies.findOne({ ruc: CUSCO_AGENCY.RUC })).toBeNull();
  });

  it('is for those who may apply an import', async () => {
    const done = await applied([NEW_AGENCY]);
    const police = (await signInAs(app, 'POLICIA')).accessToken;
    expect((await post(`/imports/${done.id}/undo`, {}, police)).status).toBe(403);
    expect((await post('/imports/unknown/undo')).status).toBe(404);
    const graphql = await app.request
      .post('/graphql')
      .set('authorization', `Bearer ${token}`)
      .send({ query: `mutation { undoDirectoryImport(id: "${done.id}") { undoneAt } }` });
    expect(graphql.body.data.undoDirectoryImport.undoneAt).toEqual(expect.any(String));
  });
});

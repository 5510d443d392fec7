import { beforeEach, describe, expect, it } from 'vitest';
import { type DirectoryFileRow, directoryFile } from '../../../../scripts/lib/directory-file';
import { createTestApp, type TestApp } from '../../../support/app';
import { signInAs } from '../../../support/auth';
import { CONFIRM_ANY_MISSING, CUSCO_AGENCY } from '../../../support/directory-files';

let app: TestApp;
let token: string;

beforeEach(async () => {
  app = await createTestApp();
  token = (await signInAs(app, 'DIRCETUR')).accessToken;
});

async function applied(rows: DirectoryFileRow[]) {
  const preview = await app.request
    .post('/api/admin/directory/travel-agencies/preview')
    .set('authorization', `Bearer ${token}`)
    .attach('file', directoryFile(rows), { filename: 'agencias.csv', contentType: 'text/csv' });
  expect(preview.status, JSON.stringify(preview.body)).toBe(201);
  const response = await app.request
    .post(`/api/admin/directory/imports/${preview.body.id}/apply`)
    .set('authorization', `Bearer ${token}`)
    .send(CONFIRM_ANY_MISSING);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { preview: preview.body, applied: response.body };
}

function graphql(query: string, as = token) {
  return app.request.post('/graphql').set('authorization', `Bearer ${as}`).send({ query });
}

describe('a file whose CLASE and CATEGORIA share the classification', () => {
  it('reads the class from either column, and says what it read when it cannot', async () => {
    const agency = (ruc: string, certificate: string, categoria: string): DirectoryFileRow => ({
      ...CUSCO_AGENCY,
      RUC: ruc,
      NRO_CERTIFICADO: certificate,
      CLASE: 'Agencia de Viajes y Turismo',
      CATEGORIA: categoria,
    });
    const { preview } = await applied([
      agency('20527141975', 'CUS-AV-1', 'Minorista'),
      agency('20100070970', 'CUS-AV-2', 'Mayorista'),
      agency('20100047218', 'CUS-AV-3', 'Operador de Turismo'),
      agency('20131312955', 'CUS-AV-4', 'Receptiva'),
    ]);
    expect(
      preview.preview.created.map(
        (row: { values: { classification: string } }) => row.values.classification,
      ),
    ).toEqual(['MINORISTA', 'MAYORISTA', 'OPERADOR_TURISMO']);
    expect(preview.preview.rejected).toEqual([
      expect.objectContaining({
        line: 5,
        problems: ['UNKNOWN_CLASS'],
        classText: 'Agencia de Viajes y Turismo',
        categoryText: 'Receptiva',
      }),
    ]);
    expect(await app.store.travelAgencies.findOne({ ruc: '20100070970' })).toMatchObject({
      classification: 'MAYORISTA',
    });
  });
});

describe('clearing the "not in the directory" mark', () => {
  it('lets staff who update the registry clear it, with the reason in the history', async () => {
    await applied([{ ...CUSCO_AGENCY, CLASE: 'Minorista' }]);
    const marked = await app.store.travelAgencies.findOne({
      notInDirectoryAsOf: { isNull: false },
    });
    if (!marked) throw new Error('The import marks the seeded agencies');
    const clear = (body: object, as = token, id = marked.id) =>
      app.request
        .post(`/api/admin/directory/travel-agencies/${id}/clear-mark`)
        .set('authorization', `Bearer ${as}`)
        .send(body);

    const police = (await signInAs(app, 'POLICIA')).accessToken;
    expect((await clear({ reason: 'Figura en el directorio' }, police)).status).toBe(403);
    const noReason = await clear({ reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toEqual({ reason: 'Required' });

    const cleared = await clear({ reason: 'Figura en el directorio de noviembre' });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body).toMatchObject({
      recordId: marked.id,
      action: 'UPDATE',
      reason: 'Figura en el directorio de noviembre',
      changes: [{ field: 'notInDirectoryAsOf', before: '2026-10-15', after: null }],
    });
    expect(await app.store.travelAgencies.get(marked.id)).toMatchObject({
      notInDirectoryAsOf: null,
    });
    const verified = await app.request.get(`/api/public/verify?q=${marked.ruc}`);
    expect(verified.body.results[0].notInDirectoryAsOf).toBeNull();

    const history = await graphql(
      `{ recordHistory(area: travel_agencies, id: "${marked.id}") { reason directoryImport { undone } } }`,
    );
    expect(history.body.data.recordHistory[0]).toEqual({
      reason: 'Figura en el directorio de noviembre',
      directoryImport: null,
    });
    expect(history.body.data.recordHistory[1]).toEqual({
      reason: null,
      directoryImport: { undone: false },
    });
    expect((await clear({ reason: 'Otra vez' })).status).toBe(409);
    expect((await clear({ reason: 'x' }, token, 'unknown')).status).toBe(404);
  });
});

describe('an import on the landing page', () => {
  it('is one line with its counts, not an entry per record it wrote', async () => {
    const before = await graphql('{ overview(latest: 5) { latestChanges { id } } }');
    const { applied: done } = await applied([{ ...CUSCO_AGENCY, CLASE: 'Minorista' }]);
    const overview = await graphql(
      '{ overview(latest: 5) { latestChanges { id directoryImport { id } } latestImports { id target applied { created missing } } } }',
    );
    expect(overview.body.data.overview.latestImports).toEqual([
      {
        id: done.id,
        target: 'TRAVEL_AGENCIES',
        applied: { created: 1, missing: done.applied.missing },
      },
    ]);
    expect(overview.body.data.overview.latestChanges).toEqual(
      before.body.data.overview.latestChanges.map((entry: { id: string }) => ({
        ...entry,
        directoryImport: null,
      })),
    );
  });
});

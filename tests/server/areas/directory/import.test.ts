import { beforeEach, describe, expect, it } from 'vitest';
import {
  type DirectoryFileRow,
  directoryFile,
  directoryRows,
} from '../../../../scripts/lib/directory-file';
import { createTestApp, type TestApp } from '../../../support/app';
import { signInAs } from '../../../support/auth';
import { CONFIRM_ANY_MISSING, CUSCO_AGENCY } from '../../../support/directory-files';

const MINUTE = 60_000;
const PREVIEW_PATH = '/api/admin/directory/travel-agencies/preview';

/** A new agency of Cusco: an operator, with its certificate. */
const NEW_AGENCY: DirectoryFileRow = {
  ...CUSCO_AGENCY,
  CLASE: 'OPERADOR DE TURISMO',
};
/** A seeded agency as the directory lists it, with a phone staff do not have. */
let SEEDED: DirectoryFileRow;
const LIMA_AGENCY: DirectoryFileRow = {
  ...NEW_AGENCY,
  RUC: '20100070970',
  DEPARTAMENTO: 'LIMA',
  PROVINCIA: 'LIMA',
  DISTRITO: 'MIRAFLORES',
};
const BAD_ROW: DirectoryFileRow = { ...NEW_AGENCY, RUC: '20527141976', DISTRITO: 'NARNIA' };

let app: TestApp;
let token: string;

beforeEach(async () => {
  app = await createTestApp();
  token = (await signInAs(app, 'DIRCETUR')).accessToken;
  const seeded = (await app.store.travelAgencies.list({ orderBy: [{ field: 'ruc' }] }))[0];
  if (!seeded) throw new Error('The seed has agencies');
  SEEDED = {
    ...NEW_AGENCY,
    RUC: seeded.ruc,
    RAZON_SOCIAL: seeded.businessName,
    NOMBRE_COMERCIAL: seeded.tradeName,
    PROVINCIA: seeded.province,
    DISTRITO: seeded.district,
    VIA: '',
    DES_VIA: seeded.address,
    NUMERO: '',
    INTERIOR: '',
    TELEF1: '084 999111',
    TELEF2: '',
    E_MAIL: '',
    PAGINA_WEB: '',
    NRO_CERTIFICADO: seeded.certificateNumber,
    CLASE:
      seeded.classification === 'OPERADOR_TURISMO' ? 'Operador de turismo' : seeded.classification,
  };
});

function upload(file: Buffer, name = 'agencias.csv', as = token) {
  return app.request
    .post(PREVIEW_PATH)
    .set('authorization', `Bearer ${as}`)
    .attach('file', file, { filename: name, contentType: 'text/csv' });
}

function apply(id: string, as = token) {
  return app.request
    .post(`/api/admin/directory/imports/${id}/apply`)
    .set('authorization', `Bearer ${as}`)
    .send(CONFIRM_ANY_MISSING);
}

async function previewOf(rows: DirectoryFileRow[], options = {}) {
  const response = await upload(directoryFile(rows, options));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

describe('importing the national directory into the agencies', () => {
  it('previews new, changed, missing and rejected rows, changing nothing until applied', async () => {
    const before = await app.store.travelAgencies.count();
    const preview = await previewOf([NEW_AGENCY, SEEDED, LIMA_AGENCY, BAD_ROW], {
      separator: ';',
      encoding: 'latin1',
    });
    expect(preview).toMatchObject({
      target: 'TRAVEL_AGENCIES',
      fileName: 'agencias.csv',
      cutoff: '2026-10-15',
      region: 'Cusco',
      createdBy: expect.any(String),
      appliedAt: null,
    });
    expect(preview.rows).toBeUndefined();
    expect(preview.preview.created).toEqual([
      expect.objectContaining({
        line: 2,
        key: '20527141975',
        values: expect.objectContaining({
          tradeName: 'Inka Trail Expeditions',
          classification: 'OPERADOR_TURISMO',
          district: 'Wanchaq',
          certificateNumber: 'CUS-AV-0420',
        }),
      }),
    ]);
    expect(preview.preview.changed).toEqual([
      expect.objectContaining({
        changes: expect.arrayContaining([
          expect.objectContaining({ field: 'phone', after: '084 999111' }),
        ]),
      }),
    ]);
    expect(preview.preview.missing.length).toBe(before - 1);
    expect(preview.preview.rejected).toEqual([
      {
        line: 5,
        ruc: '20527141976',
        name: 'INKA TRAIL EXPEDITIONS S.A.C.',
        problems: ['BAD_RUC', 'UNKNOWN_DISTRICT'],
      },
    ]);
    expect(preview.preview.otherRegions).toBe(1);
    expect(await app.store.travelAgencies.count()).toBe(before);
    expect(await app.store.auditTrail.count({ area: 'travel_agencies' })).toBe(0);
  });

  it('applies in one go: creates, changes, marks the missing, each in its history', async () => {
    const before = await app.store.travelAgencies.count();
    const preview = await previewOf([NEW_AGENCY, SEEDED]);
    const response = await apply(preview.id);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({
      appliedAt: expect.any(String),
      appliedBy: expect.any(String),
      applied: { created: 1, changed: 1, unchanged: 0, missing: before - 1, rejected: 0 },
      preview: null,
    });

    const created = await app.store.travelAgencies.findOne({ ruc: '20527141975' });
    expect(created).toMatchObject({
      tradeName: 'Inka Trail Expeditions',
      businessName: 'INKA TRAIL EXPEDITIONS S.A.C.',
      classification: 'OPERADOR_TURISMO',
      address: 'AV. DE LA CULTURA 1020 Int. 4',
      phone: '084 245678',
      email: 'ventas@incatrailexp.pe',
      certificateNumber: 'CUS-AV-0420',
      registeredOn: null,
      expiresOn: null,
      status: 'VIGENTE',
      directoryCutoff: '2026-10-15',
      notInDirectoryAsOf: null,
    });
    const changed = await app.store.travelAgencies.findOne({ ruc: SEEDED.RUC });
    expect(changed).toMatchObject({ phone: '084 999111', directoryCutoff: '2026-10-15' });
    const missing = await app.store.travelAgencies.count({ notInDirectoryAsOf: '2026-10-15' });
    expect(missing).toBe(before - 1);
    // Never deleted.
    expect(await app.store.travelAgencies.count()).toBe(before + 1);

    const history = await app.store.auditTrail.list({
      where: { area: 'travel_agencies', recordId: created?.id ?? '' },
    });
    expect(history).toEqual([
      expect.objectContaining({
        action: 'CREATE',
        directoryImport: { id: preview.id, fileName: 'agencias.csv', cutoff: '2026-10-15' },
      }),
    ]);
    expect(history[0]?.changes.map((change) => change.field)).not.toContain('directoryValues');
    const changes = await app.store.auditTrail.list({
      where: { area: 'travel_agencies', recordId: changed?.id ?? '' },
    });
    expect(changes.map((entry) => entry.changes)).toEqual([
      [expect.objectContaining({ field: 'phone', after: '084 999111' })],
    ]);
  });

  it('lists an imported agency without dates as current, in filters and in order', async () => {
    await apply((await previewOf([NEW_AGENCY])).id);
    const list = (query: string) =>
      app.request
        .get(`/api/admin/travel-agencies?${query}`)
        .set('authorization', `Bearer ${token}`);
    const current = await list('status=VIGENTE&search=20527141975');
    expect(current.body.items).toEqual([
      expect.objectContaining({ ruc: '20527141975', status: 'VIGENTE', expiresOn: null }),
    ]);
    expect(current.body.items[0]).not.toHaveProperty('directoryValues');
    const expired = await list('status=VENCIDO&search=20527141975');
    expect(expired.body.items).toEqual([]);
    // Undated agencies sort after every dated one, both ways.
    for (const order of ['ASC', 'DESC']) {
      const sorted = await list(`sortBy=EXPIRES_ON&order=${order}&size=100`);
      const dates = sorted.body.items.map(
        (agency: { expiresOn: string | null }) => agency.expiresOn,
      );
      expect(dates.at(-1)).toBeNull();
      expect(dates.indexOf(null)).toBe(dates.length - 1);
    }
  });

  it('lets staff list the agencies the directory no longer lists, and those it lists', async () => {
    await apply((await previewOf([NEW_AGENCY, SEEDED])).id);
    const total = await app.store.travelAgencies.count();
    const list = async (directory: string) => {
      const response = await app.request
        .get(`/api/admin/travel-agencies?directory=${directory}&size=100`)
        .set('authorization', `Bearer ${token}`);
      expect(response.status).toBe(200);
      return response.body.items.map((agency: { ruc: string }) => agency.ruc).sort();
    };
    expect(await list('LISTED')).toEqual([SEEDED.RUC, NEW_AGENCY.RUC].sort());
    expect(await list('NOT_LISTED')).toHaveLength(total - 2);
    expect(await list('LISTED,NOT_LISTED')).toHaveLength(total);
    const wrong = await app.request
      .get('/api/admin/travel-agencies?directory=MAYBE')
      .set('authorization', `Bearer ${token}`);
    expect(wrong.status).toBe(400);
  });

  it('tells tourists the directory’s date, and when it no longer lists an agency', async () => {
    await apply((await previewOf([NEW_AGENCY])).id);
    const verify = (query: string) => app.request.get(`/api/public/verify?q=${query}`);
    const listed = await verify('20527141975');
    expect(listed.body.results).toEqual([
      expect.objectContaining({ directoryCutoff: '2026-10-15', notInDirectoryAsOf: null }),
    ]);
    const dropped = await verify(SEEDED.RUC ?? '');
    expect(dropped.body.results).toEqual([
      expect.objectContaining({ notInDirectoryAsOf: '2026-10-15' }),
    ]);
  });

  it('changes nothing when the same file is imported again', async () => {
    await apply((await previewOf([NEW_AGENCY, SEEDED])).id);
    const entries = await app.store.auditTrail.count();
    const agencies = await app.store.travelAgencies.list({ orderBy: [{ field: 'id' }] });
    app.clock.advance(MINUTE);

    const again = await previewOf([NEW_AGENCY, SEEDED]);
    expect(again.preview).toMatchObject({ created: [], changed: [], missing: [], unchanged: 2 });
    const response = await apply(again.id);
    expect(response.body.applied).toEqual({
      created: 0,
      changed: 0,
      unchanged: 2,
      missing: 0,
      rejected: 0,
    });
    expect(await app.store.auditTrail.count()).toBe(entries);
    expect(await app.store.travelAgencies.list({ orderBy: [{ field: 'id' }] })).toEqual(agencies);
  });

  it('keeps a person’s edit made after the import, and the preview says so', async () => {
    await apply((await previewOf([NEW_AGENCY])).id);
    const agency = await app.store.travelAgencies.findOne({ ruc: '20527141975' });
    const edit = await app.request
      .patch(`/api/admin/travel-agencies/${agency?.id}`)
      .set('authorization', `Bearer ${token}`)
      .send({ phone: '984 555666' });
    expect(edit.status).toBe(200);

    const next = await previewOf([{ ...NEW_AGENCY, TELEF1: '084 777888', TELEF2: '' }]);
    expect(next.preview.changed).toEqual([
      expect.objectContaining({
        changes: [],
        kept: [{ field: 'phone', before: '984 555666', after: '084 777888' }],
      }),
    ]);
    await apply(next.id);
    expect(await app.store.travelAgencies.get(agency?.id ?? '')).toMatchObject({
      phone: '984 555666',
    });
  });

  it('takes back a record listed again', async () => {
    await apply((await previewOf([NEW_AGENCY])).id);
    const seeded = await app.store.travelAgencies.findOne({ ruc: SEEDED.RUC });
    expect(seeded?.notInDirectoryAsOf).toBe('2026-10-15');
    const later = await previewOf([
      { ...NEW_AGENCY, FECHA_CORTE: '15/11/2026' },
      { ...SEEDED, FECHA_CORTE: '15/11/2026' },
    ]);
    expect(later.preview.changed).toEqual([
      expect.objectContaining({ id: seeded?.id, listedAgain: true }),
    ]);
    await apply(later.id);
    expect(await app.store.travelAgencies.get(seeded?.id ?? '')).toMatchObject({
      notInDirectoryAsOf: null,
      directoryCutoff: '2026-11-15',
    });
  });

  it('refuses a new agency without certificate or class, and a certificate of another', async () => {
    const seeded = await app.store.travelAgencies.findOne({ ruc: SEEDED.RUC });
    const preview = await previewOf([
      { ...NEW_AGENCY, NRO_CERTIFICADO: '', CLASE: 'Agencia' },
      { ...NEW_AGENCY, RUC: '20100070970', NRO_CERTIFICADO: seeded?.certificateNumber ?? '' },
    ]);
    expect(preview.preview.created).toEqual([]);
    expect(preview.preview.rejected.map((row: { problems: string[] }) => row.problems)).toEqual([
      ['MISSING_CERTIFICATE', 'UNKNOWN_CLASS'],
      ['CERTIFICATE_TAKEN'],
    ]);
  });

  it('applies a preview once, and not after it expired', async () => {
    const first = await previewOf([NEW_AGENCY]);
    expect((await apply(first.id)).status).toBe(200);
    const twice = await apply(first.id);
    expect(twice.status).toBe(409);

    const late = await previewOf([SEEDED]);
    app.clock.advance(31 * MINUTE);
    const expired = await apply(late.id, (await signInAs(app, 'DIRCETUR')).accessToken);
    expect(expired.status).toBe(404);
    expect(expired.body.message).toMatch(/expired/);
    expect(await app.store.travelAgencies.findOne({ ruc: SEEDED.RUC })).toMatchObject({
      notInDirectoryAsOf: '2026-10-15',
    });
  });

  it('answers 400 for what is not a directory file, and 413 for one too large', async () => {
    const image = await upload(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]), 'foto.png');
    expect(image.status).toBe(400);
    expect(image.body.message).toBe('Not a CSV file');
    const other = await upload(Buffer.from('nombre,edad\nAna,30\n'));
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/^Not a file of the national directory: no column/);
    const none = await app.request
      .post(PREVIEW_PATH)
      .set('authorization', `Bearer ${token}`)
      .field('note', 'no file');
    expect(none.status).toBe(400);
    const huge = await upload(Buffer.alloc(31 * 1024 * 1024, 'a'));
    expect(huge.status).toBe(413);
    expect(await app.store.directoryImports.count()).toBe(0);
  });

  it('lets only ADMINISTRADOR and DIRCETUR preview, read and apply', async () => {
    const police = (await signInAs(app, 'POLICIA')).accessToken;
    const refused = await upload(directoryFile([NEW_AGENCY]), 'agencias.csv', police);
    expect(refused.status).toBe(403);
    const preview = await previewOf([NEW_AGENCY]);
    expect((await apply(preview.id, police)).status).toBe(403);
    const admin = (await signInAs(app, 'ADMINISTRADOR')).accessToken;
    expect((await apply(preview.id, admin)).status).toBe(200);
    const list = await app.request
      .get('/api/admin/directory/imports?target=TRAVEL_AGENCIES')
      .set('authorization', `Bearer ${token}`);
    expect(list.body).toEqual([
      expect.objectContaining({ id: preview.id, fileName: 'agencias.csv' }),
    ]);
  });

  it('applies more rows than one write takes: each record and change once', async () => {
    const seeded = await app.store.travelAgencies.count();
    // More rows than one write takes (1,000 a slice), and no more: the proof is the slicing.
    const rows = directoryRows(1_300, { cuscoShare: 1 });
    const first = await previewOf(rows);
    const created = first.preview.created.length;
    expect(created).toBeGreaterThan(1_000);
    expect((await apply(first.id)).body.applied).toMatchObject({ created, missing: seeded });
    expect(await app.store.travelAgencies.count()).toBe(seeded + created);
    const entries = (action: 'CREATE' | 'UPDATE') =>
      app.store.auditTrail.count({ area: 'travel_agencies', action });
    expect(await entries('CREATE')).toBe(created);
    expect(await entries('UPDATE')).toBe(seeded);

    app.clock.advance(MINUTE);
    const moved = rows.map((row) => ({ ...row, TELEF1: '084 111222', TELEF2: '' }));
    const second = await previewOf(moved);
    expect(second.preview.changed).toHaveLength(created);
    expect((await apply(second.id)).body.applied).toMatchObject({ created: 0, changed: created });
    expect(await app.store.travelAgencies.count({ phone: '084 111222' })).toBe(created);
    expect(await entries('UPDATE')).toBe(seeded + created);
  });
});

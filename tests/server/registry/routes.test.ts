import { beforeAll, describe, expect, it } from 'vitest';
import { buildSeed } from '../../../server/data';
import { addDays, cuscoToday } from '../../../server/registry/dates';
import { rucCheckDigit } from '../../../shared/documents';
import { createTestApp, type TestApp } from '../../support/app';
import { signInAs, withToken } from '../../support/auth';
import { testStore } from '../../support/test-store';

const ruc = (firstTen: string) => `${firstTen}${rucCheckDigit(firstTen)}`;
const today = cuscoToday(Date.now());

const AGENCY = {
  businessName: 'Inka Trails Expediciones S.A.C.',
  tradeName: 'Inka Trails',
  ruc: ruc('2060123456'),
  classification: 'OPERADOR_TURISMO',
  address: 'Calle Plateros 345',
  district: 'Cusco',
  province: 'Cusco',
  phone: '084 245 678',
  certificateNumber: 'cert-2026-0001',
  registeredOn: addDays(today, -100),
  expiresOn: addDays(today, 265),
};

let app: TestApp;
let admin: ReturnType<typeof withToken>;
let police: ReturnType<typeof withToken>;

beforeAll(async () => {
  app = await createTestApp({
    store: await testStore({ ...buildSeed(), travelAgencies: [], auditTrail: [] }),
  });
  admin = withToken(app, (await signInAs(app, 'ADMINISTRADOR')).accessToken);
  police = withToken(app, (await signInAs(app, 'POLICIA')).accessToken);
});

describe('a registry over REST (/api/admin/travel-agencies)', () => {
  it('refuses a RUC with a wrong check digit and a district of another province, saving nothing', async () => {
    const wrongDigit = AGENCY.ruc.slice(0, 10) + ((Number(AGENCY.ruc[10]) + 1) % 10);
    const response = await admin.post('/api/admin/travel-agencies', {
      ...AGENCY,
      ruc: wrongDigit,
      district: 'Pisac',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: 'BAD_REQUEST',
      fields: { ruc: 'Not a valid RUC' },
    });
    const placeOnly = await admin.post('/api/admin/travel-agencies', {
      ...AGENCY,
      district: 'Pisac',
    });
    expect(placeOnly.body.fields).toEqual({ district: 'Not a district of this province' });
    expect(await app.store.travelAgencies.count()).toBe(0);
  });

  it('creates, answers a RUC clash with 409 on the field, lists, reads, updates and deletes', async () => {
    const created = await admin.post('/api/admin/travel-agencies', AGENCY);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ certificateNumber: 'CERT-2026-0001', status: 'VIGENTE' });

    const clash = await admin.post('/api/admin/travel-agencies', {
      ...AGENCY,
      certificateNumber: 'OTHER-1',
    });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ error: 'CONFLICT', fields: { ruc: 'Already in use' } });

    const second = await admin.post('/api/admin/travel-agencies', {
      ...AGENCY,
      tradeName: 'Cóndor Andino',
      ruc: ruc('1045678912'),
      certificateNumber: 'CERT-2',
      classification: 'MINORISTA',
      province: 'Urubamba',
      district: 'Ollantaytambo',
    });
    expect(second.status).toBe(201);

    const list = await police.get(
      '/api/admin/travel-agencies?search=condor&classification=MINORISTA,MAYORISTA&sortBy=TRADE_NAME',
    );
    expect(list.status).toBe(200);
    expect(list.body.items.map((agency: { tradeName: string }) => agency.tradeName)).toEqual([
      'Cóndor Andino',
    ]);
    expect(list.body.pageInfo).toEqual({ page: 1, size: 10, total: 1, lastPage: 1 });
    const repeated = await police.get(
      '/api/admin/travel-agencies?province=Cusco&province=Urubamba',
    );
    expect(repeated.body.pageInfo.total).toBe(2);
    expect((await police.get('/api/admin/travel-agencies?size=500')).status).toBe(400);

    const id = created.body.id as string;
    expect((await police.get(`/api/admin/travel-agencies/${id}`)).body.tradeName).toBe(
      'Inka Trails',
    );
    expect((await police.patch(`/api/admin/travel-agencies/${id}`, { phone: null })).status).toBe(
      403,
    );
    const updated = await admin.patch(`/api/admin/travel-agencies/${id}`, { status: 'SUSPENDIDO' });
    expect(updated.body.status).toBe('SUSPENDIDO');

    const history = await admin.get(`/api/admin/travel-agencies/${id}/history`);
    expect(history.body.map((entry: { action: string }) => entry.action)).toEqual([
      'UPDATE',
      'CREATE',
    ]);
    expect(history.body[0].changes).toEqual([
      { field: 'status', before: 'VIGENTE', after: 'SUSPENDIDO' },
    ]);

    expect((await admin.delete(`/api/admin/travel-agencies/${id}`)).status).toBe(200);
    expect((await admin.get(`/api/admin/travel-agencies/${id}`)).status).toBe(404);
    await admin.delete(`/api/admin/travel-agencies/${second.body.id}`);
  });

  it('exports the whole filtered list as CSV that spreadsheets read safely', async () => {
    await admin.post('/api/admin/travel-agencies', AGENCY);
    await admin.post('/api/admin/travel-agencies', {
      ...AGENCY,
      tradeName: '=HYPERLINK("http://evil.example")',
      ruc: ruc('2071234567'),
      certificateNumber: 'CERT-3',
    });
    await admin.post('/api/admin/travel-agencies', {
      ...AGENCY,
      tradeName: 'Fuera del filtro',
      ruc: ruc('2081234567'),
      certificateNumber: 'CERT-4',
      province: 'Canchis',
      district: 'Sicuani',
    });
    const response = await police.get('/api/admin/travel-agencies/export?province=Cusco&lang=es');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename=agencias-viaje-${today}.csv`,
    );
    const text = response.text;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((line) => !line.includes('Fuera del filtro'))).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(text).not.toContain(',=HYPERLINK');
  });
});

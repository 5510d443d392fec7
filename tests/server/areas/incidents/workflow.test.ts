import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/app';
import { signInAs } from '../../../support/auth';
import { PERSONAL_VALUES, theftReport } from '../../../support/incident-reports';

let app: TestApp;
let token: string;

beforeEach(async () => {
  app = await createTestApp();
  token = (await signInAs(app, 'POLICIA')).accessToken;
});

async function file(overrides: Record<string, unknown> = {}) {
  const response = await app.request.post('/api/public/incidents').send(theftReport(overrides));
  const stored = await app.store.incidents.findOne({ code: response.body.code });
  return { receipt: response.body, id: stored?.id ?? '' };
}

const patch = (id: string, body: object, as = token) =>
  app.request.patch(`/api/admin/incidents/${id}`).set('authorization', `Bearer ${as}`).send(body);

const get = (path: string) =>
  app.request.get(`/api/admin/incidents${path}`).set('authorization', `Bearer ${token}`);

describe('the police work a case', () => {
  it('reads it with the personal data, the office and the history', async () => {
    const { receipt, id } = await file();
    const response = await get(`/${id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      code: receipt.code,
      status: 'RECIBIDO',
      routing: 'POSITION',
      reporter: { name: 'Emma Johnson', document: 'P123456789' },
      account: expect.stringContaining('backpack'),
      office: { jurisdiction: 'Cusco Centro Histórico' },
      history: [{ kind: 'REPORTED', status: 'RECIBIDO', byName: null }],
    });
  });

  it('moves it along the workflow with notes the tourist reads on the follow-up page', async () => {
    const { receipt, id } = await file();
    const taken = await patch(id, {
      status: 'EN_ATENCION',
      note: 'An officer is reviewing your report.',
      assigneeId: 'officer-001',
    });
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({
      status: 'EN_ATENCION',
      assigneeId: 'officer-001',
      assigneeName: expect.any(String),
    });
    expect(taken.body.history.map((event: { kind: string }) => event.kind)).toEqual([
      'REPORTED',
      'ASSIGNED',
      'STATUS',
    ]);
    await patch(id, { note: 'Please bring your passport to the Comisaría.' });
    const closed = await patch(id, { status: 'CERRADO', note: 'Your statement is ready.' });
    expect(closed.body.closedAt).toEqual(expect.any(String));

    const followUp = await app.request
      .post('/api/public/incidents/follow-up')
      .send({ token: receipt.followToken });
    expect(followUp.body.status).toBe('CERRADO');
    expect(followUp.body.updates).toEqual([
      { at: expect.any(String), status: 'RECIBIDO', note: null },
      {
        at: expect.any(String),
        status: 'EN_ATENCION',
        note: 'An officer is reviewing your report.',
      },
      {
        at: expect.any(String),
        status: 'EN_ATENCION',
        note: 'Please bring your passport to the Comisaría.',
      },
      { at: expect.any(String), status: 'CERRADO', note: 'Your statement is ready.' },
    ]);
    // Staff names and officers stay out of the public page too.
    expect(followUp.text).not.toContain('officer-001');
    expect(followUp.text).not.toContain(closed.body.assigneeName);
    for (const value of PERSONAL_VALUES) expect(followUp.text).not.toContain(value);
  });

  it('refuses a move the workflow does not allow, and any change to a closed case', async () => {
    const { id } = await file();
    const skipped = await patch(id, { status: 'ATENDIDO' });
    expect(skipped.status).toBe(400);
    expect(skipped.body.fields).toEqual({ status: 'Cannot go from RECIBIDO to ATENDIDO' });
    await patch(id, { status: 'CERRADO' });
    const reopened = await patch(id, { status: 'EN_ATENCION' });
    expect(reopened.status).toBe(409);
    expect((await patch(id, { note: 'late' })).status).toBe(409);
    const stored = await app.store.incidents.get(id);
    expect(stored?.history.map((event) => event.status)).toEqual(['RECIBIDO', 'CERRADO']);
  });

  it('routes it to another jurisdiction, and refuses unknown officers and jurisdictions', async () => {
    const { id } = await file();
    const routed = await patch(id, { jurisdictionId: 'jurisdiction-wanchaq' });
    expect(routed.body).toMatchObject({
      routing: 'OFFICER',
      office: { jurisdiction: 'Wanchaq' },
      history: [{ kind: 'REPORTED' }, { kind: 'ROUTED', jurisdictionName: 'Wanchaq' }],
    });
    const unknown = await patch(id, { jurisdictionId: 'nowhere', assigneeId: 'nobody' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ jurisdictionId: 'No such jurisdiction' });
    const stranger = await patch(id, { assigneeId: 'nobody' });
    expect(stranger.body.fields).toEqual({ assigneeId: 'No such officer' });
    expect((await patch(id, { colour: 'red' })).body.fields).toEqual({
      input: 'Unknown field colour',
    });
  });

  it('keeps every change in the audit trail, without personal data', async () => {
    const { id } = await file();
    await patch(id, { status: 'EN_ATENCION', note: 'On it.' });
    const trail = await app.store.auditTrail.list({ where: { recordId: id } });
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      area: 'incidents',
      action: 'UPDATE',
      actor: { name: expect.any(String) },
    });
    expect(trail[0]?.changes.map((change) => change.field)).toEqual(['notes', 'status']);
    for (const value of PERSONAL_VALUES) expect(JSON.stringify(trail)).not.toContain(value);
  });

  it('lists the cases newest first, filtered and searched', async () => {
    await file({ type: 'SCAM', place: { province: 'Urubamba', district: 'Urubamba' } });
    const { receipt } = await file();
    const all = await get('');
    expect(all.body.pageInfo.total).toBe(2);
    expect(all.body.items[0].code).toBe(receipt.code);
    const scams = await get('?type=SCAM');
    expect(scams.body.items).toHaveLength(1);
    expect(scams.body.items[0]).toMatchObject({
      routing: 'DISTRICT',
      office: { jurisdiction: 'Urubamba' },
    });
    expect((await get('?search=cathedral')).body.items).toHaveLength(1);
    expect((await get('?status=CERRADO')).body.items).toHaveLength(0);
    expect((await get('?from=2999-01-01')).body.items).toHaveLength(0);
    expect((await get('?status=OPEN')).status).toBe(400);
  });

  it("takes the dates of the list as days of Cusco's calendar", async () => {
    // Received at 22:30 on 26 November in Cusco: already the 27th in Greenwich.
    app = await createTestApp();
    app.clock.advance(Date.parse('2026-11-27T03:30:00Z') - app.clock.now());
    token = (await signInAs(app, 'POLICIA')).accessToken;
    const { receipt } = await file();
    const codes = async (query: string) =>
      (await get(query)).body.items.map((item: { code: string }) => item.code);
    expect(await codes('?from=2026-11-26&to=2026-11-26')).toEqual([receipt.code]);
    expect(await codes('?from=2026-11-27')).toEqual([]);
    expect(await codes('?to=2026-11-25')).toEqual([]);
  });

  it('keeps the office of every case: its jurisdiction cannot be deleted, and a lost one still answers', async () => {
    const { receipt, id } = await file();
    const made = await app.request
      .post('/api/admin/jurisdictions')
      .set('authorization', `Bearer ${token}`)
      .send({
        name: 'Marcapata',
        province: 'Quispicanchi',
        districts: ['Marcapata'],
        headquarters: {
          name: 'Comisaría Marcapata',
          address: 'Plaza de Armas s/n',
          phone: '084 300300',
          latitude: -13.5,
          longitude: -70.97,
        },
      });
    expect(made.status).toBe(201);
    await patch(id, { jurisdictionId: made.body.id });

    const refused = await app.request
      .delete(`/api/admin/jurisdictions/${made.body.id}`)
      .set('authorization', `Bearer ${token}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'One tourist report was routed to this jurisdiction, whose follow-up shows its office',
    );

    // A jurisdiction removed before the rule existed: the tourist still reads the case.
    await app.store.jurisdictions.remove(made.body.id);
    const followUp = await app.request
      .post('/api/public/incidents/follow-up')
      .send({ token: receipt.followToken });
    expect(followUp.status).toBe(200);
    expect(followUp.body).toMatchObject({ code: receipt.code, office: { jurisdiction: '' } });
    expect((await get(`/${id}`)).body.office).toEqual(followUp.body.office);
  });
});

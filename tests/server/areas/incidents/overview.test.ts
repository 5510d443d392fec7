import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/app';
import { signInAs, withToken } from '../../../support/auth';
import { PERSONAL_VALUES, theftReport } from '../../../support/incident-reports';

const MINUTE = 60_000;

let app: TestApp;
let police: ReturnType<typeof withToken>;

beforeEach(async () => {
  app = await createTestApp();
  police = withToken(app, (await signInAs(app, 'POLICIA')).accessToken);
});

/** Files a report a minute after the previous one, and answers its code and stored id. */
async function file(overrides: Record<string, unknown> = {}) {
  app.clock.advance(MINUTE);
  const response = await app.request.post('/api/public/incidents').send(theftReport(overrides));
  expect(response.status).toBe(201);
  const stored = await app.store.incidents.findOne({ code: response.body.code });
  return { code: response.body.code as string, id: stored?.id ?? '' };
}

const OVERVIEW = `query Overview($oldest: Int) {
  incidentOverview(oldest: $oldest) {
    open { status total }
    openTotal
    oldestUnattended { id code type district placeDescription jurisdiction createdAt }
  }
}`;

describe('the landing page’s open reports', () => {
  it('says there are none when no case is open', async () => {
    const closed = await file();
    await police.patch(`/api/admin/incidents/${closed.id}`, { status: 'CERRADO' });
    const response = await police.graphql(OVERVIEW);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.incidentOverview).toEqual({
      open: [
        { status: 'RECIBIDO', total: 0 },
        { status: 'EN_ATENCION', total: 0 },
      ],
      openTotal: 0,
      oldestUnattended: [],
    });
  });

  it('counts the open cases by status and lists those not yet taken up, oldest first', async () => {
    const oldest = await file();
    const taken = await file();
    const closed = await file();
    const sicuani = await file({
      type: 'SCAM',
      place: { province: 'Canchis', district: 'Sicuani', description: 'Bus terminal' },
    });
    const newest = await file({ type: 'LOST_DOCUMENTS' });
    await police.patch(`/api/admin/incidents/${taken.id}`, { status: 'EN_ATENCION' });
    await police.patch(`/api/admin/incidents/${closed.id}`, { status: 'CERRADO' });

    const response = await police.graphql(OVERVIEW, { oldest: 5 });
    expect(response.body.errors).toBeUndefined();
    const overview = response.body.data.incidentOverview;
    expect(overview.open).toEqual([
      { status: 'RECIBIDO', total: 3 },
      { status: 'EN_ATENCION', total: 1 },
    ]);
    expect(overview.openTotal).toBe(4);
    expect(overview.oldestUnattended.map((one: { code: string }) => one.code)).toEqual([
      oldest.code,
      sicuani.code,
      newest.code,
    ]);
    expect(overview.oldestUnattended[0]).toMatchObject({
      id: oldest.id,
      type: 'THEFT',
      district: null,
      placeDescription: 'Plaza de Armas, near the cathedral',
      jurisdiction: 'Cusco Centro Histórico',
    });
    expect(overview.oldestUnattended[1]).toMatchObject({
      type: 'SCAM',
      district: 'Sicuani',
      placeDescription: 'Bus terminal',
      jurisdiction: expect.stringMatching(/\S/),
    });
    // Nothing of the reporter or their account.
    const text = JSON.stringify(response.body);
    for (const value of PERSONAL_VALUES) expect(text).not.toContain(value);
  });

  it('answers the same over REST, as many of the oldest as asked', async () => {
    const oldest = await file();
    await file();
    const response = await police.get('/api/admin/incidents/overview?oldest=1');
    expect(response.status).toBe(200);
    expect(response.body.openTotal).toBe(2);
    expect(response.body.oldestUnattended).toEqual([
      expect.objectContaining({ code: oldest.code, jurisdiction: 'Cusco Centro Histórico' }),
    ]);
  });

  it('refuses a count of cases it would not list (400 naming it)', async () => {
    for (const oldest of ['0', '21', '2.5', 'many']) {
      const response = await police.get(`/api/admin/incidents/overview?oldest=${oldest}`);
      expect(response.status, oldest).toBe(400);
      expect(response.body.fields).toHaveProperty('oldest');
    }
  });

  it('is for the tourism police: a DIRCETUR is refused', async () => {
    const dircetur = withToken(app, (await signInAs(app, 'DIRCETUR')).accessToken);
    expect((await dircetur.get('/api/admin/incidents/overview')).status).toBe(403);
    const response = await dircetur.graphql(OVERVIEW);
    expect(response.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

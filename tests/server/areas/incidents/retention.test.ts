import { describe, expect, it } from 'vitest';
import { erasePersonalData } from '../../../../server/areas/incidents/retention';
import { caseLink } from '../../../../shared/incident-links';
import { createTestApp, jobContext, type TestApp } from '../../../support/app';
import { signInAs } from '../../../support/auth';
import { PERSONAL_VALUES, theftReport } from '../../../support/incident-reports';

const DAY = 86_400_000;

/** What the tourist of `theftReport()` wrote or their phone sent, beside who they are. */
const FREE_TEXT_VALUES = ['Plaza de Armas', 'iPhone 14', 'Passport', '-13.51664', '-71.97872'];

async function closedCase(app: TestApp) {
  const token = (await signInAs(app, 'POLICIA')).accessToken;
  const filed = await app.request.post('/api/public/incidents').send(theftReport());
  const stored = await app.store.incidents.findOne({ code: filed.body.code });
  const closed = await app.request
    .patch(`/api/admin/incidents/${stored?.id}`)
    .set('authorization', `Bearer ${token}`)
    .send({ status: 'CERRADO', note: 'Your statement is ready.' });
  expect(closed.body.status).toBe('CERRADO');
  return { id: stored?.id ?? '', followToken: filed.body.followToken as string };
}

const job = (app: TestApp) =>
  erasePersonalData(jobContext(app), app.config.settings.incidents.retentionMs);

describe('personal data of closed cases (SECURITY 31)', () => {
  it('is erased once the retention time after closing has passed, free text and position too', async () => {
    const app = await createTestApp({ captureLogs: true, env: { INCIDENT_RETENTION: '180d' } });
    const old = await closedCase(app);
    app.clock.advance(10 * DAY);
    const recent = await closedCase(app);
    const open = await app.request.post('/api/public/incidents').send(theftReport());

    app.clock.advance(175 * DAY);
    expect(await job(app)).toBe(1);
    expect(await job(app)).toBe(0);

    const erased = await app.store.incidents.get(old.id);
    expect(erased).toMatchObject({ reporter: null, account: null, status: 'CERRADO' });
    expect(erased?.personalDataErasedAt).toEqual(expect.any(String));
    expect(erased?.history.at(-1)).toMatchObject({ kind: 'ERASED', byUserId: null });
    // What the tourist wrote and their phone sent goes too: the place, the items, the position.
    expect(erased?.place).toMatchObject({ description: null, position: null });
    // What the case was stays: its code, type, items' values and the notes for the tourist.
    expect(erased?.items).toEqual([
      { description: null, value: 900, currency: 'USD' },
      { description: null, value: null, currency: null },
    ]);
    for (const value of [...PERSONAL_VALUES, ...FREE_TEXT_VALUES]) {
      expect(JSON.stringify(erased)).not.toContain(value);
    }
    // The officers' notifications copied the place: it goes from them too.
    const told = await app.store.notifications.list({ where: { link: caseLink(old.id) } });
    expect(told.length).toBeGreaterThan(0);
    for (const item of told) expect(item.event?.params.place).toBe('—');
    for (const value of FREE_TEXT_VALUES) expect(JSON.stringify(told)).not.toContain(value);

    expect((await app.store.incidents.get(recent.id))?.reporter).not.toBeNull();
    const stillOpen = await app.store.incidents.findOne({ code: open.body.code });
    expect(stillOpen?.reporter).not.toBeNull();

    const trail = await app.store.auditTrail.list({ where: { recordId: old.id } });
    expect(trail.at(-1)).toMatchObject({
      actor: { id: 'server' },
      changes: [
        { field: 'reporter', before: null, after: null },
        { field: 'account', before: null, after: null },
        { field: 'place.description', before: null, after: null },
        { field: 'place.position', before: null, after: null },
        { field: 'items.description', before: null, after: null },
      ],
    });
    expect(app.logs.filter((line) => line.includes('"incident.erased"'))).toHaveLength(1);

    // The police and the tourist still read the case.
    const token = (await signInAs(app, 'POLICIA')).accessToken;
    const read = await app.request
      .get(`/api/admin/incidents/${old.id}`)
      .set('authorization', `Bearer ${token}`);
    expect(read.body).toMatchObject({ reporter: null, account: null });
    expect(read.body.history.at(-1).kind).toBe('ERASED');
    const followUp = await app.request
      .post('/api/public/incidents/follow-up')
      .send({ token: old.followToken });
    expect(followUp.body.updates.at(-1)).toMatchObject({ status: 'CERRADO' });
  });
});

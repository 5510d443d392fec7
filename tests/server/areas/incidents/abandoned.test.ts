import { describe, expect, it } from 'vitest';
import { JOBS } from '../../../../server/areas';
import { cuscoDate } from '../../../../shared/dates';
import { caseLink } from '../../../../shared/incident-links';
import { createTestApp, jobContext, type TestApp } from '../../../support/app';
import { DEMO, signInAs, withToken } from '../../../support/auth';
import { PERSONAL_VALUES, theftReport } from '../../../support/incident-reports';
import { makeUser } from '../../../support/users';

// A case nobody works on is closed as abandoned INCIDENT_ABANDONED_AFTER after its last change,
// its officers warned 14 days before, and its personal data erased at once (issue 32, item 8).
// theftReport() lands in Cusco Centro Histórico, whose chief (officer-001) is the demo POLICIA.

const DAY = 86_400_000;

/** The server's own hourly job, as the scheduler runs it. */
async function runJob(app: TestApp): Promise<number> {
  const job = JOBS.find((one) => one.name === 'incident-abandoned');
  if (!job) throw new Error('no incident-abandoned job');
  return job.run(jobContext(app));
}

async function file(app: TestApp) {
  const filed = await app.request.post('/api/public/incidents').send(theftReport());
  expect(filed.status).toBe(201);
  const stored = await app.store.incidents.findOne({ code: filed.body.code });
  return { id: stored?.id ?? '', followToken: filed.body.followToken as string };
}

const kinds = async (app: TestApp, id: string) =>
  (await app.store.incidents.get(id))?.history.map((event) => event.kind);

/** The abandonment warnings each account holds about one case. */
async function warnings(app: TestApp, id: string) {
  const told = await app.store.notifications.list({ where: { link: caseLink(id) } });
  return told.filter((item) => item.event?.kind === 'INCIDENT_ABANDONING');
}

describe('a case nobody works on', () => {
  it('is warned of 14 days ahead, then closed as abandoned with its personal data erased', async () => {
    const app = await createTestApp({
      captureLogs: true,
      env: { INCIDENT_ABANDONED_AFTER: '90d' },
    });
    const created = app.clock.now();
    const { id, followToken } = await file(app);
    const filed = await app.store.incidents.get(id);

    app.clock.advance(75 * DAY);
    expect(await runJob(app)).toBe(0);
    app.clock.advance(1 * DAY + 1000);
    expect(await runJob(app)).toBe(1);
    expect(await runJob(app)).toBe(0);
    const warned = await app.store.incidents.get(id);
    expect(warned?.history.at(-1)).toMatchObject({
      kind: 'ABANDON_WARNED',
      status: 'RECIBIDO',
      byUserId: null,
    });
    // A warning is not work on the case: the count goes on from its last change.
    expect(warned?.updatedAt).toBe(filed?.updatedAt);
    const [warning, ...more] = await warnings(app, id);
    expect(more).toEqual([]);
    expect(warning?.userId).toBe(DEMO.POLICIA.id);
    const closesOn = cuscoDate(new Date(created + 90 * DAY));
    expect(warning?.event?.params).toMatchObject({ code: filed?.code, closesOn });
    expect(warning?.title).toBe(
      `Denuncia ${filed?.code} sin atender: se cerrará el ${closesOn.split('-').reverse().join('/')}`,
    );

    app.clock.advance(13 * DAY);
    expect(await runJob(app)).toBe(0);
    expect((await app.store.incidents.get(id))?.status).toBe('RECIBIDO');
    app.clock.advance(1 * DAY);
    expect(await runJob(app)).toBe(1);
    expect(await runJob(app)).toBe(0);

    const closed = await app.store.incidents.get(id);
    expect(closed).toMatchObject({ status: 'CERRADO', reporter: null, account: null });
    expect(closed?.closedAt).toEqual(expect.any(String));
    expect(closed?.personalDataErasedAt).toEqual(expect.any(String));
    expect(closed?.place).toMatchObject({ description: null, position: null });
    expect(closed?.history.slice(-2)).toMatchObject([
      { kind: 'ABANDONED', status: 'CERRADO', byUserId: null, note: null },
      { kind: 'ERASED', status: 'CERRADO' },
    ]);
    for (const value of PERSONAL_VALUES) expect(JSON.stringify(closed)).not.toContain(value);

    const trail = await app.store.auditTrail.list({ where: { recordId: id } });
    expect(trail.slice(-2)).toMatchObject([
      {
        actor: { id: 'server' },
        changes: expect.arrayContaining([
          { field: 'status', before: 'RECIBIDO', after: 'CERRADO' },
        ]),
      },
      {
        actor: { id: 'server' },
        changes: expect.arrayContaining([{ field: 'reporter', before: null, after: null }]),
      },
    ]);
    expect(app.logs.filter((line) => line.includes('"incident.erased"'))).toHaveLength(1);

    // The tourist reads that the case was closed.
    const followUp = await app.request
      .post('/api/public/incidents/follow-up')
      .send({ token: followToken });
    expect(followUp.body.status).toBe('CERRADO');
    expect(followUp.body.updates.at(-1)).toMatchObject({ status: 'CERRADO', note: null });
    await app.stop();
  });

  it('stays open once an officer works it after the warning, and is warned again later', async () => {
    const app = await createTestApp({ env: { INCIDENT_ABANDONED_AFTER: '90d' } });
    const { id } = await file(app);
    app.clock.advance(80 * DAY);
    expect(await runJob(app)).toBe(1);
    app.clock.advance(5 * DAY);
    const police = withToken(app, (await signInAs(app, 'POLICIA')).accessToken);
    const noted = await police.patch(`/api/admin/incidents/${id}`, { note: 'Seguimos en ello.' });
    expect(noted.status).toBe(200);

    app.clock.advance(20 * DAY);
    expect(await runJob(app)).toBe(0);
    expect((await app.store.incidents.get(id))?.status).toBe('RECIBIDO');
    // 76 days after the note, the next quiet spell is warned of.
    app.clock.advance(56 * DAY + 1000);
    expect(await runJob(app)).toBe(1);
    expect(await kinds(app, id)).toEqual(['REPORTED', 'ABANDON_WARNED', 'NOTE', 'ABANDON_WARNED']);
    expect(await warnings(app, id)).toHaveLength(2);
    await app.stop();
  });

  it('found late (the server was off) still gets the whole notice before closing', async () => {
    const app = await createTestApp({ env: { INCIDENT_ABANDONED_AFTER: '90d' } });
    const { id } = await file(app);
    app.clock.advance(200 * DAY);
    expect(await runJob(app)).toBe(1);
    const [warning] = await warnings(app, id);
    expect(warning?.event?.params.closesOn).toBe(cuscoDate(new Date(app.clock.now() + 14 * DAY)));
    app.clock.advance(14 * DAY - 60_000);
    expect(await runJob(app)).toBe(0);
    app.clock.advance(60_000);
    expect(await runJob(app)).toBe(1);
    expect(await kinds(app, id)).toEqual(['REPORTED', 'ABANDON_WARNED', 'ABANDONED', 'ERASED']);
    await app.stop();
  });

  it('warns the officer in charge when it has one, and leaves closed cases to the retention', async () => {
    const app = await createTestApp({ env: { INCIDENT_ABANDONED_AFTER: '90d' } });
    await app.store.users.insert(
      makeUser('san-blas', { role: 'POLICIA', officerId: 'officer-002' }),
    );
    const police = withToken(app, (await signInAs(app, 'POLICIA')).accessToken);
    const assigned = await file(app);
    const closed = await file(app);
    expect(
      (await police.patch(`/api/admin/incidents/${assigned.id}`, { assigneeId: 'officer-002' }))
        .status,
    ).toBe(200);
    expect(
      (await police.patch(`/api/admin/incidents/${closed.id}`, { status: 'CERRADO' })).status,
    ).toBe(200);
    app.clock.advance(77 * DAY);
    expect(await runJob(app)).toBe(1);
    expect((await warnings(app, assigned.id)).map((item) => item.userId)).toEqual(['san-blas']);
    expect(await kinds(app, closed.id)).toEqual(['REPORTED', 'STATUS']);
    await app.stop();
  });
});

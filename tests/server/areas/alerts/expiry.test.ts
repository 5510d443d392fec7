import { describe, expect, it } from 'vitest';
import { JOBS } from '../../../../server/areas';
import {
  activeAlerts,
  expireAlerts,
  feedAlerts,
  publishedAlert as publishedAlertOf,
} from '../../../../server/areas/alerts/service';
import { publicAlerts } from '../../../../server/areas/alerts/view';
import { alertInput, alertsApi, publishedAlert } from '../../../support/alerts';
import { createTestApp, jobContext, type TestApp } from '../../../support/app';
import { signInAs } from '../../../support/auth';

// Alerts leave the public page at their expiry and stay in the staff list and the history; the
// job that marks them EXPIRED runs on every instance at once without doing anything twice.

const HOUR = 3_600_000;

async function staff(app: TestApp) {
  const token = (await signInAs(app, 'DIRCETUR')).accessToken;
  return { token, api: alertsApi(app, token) };
}

/** Cancels an alert, signed in afresh (an access token lasts 15 minutes of the moved clock). */
async function cancel(app: TestApp, id: string, reason = 'Over') {
  const response = await (await staff(app)).api.cancel(id, reason);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/** An alert published now that expires `hours` from now. */
async function expiringIn(app: TestApp, hours: number, overrides: Record<string, unknown> = {}) {
  const { token } = await staff(app);
  const expires = new Date(app.clock.now() + hours * HOUR).toISOString();
  return publishedAlert(app, token, { expires, ...overrides });
}

describe('the expiry job', () => {
  it('is declared for the scheduler, every minute', () => {
    expect(JOBS.find((job) => job.name === 'alerts-expiry')).toMatchObject({ everyMs: 60_000 });
  });

  it('expires each alert past its expiry once, in the history as the server, on two instances at once', async () => {
    const a = await createTestApp();
    // A second instance on the same store, as behind a load balancer.
    const b = await createTestApp({ store: a.store });
    const soon = await expiringIn(a, 1);
    const sooner = await expiringIn(a, 2, { severity: 'EXTREME' });
    const later = await expiringIn(a, 48);
    const { api } = await staff(a);
    const draft = (await api.create(alertInput(a.clock.now()))).body.id as string;

    a.clock.advance(3 * HOUR);
    b.clock.advance(3 * HOUR);
    // Hidden from tourists at its expiry, before any job ran.
    expect((await activeAlerts(jobContext(b))).map((alert) => alert.id)).toEqual([later.id]);

    const done = await Promise.all([expireAlerts(jobContext(a)), expireAlerts(jobContext(b))]);
    expect(done[0] + done[1]).toBe(2);
    expect(await expireAlerts(jobContext(a))).toBe(0);

    const states = async () =>
      Object.fromEntries(
        (await a.store.alerts.list()).map((alert) => [alert.id, alert.state] as const),
      );
    expect(await states()).toEqual({
      [soon.id]: 'EXPIRED',
      [sooner.id]: 'EXPIRED',
      [later.id]: 'PUBLISHED',
      [draft]: 'DRAFT',
    });
    for (const id of [soon.id, sooner.id]) {
      const trail = await a.store.auditTrail.list({ where: { area: 'alerts', recordId: id } });
      const expiries = trail.filter((entry) =>
        entry.changes.some((change) => change.field === 'state' && change.after === 'EXPIRED'),
      );
      expect(expiries).toHaveLength(1);
      expect(expiries[0]).toMatchObject({
        action: 'UPDATE',
        actor: { id: 'server' },
        changes: expect.arrayContaining([
          { field: 'state', before: 'PUBLISHED', after: 'EXPIRED' },
        ]),
      });
    }

    // Staff still read it, in the list and alone, and see its history.
    const { api: later2 } = await staff(a);
    expect((await later2.list('?states=EXPIRED')).body.pageInfo.total).toBe(2);
    const history = await later2.history(soon.id);
    expect(
      history.body.data.recordHistory.map(
        (entry: { changes: { field: string; after: unknown }[] }) =>
          entry.changes.find((change) => change.field === 'state')?.after,
      ),
    ).toEqual(['EXPIRED', 'PUBLISHED', 'DRAFT']);
    // Ended: an expired alert changes no more.
    const refused = await later2.update(soon.id, alertInput(a.clock.now()));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/expired/);
  });

  it('leaves alone an alert renewed or cancelled before it ran', async () => {
    const app = await createTestApp();
    const renewed = await expiringIn(app, 1);
    const cancelled = await expiringIn(app, 1);
    app.clock.advance(HOUR / 2);
    const { api } = await staff(app);
    const expires = new Date(app.clock.now() + 5 * HOUR).toISOString();
    expect((await api.update(renewed.id, alertInput(app.clock.now(), { expires }))).status).toBe(
      200,
    );
    await cancel(app, cancelled.id, 'Road open');
    app.clock.advance(HOUR);
    expect(await expireAlerts(jobContext(app))).toBe(0);
    expect((await app.store.alerts.get(renewed.id))?.state).toBe('UPDATED');
    expect((await app.store.alerts.get(cancelled.id))?.state).toBe('CANCELLED');
  });
});

describe('what relays read', () => {
  it('the feed: the active alerts and those ended within 48 hours, newest change first', async () => {
    const app = await createTestApp();
    const oldCancelled = await expiringIn(app, 200);
    await cancel(app, oldCancelled.id);
    const expiredLong = await expiringIn(app, 1);
    app.clock.advance(3 * 24 * HOUR);

    const expiredNow = await expiringIn(app, 1);
    const staleActive = await expiringIn(app, 2);
    app.clock.advance(HOUR / 2);
    const active = await expiringIn(app, 24);
    const cancelled = await expiringIn(app, 24);
    app.clock.advance(HOUR);
    await cancel(app, cancelled.id, 'Train running again');
    app.clock.advance(HOUR / 4);
    // expiredLong and expiredNow are marked by the job; staleActive, past its expiry later, not yet.
    expect(await expireAlerts(jobContext(app))).toBe(2);
    app.clock.advance(HOUR);
    // A draft is never in the feed.
    await (await staff(app)).api.create(alertInput(app.clock.now()));

    const feed = await feedAlerts(jobContext(app));
    // staleActive ended at +2 h, the cancel at +1.5 h, expiredNow at +1 h.
    expect(feed.map((alert) => alert.id)).toEqual([
      staleActive.id,
      cancelled.id,
      expiredNow.id,
      active.id,
    ]);
    expect(feed.map((alert) => alert.id)).not.toContain(expiredLong.id);
    expect(feed.map((alert) => alert.id)).not.toContain(oldCancelled.id);
  });

  it('one alert ever published, in whatever state; a draft is not found', async () => {
    const app = await createTestApp();
    const alert = await expiringIn(app, 5);
    await cancel(app, alert.id);
    const draft = (await (await staff(app)).api.create(alertInput(app.clock.now()))).body.id;
    expect(await publishedAlertOf(jobContext(app), alert.id)).toMatchObject({
      id: alert.id,
      state: 'CANCELLED',
      version: 2,
    });
    await expect(publishedAlertOf(jobContext(app), draft)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(publishedAlertOf(jobContext(app), 'nothing')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('the public page: the texts in its language, the one used and the last update', async () => {
    const app = await createTestApp();
    const alert = await expiringIn(app, 5);
    const [shown] = await publicAlerts(jobContext(app), 'ja');
    expect(shown).toEqual({
      id: alert.id,
      category: 'RAILWAY',
      severity: 'SEVERE',
      urgency: 'IMMEDIATE',
      certainty: 'OBSERVED',
      area: { kind: 'PROVINCES', provinces: ['Urubamba', 'La Convención'] },
      onset: expect.any(String),
      expires: expect.any(String),
      state: 'PUBLISHED',
      lang: 'en',
      headline: 'Train to Machu Picchu suspended',
      description: expect.stringContaining('landslide'),
      instruction: expect.any(String),
      source: 'PeruRail',
      link: 'https://www.perurail.com/',
      updatedAt: alert.updatedAt,
    });
  });
});

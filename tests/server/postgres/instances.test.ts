import { afterAll, describe, expect, it, vi } from 'vitest';
import { STORE_SCHEMA } from '../../../server/data';
import { openPostgresStore } from '../../../server/store/postgres/store';
import { createTestApp, type TestApp } from '../../support/app';
import { DEMO, DEMO_PASSWORD, signInAs } from '../../support/auth';
import { createTestDatabase } from '../../support/postgres';
import { recordingLogger } from '../../support/store-fixtures';

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

/** Two instances of the application on one new database, as behind a load balancer. */
async function twoInstances(env: Record<string, string> = {}): Promise<[TestApp, TestApp]> {
  const database = await createTestDatabase();
  closers.push(database.drop);
  const open = async () => {
    const store = await openPostgresStore({
      url: database.url,
      ...STORE_SCHEMA,
      logger: recordingLogger(),
    });
    const app = await createTestApp({ store, env: { DATABASE_URL: database.url, ...env } });
    closers.push(async () => {
      await app.stop();
      await store.close();
    });
    return app;
  };
  return [await open(), await open()];
}

// Each test opens two instances on a new database: 4-7 s on a busy 2-core machine, where the
// project's default 5 s left no margin.
describe('two instances on one PostgreSQL database', { timeout: 30_000 }, () => {
  it('read on one what the other wrote', async () => {
    const [a, b] = await twoInstances();
    const admin = await signInAs(a, 'ADMINISTRADOR');
    const changed = await a.request
      .patch('/api/admin/emergency-contacts/policia')
      .set('authorization', `Bearer ${admin.accessToken}`)
      .send({ phone: '084 252974' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const read = await b.request.get('/api/public/emergency-contacts');
    expect(read.body.find((contact: { id: string }) => contact.id === 'policia')?.phone).toBe(
      '084 252974',
    );
  });

  it('serve on one what the other wrote, though one kept the answer before the write', async () => {
    const [a, b] = await twoInstances();
    const admin = await signInAs(a, 'ADMINISTRADOR');
    const phone = async () =>
      (await b.request.get('/api/public/emergency-contacts')).body.find(
        (contact: { id: string }) => contact.id === 'policia',
      )?.phone;
    const before = await phone();
    // Read until b answers from what it kept: the notice of a's sign-in may reach b after its
    // first answer and rightly make it read again.
    await vi.waitFor(
      async () => {
        const served = b.sharedResponses.stats().served;
        expect(await phone()).toBe(before);
        expect(b.sharedResponses.stats().served).toBe(served + 1);
      },
      { timeout: 10_000 },
    );
    const changed = await a.request
      .patch('/api/admin/emergency-contacts/policia')
      .set('authorization', `Bearer ${admin.accessToken}`)
      .send({ phone: '084 249654' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    // SECURITY 29: within a second (when the write's notice arrives, or the kept answer's age
    // runs out); polled rather than timed, so a slow machine cannot fail it.
    await vi.waitFor(async () => expect(await phone()).toBe('084 249654'), { timeout: 10_000 });
  });

  it('end on every instance a session signed out on one', async () => {
    const [a, b] = await twoInstances();
    const session = await signInAs(a, 'DIRCETUR');
    const me = () =>
      b.request.get('/api/common/user').set('authorization', `Bearer ${session.accessToken}`);
    expect((await me()).status).toBe(200);
    const out = await a.request
      .post('/api/auth/sign-out')
      .send({ refreshToken: session.refreshToken });
    expect(out.status).toBe(200);
    // SECURITY 29: within a second, when the sign-out's notice arrives (or the other instance's
    // cached session expires): polled rather than timed, so a slow machine cannot fail it.
    await vi.waitFor(async () => expect((await me()).status).toBe(401), { timeout: 10_000 });
  });

  it('count failed sign-ins on both toward one lockout', async () => {
    const [a, b] = await twoInstances({ SIGN_IN_MAX_FAILURES: '3' });
    const attempt = (app: TestApp) =>
      app.request
        .post('/api/auth/sign-in')
        .send({ email: DEMO.POLICIA.email, password: 'not-the-password' });
    expect((await attempt(a)).status).toBe(404);
    expect((await attempt(b)).status).toBe(404);
    expect((await attempt(a)).status).toBe(404);
    // Three failures in all: the account is locked on both, whoever asks.
    expect((await attempt(b)).status).toBe(429);
    expect((await attempt(a)).status).toBe(429);
  });

  it("make an account's attempts wait on both once its failures add up, and let the owner in after", async () => {
    const [a, b] = await twoInstances({
      TRUST_PROXY: 'loopback',
      SIGN_IN_MAX_FAILURES: '2',
      SIGN_IN_MAX_FAILURES_PER_ACCOUNT: '4',
    });
    const attempt = (app: TestApp, password: string, from: string) =>
      app.request
        .post('/api/auth/sign-in')
        .set('x-forwarded-for', from)
        .send({ email: DEMO.POLICIA.email, password });
    expect((await attempt(a, 'wrong-1', '198.51.100.1')).status).toBe(404);
    expect((await attempt(b, 'wrong-2', '198.51.100.2')).status).toBe(404);
    expect((await attempt(a, 'wrong-3', '2001:db8:9:9::1')).status).toBe(404);
    expect((await attempt(b, 'wrong-4', '2001:db8:9:a::1')).status).toBe(404);
    // The fourth failure, counted in the database, makes the next attempt wait on either one.
    const early = await attempt(a, DEMO_PASSWORD, '203.0.113.9');
    expect(early.status).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(6);
    expect((await attempt(b, DEMO_PASSWORD, '203.0.113.9')).status).toBe(429);
    b.clock.advance(6000);
    expect((await attempt(b, DEMO_PASSWORD, '203.0.113.9')).status).toBe(200);
  });
});

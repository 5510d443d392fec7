import { beforeEach, describe, expect, it } from 'vitest';
import { updateUser } from '../../../../server/areas/users/admin';
import { createTestApp, type TestApp } from '../../../support/app';
import { DEMO } from '../../../support/auth';
import { testContext } from '../../../support/context';

let app: TestApp;

const DAY = 86_400_000;

const request = (i: number) => ({
  name: `Rosa Quispe ${i}`,
  email: `rosa.quispe.${i}@turismo.cusco.pe`,
  password: 'Saqsaywaman-2026',
});

const signUp = (body: object, from = '203.0.113.7') =>
  app.request.post('/api/auth/sign-up').set('x-forwarded-for', from).send(body);

const forgot = (email: string, from = '203.0.113.7') =>
  app.request.post('/api/auth/forgot-password').set('x-forwarded-for', from).send({ email });

/** Counts the passwords the app hashes from now on. */
function countHashes(test: TestApp) {
  const hashes = { count: 0 };
  const hash = test.auth.passwords.hash;
  test.auth.passwords.hash = (password) => {
    hashes.count += 1;
    return hash(password);
  };
  return hashes;
}

async function activate(test: TestApp, email: string) {
  const user = await test.store.users.findOne({ email });
  const admin = await testContext({
    store: test.store,
    auth: test.auth,
    user: { id: DEMO.ADMINISTRADOR.id, role: 'ADMINISTRADOR', sessionId: 'x' },
  });
  await updateUser(admin, user?.id ?? '', { status: 'ACTIVO', role: 'POLICIA' });
}

describe('sign-up throttling per address', () => {
  beforeEach(async () => {
    app = await createTestApp({
      captureLogs: true,
      env: { SIGN_UP_MAX_PER_IP: '2', TRUST_PROXY: 'loopback' },
    });
  });

  it('answers 429 with Retry-After beyond the limit, before hashing or storing anything', async () => {
    expect((await signUp(request(1))).body).toBe(true);
    expect((await signUp(request(2))).body).toBe(true);
    const hashes = countHashes(app);
    const refused = await signUp(request(3));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: 'RATE_LIMITED', retryAfter: expect.any(Number) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    await app.auth.background.idle();
    expect(hashes.count).toBe(0);
    expect(await app.store.users.count({ email: request(3).email })).toBe(0);
    expect(app.logs.filter((line) => line.includes('"sign-up.throttled"'))).toHaveLength(1);
    // Another address is not held back by this one.
    expect((await signUp(request(3), '203.0.113.8')).body).toBe(true);
  });

  it('counts GraphQL and REST together', async () => {
    await signUp(request(1));
    await signUp(request(2));
    const response = await app.request
      .post('/graphql')
      .set('x-forwarded-for', '203.0.113.7')
      .send({
        query: 'mutation ($input: SignUpInput!) { signUp(input: $input) }',
        variables: { input: { ...request(3), username: 'rosa3' } },
      });
    expect(response.status).toBe(429);
    expect(response.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('does not count a request refused for its input', async () => {
    await signUp({ ...request(1), password: 'short' });
    await signUp({ ...request(1), email: 'nope' });
    expect((await signUp(request(1))).body).toBe(true);
    expect((await signUp(request(2))).body).toBe(true);
  });
});

describe('sign-ups waiting for an ADMINISTRADOR', () => {
  beforeEach(async () => {
    app = await createTestApp({
      captureLogs: true,
      env: { PENDING_SIGN_UPS_MAX: '2', PENDING_SIGN_UP_TTL: '7d' },
    });
  });

  it('refuses a sign-up while the waiting list is full, until the oldest expires', async () => {
    await signUp(request(1), '203.0.113.1');
    await app.auth.background.idle();
    app.clock.advance(DAY);
    await signUp(request(2), '203.0.113.2');
    await app.auth.background.idle();
    const hashes = countHashes(app);
    const refused = await signUp(request(3), '203.0.113.3');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Too many account requests are waiting for an administrator; try again later',
    );
    // The oldest waiting one goes in six days.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(6 * 86_400 - 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(6 * 86_400);
    expect(hashes.count).toBe(0);

    app.clock.advance(6 * DAY);
    expect((await signUp(request(3), '203.0.113.3')).body).toBe(true);
    await app.auth.background.idle();
    expect(await app.store.users.findOne({ email: request(1).email })).toBeNull();
    expect(await app.store.users.findOne({ email: request(2).email })).not.toBeNull();
    expect(await app.store.users.findOne({ email: request(3).email })).not.toBeNull();
    expect(app.logs.filter((line) => line.includes('"sign-up.expired"'))).toHaveLength(1);
  });

  it('never drops an activated account, nor one an ADMINISTRADOR made inactive', async () => {
    await signUp(request(1), '203.0.113.1');
    await signUp(request(2), '203.0.113.2');
    await app.auth.background.idle();
    await activate(app, request(1).email);
    // Activating one makes room for another.
    expect((await signUp(request(3), '203.0.113.3')).body).toBe(true);
    await app.auth.background.idle();
    const dircetur = await app.store.users.findOne({ username: 'dircetur' });
    await app.store.users.update(dircetur?.id ?? '', { status: 'INACTIVO' });

    app.clock.advance(8 * DAY);
    await signUp(request(4), '203.0.113.4');
    await app.auth.background.idle();
    expect(await app.store.users.findOne({ email: request(1).email })).toMatchObject({
      status: 'ACTIVO',
      signUpExpiresAt: null,
    });
    expect(await app.store.users.findOne({ email: request(2).email })).toBeNull();
    expect(await app.store.users.findOne({ username: 'dircetur' })).not.toBeNull();
  });

  it('keeps the expiry out of the account as answered and out of its history', async () => {
    await signUp(request(1));
    await app.auth.background.idle();
    await activate(app, request(1).email);
    const user = await app.store.users.findOne({ email: request(1).email });
    const history = await app.store.auditTrail.list({ where: { recordId: user?.id ?? '' } });
    expect(history.flatMap((entry) => entry.changes.map((change) => change.field))).toEqual([
      'role',
      'status',
    ]);
  });
});

describe('forgot-password throttling', () => {
  beforeEach(async () => {
    app = await createTestApp({
      captureLogs: true,
      env: {
        FORGOT_PASSWORD_MAX_PER_IP: '3',
        FORGOT_PASSWORD_MAX_PER_EMAIL: '2',
        TRUST_PROXY: 'loopback',
      },
    });
  });

  it('stops a flood for one email from any address before a link is made', async () => {
    expect((await forgot(DEMO.POLICIA.email, '203.0.113.1')).body).toBe(true);
    expect((await forgot(DEMO.POLICIA.email.toUpperCase(), '203.0.113.2')).body).toBe(true);
    await app.auth.background.idle();
    const links = await app.store.passwordResets.list();
    expect(links).toHaveLength(1);

    const refused = await forgot(DEMO.POLICIA.email, '203.0.113.3');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    await app.auth.background.idle();
    // The person's latest link still works: the refused request replaced nothing.
    expect(await app.store.passwordResets.list()).toEqual(links);
    expect(app.logs.filter((line) => line.includes('"password.reset-throttled"'))).toHaveLength(1);
  });

  it('stops one address asking for many emails, known or not', async () => {
    for (const email of ['a@example.org', 'b@example.org', 'c@example.org']) {
      expect((await forgot(email)).body).toBe(true);
    }
    const refused = await forgot(DEMO.DIRCETUR.email);
    expect(refused.status).toBe(429);
    await app.auth.background.idle();
    expect(await app.store.passwordResets.count()).toBe(0);
    expect((await forgot(DEMO.DIRCETUR.email, '203.0.113.9')).body).toBe(true);
  });

  it('counts GraphQL and REST together', async () => {
    await forgot(DEMO.POLICIA.email);
    await forgot(DEMO.POLICIA.email);
    const response = await app.request
      .post('/graphql')
      .set('x-forwarded-for', '203.0.113.7')
      .send({ query: `mutation { forgotPassword(email: "${DEMO.POLICIA.email}") }` });
    expect(response.status).toBe(429);
    expect(response.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
  });
});

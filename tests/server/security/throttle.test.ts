import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app';
import { DEMO_PASSWORD } from '../../support/auth';

let app: TestApp;
beforeEach(async () => {
  app = await createTestApp();
});

const signIn = (email: string, password: string, forwardedFor?: string) => {
  const call = app.request.post('/api/auth/sign-in');
  if (forwardedFor) call.set('x-forwarded-for', forwardedFor);
  return call.send({ email, password });
};

async function fail(times: number, email: string, forwardedFor?: string) {
  for (let i = 0; i < times; i++) {
    const response = await signIn(email, `wrong-${i}`, forwardedFor);
    expect(response.status).toBe(404);
  }
}

describe('sign-in throttling per account', () => {
  it('answers 429 with Retry-After after 10 failures, even for the right password', async () => {
    await fail(10, 'admin');
    const response = await signIn('admin', DEMO_PASSWORD);
    expect(response.status).toBe(429);
    expect(response.body).toMatchObject({ error: 'RATE_LIMITED', retryAfter: expect.any(Number) });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
  });

  it('counts the username and the email of one account together', async () => {
    await fail(5, 'admin');
    await fail(5, 'admin@turismo.cusco.pe');
    expect((await signIn('ADMIN', DEMO_PASSWORD)).status).toBe(429);
  });

  it('leaves other accounts alone', async () => {
    await fail(10, 'admin');
    expect((await signIn('dircetur', DEMO_PASSWORD)).status).toBe(200);
  });

  it('forgets the failures after a successful sign-in', async () => {
    await fail(9, 'policia');
    expect((await signIn('policia', DEMO_PASSWORD)).status).toBe(200);
    await fail(9, 'policia');
    expect((await signIn('policia', DEMO_PASSWORD)).status).toBe(200);
  });

  it('throttles unknown logins the same way', async () => {
    await fail(10, 'ghost@turismo.cusco.pe');
    expect((await signIn('ghost@turismo.cusco.pe', 'x')).status).toBe(429);
  });

  it('counts parallel attempts one each', async () => {
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) => signIn('dircetur', `wrong-${i}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });

  it('follows SIGN_IN_MAX_FAILURES', async () => {
    app = await createTestApp({ env: { SIGN_IN_MAX_FAILURES: '3' } });
    await fail(3, 'admin');
    expect((await signIn('admin', DEMO_PASSWORD)).status).toBe(429);
  });
});

describe('sign-in throttling in GraphQL', () => {
  const aliased = (password: (i: number) => string) =>
    `mutation { ${Array.from(
      { length: 11 },
      (_, i) => `a${i}: signIn(login: "admin", password: "${password(i)}") { accessToken }`,
    ).join(' ')} }`;

  it('counts attempts, not requests: aliases cannot try more passwords than the limit', async () => {
    // Mutations run one after another, and signIn's result is non-null: the first wrong password
    // ends the operation, so a request with 11 aliases makes one attempt, and it counts.
    for (let request = 0; request < 10; request++) {
      const response = await app.graphql(aliased((i) => `wrong-${request}-${i}`));
      expect(response.status).toBe(401);
      expect(response.body.errors).toHaveLength(1);
      expect(response.body.errors[0]).toMatchObject({
        path: ['a0'],
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
    const limited = await app.graphql(aliased(() => DEMO_PASSWORD));
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.body.errors).toHaveLength(1);
    expect(limited.body.errors[0]).toMatchObject({
      message: 'Too many attempts; try again later',
      path: ['a0'],
      extensions: { code: 'RATE_LIMITED', retryAfter: expect.any(Number) },
    });
  });

  it('counts every alias that runs: right passwords keep going, each one an attempt', async () => {
    const spent: string[] = [];
    const begin = app.auth.throttle.begin;
    app.auth.throttle.begin = async (key, ip) => {
      spent.push(key);
      return begin(key, ip);
    };
    const response = await app.graphql(aliased(() => DEMO_PASSWORD));
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.data)).toHaveLength(11);
    expect(spent).toHaveLength(11);
  });

  it('shares the counters with REST', async () => {
    await fail(10, 'admin');
    const response = await app.graphql(aliased(() => DEMO_PASSWORD));
    expect(response.status).toBe(429);
    expect(response.body.errors[0].extensions.code).toBe('RATE_LIMITED');
  });
});

describe('sign-in throttling per IP address', () => {
  it('stops an address after SIGN_IN_MAX_FAILURES_PER_IP failures over many accounts', async () => {
    app = await createTestApp({ env: { SIGN_IN_MAX_FAILURES_PER_IP: '12' } });
    await fail(6, 'admin');
    await fail(6, 'nobody-1');
    const response = await signIn('dircetur', DEMO_PASSWORD);
    expect(response.status).toBe(429);
  });

  it('ignores X-Forwarded-For by default, so it cannot be used to dodge the limit', async () => {
    app = await createTestApp({ env: { SIGN_IN_MAX_FAILURES_PER_IP: '4' } });
    await fail(2, 'a1', '198.51.100.1');
    await fail(2, 'a2', '198.51.100.2');
    expect((await signIn('dircetur', DEMO_PASSWORD, '198.51.100.3')).status).toBe(429);
  });

  it('tells clients apart by X-Forwarded-For behind a trusted proxy (TRUST_PROXY)', async () => {
    app = await createTestApp({
      env: { SIGN_IN_MAX_FAILURES_PER_IP: '4', TRUST_PROXY: 'loopback' },
    });
    await fail(4, 'a1', '198.51.100.1');
    expect((await signIn('dircetur', DEMO_PASSWORD, '198.51.100.1')).status).toBe(429);
    expect((await signIn('dircetur', DEMO_PASSWORD, '198.51.100.2')).status).toBe(200);
  });
});

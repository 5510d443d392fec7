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
  const aliased = (count: number, password: (i: number) => string) =>
    `mutation { ${Array.from(
      { length: count },
      (_, i) => `a${i}: signIn(login: "admin", password: "${password(i)}") { accessToken }`,
    ).join(' ')} }`;

  /** Counts the sign-in attempts the throttle is asked for from now on. */
  function countAttempts() {
    const spent: string[] = [];
    const begin = app.auth.throttle.begin;
    app.auth.throttle.begin = async (key, ip) => {
      spent.push(key);
      return begin(key, ip);
    };
    return spent;
  }

  it('refuses more than one authentication mutation per operation, before any runs', async () => {
    const spent = countAttempts();
    const operations = [
      aliased(2, () => DEMO_PASSWORD),
      // Through fragments and inline fragments too.
      `mutation { ...A ...B } fragment A on Mutation { signIn(login: "admin", password: "x") { accessToken } }
       fragment B on Mutation { ... on Mutation { b: signIn(login: "admin", password: "y") { accessToken } } }`,
      // Different ones count together.
      `mutation { signIn(login: "admin", password: "x") { accessToken } forgotPassword(email: "a@b.pe") }`,
      `mutation { signUp(input: { name: "A", username: "aaa", email: "a@b.pe", password: "Saqsaywaman-2026" })
       refreshToken(refreshToken: "x") { accessToken } }`,
    ];
    for (const query of operations) {
      const response = await app.graphql(query);
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([
        expect.objectContaining({
          message: 'At most one sign-in, sign-up, password or session mutation per operation',
          extensions: expect.objectContaining({ code: 'GRAPHQL_VALIDATION_FAILED' }),
        }),
      ]);
    }
    expect(spent).toEqual([]);
    await app.auth.background.idle();
    expect(await app.store.passwordResets.count()).toBe(0);
  });

  it('runs one authentication mutation beside other fields, and counts it', async () => {
    const spent = countAttempts();
    const response = await app.graphql(
      `mutation { signIn(login: "admin", password: "${DEMO_PASSWORD}") { accessToken } signOut }`,
    );
    expect(response.status).toBe(200);
    expect(response.body.data.signIn.accessToken).toEqual(expect.any(String));
    expect(spent).toEqual(['user:user-admin']);
  });

  it('shares the counters with REST', async () => {
    await fail(10, 'admin');
    const response = await app.graphql(aliased(1, () => DEMO_PASSWORD));
    expect(response.status).toBe(429);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    expect(response.body.errors[0]).toMatchObject({
      message: 'Too many attempts; try again later',
      path: ['a0'],
      extensions: { code: 'RATE_LIMITED', retryAfter: expect.any(Number) },
    });
  });
});

describe('sign-in lockout per account and address', () => {
  beforeEach(async () => {
    app = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
  });

  it('10 wrong passwords from address A do not keep the account out from address B', async () => {
    await fail(10, 'admin', '198.51.100.1');
    expect((await signIn('admin', DEMO_PASSWORD, '198.51.100.1')).status).toBe(429);
    const fromB = await signIn('admin', DEMO_PASSWORD, '198.51.100.2');
    expect(fromB.status).toBe(200);
    expect(fromB.body.user.username).toBe('admin');
    // Nor did B's success forgive A.
    expect((await signIn('admin', DEMO_PASSWORD, '198.51.100.1')).status).toBe(429);
  });

  it('ten addresses that use up their failures make the account wait seconds, never lock it', async () => {
    // The ten addresses × ten failures, scaled down (each failure costs a hash).
    app = await createTestApp({
      env: {
        TRUST_PROXY: 'loopback',
        SIGN_IN_MAX_FAILURES: '2',
        SIGN_IN_MAX_FAILURES_PER_ACCOUNT: '20',
      },
    });
    for (let address = 1; address <= 10; address++)
      await fail(2, 'policia', `198.51.100.${address}`);
    // SIGN_IN_MAX_FAILURES_PER_ACCOUNT reached: the next attempt waits a few seconds.
    const early = await signIn('policia', DEMO_PASSWORD, '203.0.113.50');
    expect(early.status).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(6);
    app.clock.advance(6000);
    const owner = await signIn('policia', DEMO_PASSWORD, '203.0.113.50');
    expect(owner.status).toBe(200);
    expect(owner.body.user.username).toBe('policia');
    // Other accounts never waited.
    expect((await signIn('dircetur', DEMO_PASSWORD, '198.51.100.1')).status).toBe(200);
  });

  it('each failure beyond SIGN_IN_MAX_FAILURES_PER_ACCOUNT doubles the wait, up to SIGN_IN_MAX_DELAY', async () => {
    app = await createTestApp({
      env: {
        TRUST_PROXY: 'loopback',
        SIGN_IN_MAX_FAILURES: '3',
        SIGN_IN_MAX_FAILURES_PER_ACCOUNT: '6',
        SIGN_IN_MAX_DELAY: '40s',
      },
    });
    await fail(3, 'admin', '198.51.100.1');
    await fail(3, 'admin', '198.51.100.2');
    const waits: number[] = [];
    for (let address = 3; address <= 7; address++) {
      const refused = await signIn('admin', 'wrong', `198.51.100.${address}`);
      expect(refused.status).toBe(429);
      const seconds = Number(refused.headers['retry-after']);
      waits.push(seconds);
      app.clock.advance(seconds * 1000);
      // A guess from yet another address, once the wait has passed, is checked, and fails.
      expect((await signIn('admin', `wrong-${address}`, `198.51.100.${address}`)).status).toBe(404);
    }
    // 5 s, 10 s, 20 s, 40 s, 40 s, each rounded up to the next whole second at most.
    const expected = [5, 10, 20, 40, 40];
    waits.forEach((seconds, index) => {
      expect(seconds).toBeGreaterThanOrEqual(expected[index] ?? 0);
      expect(seconds).toBeLessThanOrEqual((expected[index] ?? 0) + 1);
    });
  });

  it('lets one attempt at a time through once the account waits', async () => {
    app = await createTestApp({
      env: {
        TRUST_PROXY: 'loopback',
        SIGN_IN_MAX_FAILURES: '3',
        SIGN_IN_MAX_FAILURES_PER_ACCOUNT: '6',
      },
    });
    await fail(3, 'admin', '198.51.100.1');
    await fail(3, 'admin', '198.51.100.2');
    app.clock.advance(6000);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => signIn('admin', `guess-${i}`, `203.0.113.${i + 1}`)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([404, 429, 429, 429, 429, 429]);
  });

  it("a right password does not forgive other addresses' failures on the account", async () => {
    app = await createTestApp({
      env: {
        TRUST_PROXY: 'loopback',
        SIGN_IN_MAX_FAILURES: '5',
        SIGN_IN_MAX_FAILURES_PER_ACCOUNT: '8',
      },
    });
    await fail(5, 'admin', '198.51.100.1');
    expect((await signIn('admin', DEMO_PASSWORD, '198.51.100.2')).status).toBe(200);
    await fail(3, 'admin', '198.51.100.3');
    expect((await signIn('admin', DEMO_PASSWORD, '198.51.100.2')).status).toBe(429);
    app.clock.advance(6000);
    expect((await signIn('admin', DEMO_PASSWORD, '198.51.100.2')).status).toBe(200);
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

describe('sign-in throttling of IPv6 clients, by their /64 (TRUST_PROXY)', () => {
  beforeEach(async () => {
    app = await createTestApp({
      env: { TRUST_PROXY: 'loopback', SIGN_IN_MAX_FAILURES: '3', SIGN_IN_MAX_FAILURES_PER_IP: '4' },
    });
  });

  it('counts the addresses of one /64 as one client, however they are written', async () => {
    await fail(1, 'admin', '2001:db8:1:2::1');
    await fail(1, 'admin', '2001:db8:1:2:ffff:ffff:ffff:fffe');
    await fail(1, 'admin', '2001:DB8:0001:0002:0:0:0:3');
    expect((await signIn('admin', DEMO_PASSWORD, '2001:db8:1:2::99')).status).toBe(429);
    // Another /64 is another client.
    expect((await signIn('admin', DEMO_PASSWORD, '2001:db8:1:3::1')).status).toBe(200);
  });

  it('stops a /64 after SIGN_IN_MAX_FAILURES_PER_IP failures over many accounts', async () => {
    for (let host = 1; host <= 4; host++) await fail(1, `ghost-${host}`, `2001:db8:7:7::${host}`);
    expect((await signIn('dircetur', DEMO_PASSWORD, '2001:db8:7:7::a:b')).status).toBe(429);
    expect((await signIn('dircetur', DEMO_PASSWORD, '2001:db8:7:8::1')).status).toBe(200);
  });

  it('counts an IPv4 address written as IPv6 as that IPv4 address', async () => {
    await fail(2, 'admin', '198.51.100.7');
    await fail(1, 'admin', '::ffff:198.51.100.7');
    expect((await signIn('admin', DEMO_PASSWORD, '198.51.100.7')).status).toBe(429);
    expect((await signIn('admin', DEMO_PASSWORD, '198.51.100.8')).status).toBe(200);
  });
});

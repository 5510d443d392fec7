import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app';
import { theftReport } from '../../support/incident-reports';

// SECURITY 23 and 32: every anonymous limit per address counts an IPv6 client by its /64 and an
// IPv4 address written as IPv6 as the IPv4 address, behind a trusted proxy (TRUST_PROXY).

/** One request of a limited kind from `ip`, different each time (`n`) so none is answered twice. */
type Send = (app: TestApp, ip: string, n: number) => Promise<{ status: number }>;

const LIMITS: { name: string; env: Record<string, string>; send: Send }[] = [
  {
    name: 'sign-up',
    env: { SIGN_UP_MAX_PER_IP: '1' },
    send: (app, ip, n) =>
      app.request
        .post('/api/auth/sign-up')
        .set('x-forwarded-for', ip)
        .send({ name: `Rosa ${n}`, email: `rosa.${n}@example.org`, password: 'Saqsaywaman-2026' }),
  },
  {
    name: 'forgot-password',
    env: { FORGOT_PASSWORD_MAX_PER_IP: '1' },
    send: (app, ip, n) =>
      app.request
        .post('/api/auth/forgot-password')
        .set('x-forwarded-for', ip)
        .send({ email: `nobody.${n}@example.org` }),
  },
  {
    name: 'provider verification',
    env: { VERIFY_MAX_PER_IP: '1' },
    send: (app, ip, n) =>
      app.request
        .get('/api/public/verify')
        .query({ q: `busqueda ${n}` })
        .set('x-forwarded-for', ip),
  },
  {
    name: 'incident reports',
    env: { INCIDENT_REPORTS_MAX_PER_IP: '1' },
    send: (app, ip) =>
      app.request.post('/api/public/incidents').set('x-forwarded-for', ip).send(theftReport()),
  },
  {
    name: 'incident follow-ups',
    env: { INCIDENT_FOLLOW_UPS_MAX_PER_IP: '1' },
    send: (app, ip, n) =>
      app.request
        .post('/api/public/incidents/follow-up')
        .set('x-forwarded-for', ip)
        .send({ token: `unknown-token-${n}-0123456789abcdef0123456789` }),
  },
];

describe.each(LIMITS)('the per-address limit of $name', ({ env, send }) => {
  const limited = async () => createTestApp({ env: { TRUST_PROXY: 'loopback', ...env } });

  it('is shared by the addresses of one IPv6 /64, not by another /64', async () => {
    const app = await limited();
    expect((await send(app, '2001:db8:5:6::1', 1)).status).toBeLessThan(429);
    expect((await send(app, '2001:db8:5:6:a:b:c:d', 2)).status).toBe(429);
    expect((await send(app, '2001:0db8:0005:0006::ffff', 3)).status).toBe(429);
    expect((await send(app, '2001:db8:5:7::1', 4)).status).toBeLessThan(429);
  });

  it('counts an IPv4 address written as IPv6 as that IPv4 address', async () => {
    const app = await limited();
    expect((await send(app, '198.51.100.9', 1)).status).toBeLessThan(429);
    expect((await send(app, '::ffff:198.51.100.9', 2)).status).toBe(429);
    expect((await send(app, '198.51.100.10', 3)).status).toBeLessThan(429);
  });
});

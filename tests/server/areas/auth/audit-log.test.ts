import { describe, expect, it } from 'vitest';
import { updateUser } from '../../../../server/areas/users/admin';
import { createContext } from '../../../../server/context';
import { createLogger } from '../../../../server/logger';
import { authorize } from '../../../../server/security/authorize';
import { createTestApp } from '../../../support/app';
import { DEMO, DEMO_PASSWORD, refreshCookieValue, setCookies } from '../../../support/auth';
import { fakeTransport } from '../../../support/context';

const NEW_PASSWORD = 'Pisac-Market-2026';
const SIGN_UP_PASSWORD = 'Moray-Terraces-77';

describe('the logs', () => {
  it('audit every security event and never hold a password, token or Authorization header', async () => {
    const app = await createTestApp({ captureLogs: true });
    const secrets = new Set<string>([DEMO_PASSWORD, NEW_PASSWORD, SIGN_UP_PASSWORD]);
    const keep = <R extends { body: unknown; headers: Record<string, unknown> }>(response: R) => {
      const body = response.body as Record<string, unknown> | null;
      for (const key of ['accessToken', 'refreshToken']) {
        const value = body?.[key];
        if (typeof value === 'string') secrets.add(value);
      }
      const cookie = refreshCookieValue(setCookies(response.headers));
      if (cookie) secrets.add(cookie);
      return response;
    };
    const wrongPasswords = Array.from({ length: 10 }, (_, i) => `Wrong-Guess-${i}-${i}`);
    for (const password of wrongPasswords) secrets.add(password);

    // Sign-ins that work and fail, a lockout, and a throttled attempt.
    const admin = keep(
      await app.request.post('/api/auth/sign-in').send({ email: 'admin', password: DEMO_PASSWORD }),
    );
    const policia = keep(
      await app.graphql(
        `mutation { signIn(login: "policia", password: "${DEMO_PASSWORD}") { accessToken refreshToken } }`,
      ),
    );
    const policiaTokens = policia.body.data.signIn;
    secrets.add(policiaTokens.accessToken);
    secrets.add(policiaTokens.refreshToken);
    for (const password of wrongPasswords) {
      await app.request.post('/api/auth/sign-in').send({ email: 'dircetur', password });
    }
    await app.request
      .post('/api/auth/sign-in')
      .send({ email: 'dircetur', password: DEMO_PASSWORD });
    await app.request
      .post('/api/auth/sign-in')
      .send({ email: 'nadie', password: 'Wrong-Guess-0-0' });

    // Authenticated calls, a refresh, token reuse, sign-out.
    const bearer = `Bearer ${admin.body.accessToken}`;
    await app.request.get('/api/common/user').set('authorization', bearer);
    await app.graphql('{ me { id } }', {}, admin.body.accessToken);
    await app.request.get('/api/common/user').set('authorization', 'Bearer forged.token.value');
    const refreshed = keep(
      await app.request.post('/api/auth/refresh').send({ refreshToken: admin.body.refreshToken }),
    );
    await app.request.post('/api/auth/refresh').send({ refreshToken: admin.body.refreshToken });
    await app.request
      .post('/api/auth/sign-out')
      .set('cookie', `tsc_refresh=${refreshed.body.refreshToken}`)
      .send({});
    await app.request.post('/api/auth/sign-out').send({ refreshToken: policiaTokens.refreshToken });

    // Password reset, sign-up, a refused authorization and an account change.
    await app.request.post('/api/auth/forgot-password').send({ email: DEMO.POLICIA.email });
    await app.request.post('/api/auth/forgot-password').send({ email: 'nadie@turismo.cusco.pe' });
    await app.auth.background.idle();
    const mailLine = app.logs.find((line) => line.includes('"mail"'));
    const link: string = JSON.parse(mailLine ?? '{}').mail.link;
    const resetToken = new URL(link, 'http://x').searchParams.get('token') ?? '';
    await app.request
      .post('/api/auth/reset-password')
      .send({ token: resetToken, password: NEW_PASSWORD });
    await app.request.get(`/reset-password?token=${resetToken}`).set('accept', 'text/html');
    await app.request.post('/api/auth/sign-up').send({
      name: 'Ana Mamani',
      username: 'amamani',
      email: 'ana@turismo.cusco.pe',
      password: SIGN_UP_PASSWORD,
    });
    await app.auth.background.idle();

    const serviceLogs: string[] = [];
    const logger = createLogger('info', { write: (line: string) => serviceLogs.push(line) });
    const as = (id: string, role: 'ADMINISTRADOR' | 'DIRCETUR') =>
      createContext(app.services, {
        requestId: 'svc',
        logger,
        transport: fakeTransport(),
        user: { id, role, sessionId: 's' },
      });
    expect(() => authorize(as(DEMO.DIRCETUR.id, 'DIRCETUR'), 'users', 'update')).toThrow();
    await updateUser(as(DEMO.ADMINISTRADOR.id, 'ADMINISTRADOR'), DEMO.DIRCETUR.id, {
      role: 'POLICIA',
    });

    const lines = [
      ...app.logs,
      ...serviceLogs.flatMap((chunk) => chunk.split('\n').filter(Boolean)),
    ];
    const entries = lines.map((line) => JSON.parse(line));

    // Nothing secret anywhere, except the reset link in its one mail line.
    for (const line of lines) {
      for (const secret of secrets) {
        expect(line, 'a secret reached the log').not.toContain(secret);
        const signature = secret.split('.')[2];
        if (signature) expect(line).not.toContain(signature);
      }
      expect(line).not.toMatch(/bearer |"authorization"|"cookie"|tsc_refresh=[^;"]/i);
      if (!line.includes('"mail"')) expect(line).not.toContain(resetToken);
    }
    expect(lines.filter((line) => line.includes(resetToken))).toHaveLength(1);

    const audits = entries.filter((entry) => entry.audit).map((entry) => entry.audit);
    const events = audits.map((entry) => `${entry.event}:${entry.outcome}`);
    for (const expected of [
      'sign-in:success',
      'sign-in:failure',
      'sign-in.locked:denied',
      'sign-in.throttled:denied',
      'token.reuse:denied',
      'sign-out:success',
      'password.reset-requested:success',
      'password.reset-requested:failure',
      'password.reset:success',
      'user.password-changed:success',
      'user.created:success',
      'authorization.denied:denied',
      'user.updated:success',
    ]) {
      expect(events).toContain(expected);
    }
    for (const entry of audits) {
      expect(entry).toMatchObject({ ip: expect.any(String), at: expect.any(String) });
      expect(entry.requestId).toEqual(expect.any(String));
      expect(entry).toHaveProperty('actor');
    }
    const update = audits.find((entry) => entry.event === 'user.updated');
    expect(update).toMatchObject({
      actor: { id: DEMO.ADMINISTRADOR.id, role: 'ADMINISTRADOR' },
      target: { userId: DEMO.DIRCETUR.id },
      details: { changes: { role: { from: 'DIRCETUR', to: 'POLICIA' } } },
    });
  });
});

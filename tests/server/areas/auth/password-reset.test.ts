import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/app';
import { DEMO, DEMO_PASSWORD, signInAs } from '../../../support/auth';

const NEW_PASSWORD = 'Machu-Picchu-1911';

let app: TestApp;
beforeEach(async () => {
  app = await createTestApp({ captureLogs: true });
});

const forgot = (email: string) => app.request.post('/api/auth/forgot-password').send({ email });
const reset = (token: string, password = NEW_PASSWORD) =>
  app.request.post('/api/auth/reset-password').send({ token, password });

/** The reset link of the last mail written to the log for `email`. */
async function mailedToken(email: string): Promise<string> {
  await app.auth.background.idle();
  const mails = app.logs.map((line) => JSON.parse(line)).filter((line) => line.mail?.to === email);
  const link: string = mails.at(-1)?.mail.link;
  const token = new URL(link, 'http://x').searchParams.get('token');
  if (!token) throw new Error(`no reset mail for ${email}`);
  return token;
}

describe('forgot-password', () => {
  it('answers true and logs a single-use link for a known email', async () => {
    const response = await forgot(DEMO.DIRCETUR.email);
    expect(response.status).toBe(200);
    expect(response.body).toBe(true);
    const token = await mailedToken(DEMO.DIRCETUR.email);
    expect(token).toMatch(/^[\w-]{43}$/);
    // Only the hash is kept.
    const stored = await app.store.passwordResets.list();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('gives an unknown email exactly the same answer', async () => {
    const known = await forgot(DEMO.DIRCETUR.email);
    const unknown = await forgot('nadie@turismo.cusco.pe');
    await app.auth.background.idle();
    for (const response of [known, unknown]) {
      expect(response.status).toBe(200);
      expect(response.body).toBe(true);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const visible = (headers: Record<string, unknown>) => {
      const { date: _d, 'x-request-id': _id, etag: _e, ...rest } = headers;
      return rest;
    };
    expect(visible(unknown.headers)).toEqual(visible(known.headers));
    expect(await app.store.passwordResets.count()).toBe(1);
  });

  it('answers the same through GraphQL', async () => {
    const query = 'mutation ($e: String!) { forgotPassword(email: $e) }';
    const known = await app.graphql(query, { e: DEMO.POLICIA.email });
    const unknown = await app.graphql(query, { e: 'ghost@turismo.cusco.pe' });
    expect(known.body).toEqual({ data: { forgotPassword: true } });
    expect(unknown.body).toEqual(known.body);
  });

  it('refuses a malformed email with 400', async () => {
    const response = await forgot('not-an-email');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 'BAD_REQUEST',
      message: 'Invalid input',
      fields: { email: 'Not an email address' },
    });
  });
});

describe('reset-password', () => {
  it('sets the new password, works once, and ends every session of the account', async () => {
    const session = await signInAs(app, 'DIRCETUR');
    await forgot(DEMO.DIRCETUR.email);
    const token = await mailedToken(DEMO.DIRCETUR.email);

    const response = await reset(token);
    expect(response.status).toBe(200);
    expect(response.body).toBe(true);

    const again = await reset(token, 'Another-Password-22');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      error: 'BAD_REQUEST',
      message: 'Invalid or expired reset token',
      fields: { token: 'Invalid or expired' },
    });

    const me = await app.request
      .get('/api/common/user')
      .set('authorization', `Bearer ${session.accessToken}`);
    expect(me.status).toBe(401);
    const refreshed = await app.request
      .post('/api/auth/refresh')
      .send({ refreshToken: session.refreshToken });
    expect(refreshed.status).toBe(401);

    const old = await app.request
      .post('/api/auth/sign-in')
      .send({ email: 'dircetur', password: DEMO_PASSWORD });
    expect(old.status).toBe(404);
    await signInAs(app, 'DIRCETUR', NEW_PASSWORD);
  });

  it('refuses an expired token', async () => {
    await forgot(DEMO.POLICIA.email);
    const token = await mailedToken(DEMO.POLICIA.email);
    app.clock.advance(31 * 60_000);
    expect((await reset(token)).status).toBe(400);
  });

  it('keeps only the latest token of an account', async () => {
    await forgot(DEMO.POLICIA.email);
    const first = await mailedToken(DEMO.POLICIA.email);
    await forgot(DEMO.POLICIA.email);
    const second = await mailedToken(DEMO.POLICIA.email);
    expect((await reset(first)).status).toBe(400);
    expect((await reset(second)).status).toBe(200);
  });

  it('refuses a weak password with a field message and leaves the token usable', async () => {
    await forgot(DEMO.ADMINISTRADOR.email);
    const token = await mailedToken(DEMO.ADMINISTRADOR.email);
    const cases: [string, string][] = [
      ['short', 'At least 10 characters'],
      ['admin@turismo.cusco.pe', 'Must differ from the username and the email'],
      [DEMO_PASSWORD, 'The demo password cannot be used'],
      ['x'.repeat(129), 'At most 128 characters'],
    ];
    for (const [password, message] of cases) {
      const response = await reset(token, password);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: 'BAD_REQUEST',
        message: 'Password too weak',
        fields: { password: message },
      });
    }
    expect((await reset(token)).status).toBe(200);
  });

  it('refuses a garbage token', async () => {
    const response = await reset('made-up-token');
    expect(response.status).toBe(400);
  });

  it('works through GraphQL', async () => {
    await forgot(DEMO.POLICIA.email);
    const token = await mailedToken(DEMO.POLICIA.email);
    const response = await app.graphql(
      'mutation ($t: String!, $p: String!) { resetPassword(token: $t, password: $p) }',
      { t: token, p: NEW_PASSWORD },
    );
    expect(response.body).toEqual({ data: { resetPassword: true } });
  });
});

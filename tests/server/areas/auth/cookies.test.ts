import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/app';
import { DEMO_PASSWORD, refreshCookieValue, setCookies } from '../../../support/auth';

let app: TestApp;
beforeEach(async () => {
  app = await createTestApp();
});

const signIn = (host?: string) => {
  const call = app.request.post('/api/auth/sign-in');
  if (host) call.set('host', host);
  return call.send({ email: 'admin', password: DEMO_PASSWORD });
};

function refreshCookie(headers: Record<string, unknown>): string {
  const cookie = setCookies(headers).find((value) => value.startsWith('tsc_refresh='));
  if (!cookie) throw new Error('no refresh cookie set');
  return cookie;
}

describe('the refresh-token cookie', () => {
  it('is HttpOnly, SameSite=Strict, scoped to /api/auth and Secure off localhost', async () => {
    const response = await signIn('turismo.cusco.gob.pe');
    const cookie = refreshCookie(response.headers);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/api\/auth(;|$)/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Expires=/);
    expect(refreshCookieValue([cookie])).toBe(response.body.refreshToken);
  });

  it('drops Secure only for plain http to localhost or 127.0.0.1', async () => {
    for (const host of ['localhost:4000', '127.0.0.1:4000']) {
      const cookie = refreshCookie((await signIn(host)).headers);
      expect(cookie).not.toMatch(/Secure/);
      expect(cookie).toMatch(/HttpOnly/);
    }
  });

  it('is set by GraphQL signIn, unlock and refresh too', async () => {
    const signedIn = await app.graphql(
      `mutation { signIn(login: "admin", password: "${DEMO_PASSWORD}") { refreshToken } }`,
    );
    expect(refreshCookieValue(setCookies(signedIn.headers))).toBe(
      signedIn.body.data.signIn.refreshToken,
    );
    const unlocked = await app.request
      .post('/api/auth/unlock-session')
      .send({ email: 'admin', password: DEMO_PASSWORD });
    expect(refreshCookieValue(setCookies(unlocked.headers))).toBe(unlocked.body.refreshToken);
    const refreshed = await app.request
      .post('/api/auth/refresh')
      .send({ refreshToken: unlocked.body.refreshToken });
    expect(refreshCookieValue(setCookies(refreshed.headers))).toBe(refreshed.body.refreshToken);
  });

  it('is all the web client needs: refresh with body {} and the cookie, then sign out', async () => {
    const cookie = refreshCookie((await signIn()).headers).split(';')[0] ?? '';
    const refreshed = await app.request.post('/api/auth/refresh').set('cookie', cookie).send({});
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({ tokenType: 'bearer', user: { username: 'admin' } });
    const next = refreshCookie(refreshed.headers).split(';')[0] ?? '';
    expect(next).not.toBe(cookie);

    const signedOut = await app.request.post('/api/auth/sign-out').set('cookie', next).send({});
    expect(signedOut.body).toBe(true);
    expect(refreshCookie(signedOut.headers)).toMatch(
      /^tsc_refresh=; Path=\/api\/auth; Expires=Thu, 01 Jan 1970/,
    );
    const after = await app.request.post('/api/auth/refresh').set('cookie', next).send({});
    expect(after.status).toBe(401);
  });

  it('never puts in the body a token the cookie carried (SECURITY 25), REST and GraphQL', async () => {
    const cookie = refreshCookie((await signIn()).headers).split(';')[0] ?? '';
    const rest = await app.request.post('/api/auth/refresh').set('cookie', cookie).send({});
    expect(rest.status).toBe(200);
    expect(rest.body.accessToken).toEqual(expect.any(String));
    expect(rest.text).not.toContain('refreshToken');
    const next = refreshCookie(rest.headers).split(';')[0] ?? '';
    expect(rest.text).not.toContain(next.slice('tsc_refresh='.length));

    const graphql = await app.request
      .post('/graphql')
      .set('content-type', 'application/json')
      .set('cookie', next)
      .send({ query: 'mutation { refreshToken { accessToken refreshToken } }' });
    expect(graphql.body.errors).toBeUndefined();
    expect(graphql.body.data.refreshToken).toEqual({
      accessToken: expect.any(String),
      refreshToken: null,
    });
    const last = refreshCookie(graphql.headers).split(';')[0] ?? '';
    expect(last).not.toBe(next);

    // A client that sent its token in the body gets the next one in the body.
    const api = await signIn();
    const traded = await app.request
      .post('/api/auth/refresh')
      .send({ refreshToken: api.body.refreshToken });
    expect(traded.body.refreshToken).toEqual(expect.any(String));
  });

  it('never puts a new refresh token in the body of an answer to a browser (SECURITY 25)', async () => {
    const browser = (path: string) =>
      app.request.post(path).set('sec-fetch-mode', 'cors').set('sec-fetch-site', 'same-origin');
    const credentials = { email: 'admin', login: 'admin', password: DEMO_PASSWORD };
    const answers = [
      await browser('/api/auth/sign-in').send(credentials),
      await browser('/api/auth/login').send(credentials),
      await browser('/api/auth/unlock-session').send(credentials),
      await browser('/graphql')
        .set('content-type', 'application/json')
        .send({
          query: `mutation { signIn(login: "admin", password: "${DEMO_PASSWORD}") { accessToken refreshToken } }`,
        }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      const cookie = refreshCookie(answer.headers).split(';')[0] ?? '';
      expect(answer.text).not.toContain(cookie.slice('tsc_refresh='.length));
      expect(answer.text).toContain('accessToken');
    }
    expect(answers[3]?.body.data.signIn.refreshToken).toBeNull();
    // The cookie is all the browser needs.
    const cookie = refreshCookie(answers[0]?.headers ?? {}).split(';')[0] ?? '';
    const refreshed = await browser('/api/auth/refresh').set('cookie', cookie).send({});
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refreshToken).toBeUndefined();
  });

  it('prefers the token in the body over the cookie', async () => {
    const first = await signIn();
    const second = await signIn();
    const response = await app.request
      .post('/api/auth/refresh')
      .set('cookie', refreshCookie(first.headers).split(';')[0] ?? '')
      .send({ refreshToken: second.body.refreshToken });
    expect(response.status).toBe(200);
    // The first session's token was not traded: it still works.
    const stillGood = await app.request
      .post('/api/auth/refresh')
      .send({ refreshToken: first.body.refreshToken });
    expect(stillGood.status).toBe(200);
  });

  it('is cleared when a refresh fails', async () => {
    const response = await app.request
      .post('/api/auth/refresh')
      .set('cookie', 'tsc_refresh=garbage')
      .send({});
    expect(response.status).toBe(401);
    expect(refreshCookie(response.headers)).toMatch(/^tsc_refresh=;/);
  });

  it('cannot be used by a request a browser sends without preflight', async () => {
    const cookie = refreshCookie((await signIn()).headers).split(';')[0] ?? '';
    for (const path of ['/api/auth/refresh', '/api/auth/sign-out']) {
      const bare = await app.request.post(path).set('cookie', cookie);
      expect(bare.status).toBe(415);
      const text = await app.request
        .post(path)
        .set('cookie', cookie)
        .set('content-type', 'text/plain')
        .send('{}');
      expect(text.status).toBe(415);
    }
    // The session is untouched.
    const refreshed = await app.request.post('/api/auth/refresh').set('cookie', cookie).send({});
    expect(refreshed.status).toBe(200);
  });
});

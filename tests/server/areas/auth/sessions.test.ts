import { beforeEach, describe, expect, it } from 'vitest';
import { refresh, signIn } from '../../../../server/areas/auth/service';
import { updateUser } from '../../../../server/areas/users/admin';
import { createContext } from '../../../../server/context';
import { createLogger } from '../../../../server/logger';
import { REFRESH_COOKIE } from '../../../../server/security/cookies';
import { createTestApp, type TestApp } from '../../../support/app';
import {
  DEMO,
  DEMO_PASSWORD,
  refreshCookieValue,
  setCookies,
  signInAs,
} from '../../../support/auth';
import { fakeTransport, testContext } from '../../../support/context';

let app: TestApp;
beforeEach(async () => {
  app = await createTestApp({ captureLogs: true });
});

const refreshRest = (refreshToken: string) =>
  app.request.post('/api/auth/refresh').send({ refreshToken });

const meWith = (accessToken: string) =>
  app.request.get('/api/common/user').set('authorization', `Bearer ${accessToken}`);

describe('refresh', () => {
  it('rotates: R1 → a new pair with the user; R1 then stops working', async () => {
    const first = await signInAs(app, 'DIRCETUR');
    const second = await refreshRest(first.refreshToken);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      tokenType: 'bearer',
      expiresIn: 900,
      user: { username: 'dircetur', role: 'DIRCETUR' },
    });
    expect(second.body.refreshToken).not.toBe(first.refreshToken);
    expect((await meWith(second.body.accessToken)).status).toBe(200);
  });

  it('treats a traded refresh token as stolen: R1 again → 401, R2 revoked too, audited', async () => {
    const first = await signInAs(app, 'POLICIA');
    const r2 = (await refreshRest(first.refreshToken)).body.refreshToken as string;
    const again = await refreshRest(first.refreshToken);
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ error: 'UNAUTHENTICATED', message: 'Session ended' });
    const afterTheft = await refreshRest(r2);
    expect(afterTheft.status).toBe(401);
    // The access tokens of the session end at once as well.
    expect((await meWith(first.accessToken)).status).toBe(401);
    const reuse = app.logs.map((line) => JSON.parse(line)).filter((line) => line.audit);
    expect(reuse.find((line) => line.audit.event === 'token.reuse')?.audit).toMatchObject({
      outcome: 'denied',
      target: { userId: DEMO.POLICIA.id },
      ip: expect.any(String),
      requestId: expect.any(String),
      at: expect.any(String),
    });
  });

  it('lets only one of two simultaneous refreshes with the same token win', async () => {
    const { refreshToken } = await signInAs(app, 'DIRCETUR');
    const answers = await Promise.all([refreshRest(refreshToken), refreshRest(refreshToken)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it('works with the GraphQL mutation too', async () => {
    const { refreshToken } = await signInAs(app, 'ADMINISTRADOR');
    const response = await app.graphql(
      'mutation ($t: String) { refreshToken(refreshToken: $t) { accessToken refreshToken user { role } } }',
      { t: refreshToken },
    );
    expect(response.body.data.refreshToken.user.role).toBe('ADMINISTRADOR');
  });

  it('refuses an access token as a refresh token, and garbage, with 401', async () => {
    const { accessToken } = await signInAs(app, 'ADMINISTRADOR');
    for (const token of [accessToken, 'garbage']) {
      const response = await refreshRest(token);
      expect(response.status).toBe(401);
      expect(response.body.error).toBe('UNAUTHENTICATED');
    }
  });

  it('answers 401 (not TOKEN_EXPIRED) once the refresh token expired, so the client signs out', async () => {
    const { refreshToken } = await signInAs(app, 'ADMINISTRADOR');
    app.clock.advance(8 * 24 * 3_600_000);
    const response = await refreshRest(refreshToken);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'UNAUTHENTICATED', message: 'Session expired' });
  });

  it('answers 204 with nothing when no token is sent at all: nobody is signed in there', async () => {
    const response = await app.request.post('/api/auth/refresh').send({});
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('still answers 401 to a cookie that holds no valid token', async () => {
    const response = await app.request
      .post('/api/auth/refresh')
      .set('Cookie', `${REFRESH_COOKIE}=not-a-token`)
      .send({});
    expect(response.status).toBe(401);
  });
});

describe('access tokens', () => {
  it('expire after ACCESS_TOKEN_TTL: 401 TOKEN_EXPIRED, for GraphQL and REST', async () => {
    const { accessToken } = await signInAs(app, 'DIRCETUR');
    expect((await meWith(accessToken)).status).toBe(200);
    app.clock.advance(15 * 60_000 + 1000);
    const rest = await meWith(accessToken);
    expect(rest.status).toBe(401);
    expect(rest.body).toEqual({ error: 'TOKEN_EXPIRED', message: 'Token expired' });
    const graphql = await app.graphql('{ me { id } }', {}, accessToken);
    expect(graphql.status).toBe(401);
    expect(graphql.body.errors[0].extensions.code).toBe('TOKEN_EXPIRED');
  });

  it('follow a configured short TTL', async () => {
    const short = await createTestApp({ env: { ACCESS_TOKEN_TTL: '2s' } });
    const { accessToken, body } = await signInAs(short, 'POLICIA');
    expect(body.expiresIn).toBe(2);
    short.clock.advance(2500);
    const response = await short.request
      .get('/api/common/user')
      .set('authorization', `Bearer ${accessToken}`);
    expect(response.body.error).toBe('TOKEN_EXPIRED');
  });
});

describe('sign-out', () => {
  it('revokes the session: the refresh token and the access token stop working', async () => {
    const { accessToken, refreshToken } = await signInAs(app, 'ADMINISTRADOR');
    const response = await app.request.post('/api/auth/sign-out').send({ refreshToken });
    expect(response.status).toBe(200);
    expect(response.body).toBe(true);
    expect(setCookies(response.headers).join()).toMatch(/tsc_refresh=;.*Expires=Thu, 01 Jan 1970/);
    expect((await refreshRest(refreshToken)).status).toBe(401);
    expect((await meWith(accessToken)).status).toBe(401);
  });

  it('answers true for no token, a garbage token and twice the same token', async () => {
    const { refreshToken } = await signInAs(app, 'ADMINISTRADOR');
    for (const body of [{}, { refreshToken: 'garbage' }, { refreshToken }, { refreshToken }]) {
      const response = await app.request.post('/api/auth/sign-out').send(body);
      expect(response.body).toBe(true);
    }
  });

  it('works with the GraphQL mutation', async () => {
    const { accessToken, refreshToken } = await signInAs(app, 'DIRCETUR');
    const response = await app.graphql('mutation ($t: String) { signOut(refreshToken: $t) }', {
      t: refreshToken,
    });
    expect(response.body.data.signOut).toBe(true);
    expect((await meWith(accessToken)).status).toBe(401);
  });

  it('leaves the account’s other sessions alone', async () => {
    const laptop = await signInAs(app, 'DIRCETUR');
    const phone = await signInAs(app, 'DIRCETUR');
    await app.request.post('/api/auth/sign-out').send({ refreshToken: laptop.refreshToken });
    expect((await meWith(phone.accessToken)).status).toBe(200);
  });
});

describe('revocation by account changes', () => {
  async function adminContext() {
    const { accessToken } = await signInAs(app, 'ADMINISTRADOR');
    const claims = app.auth.tokens.verifyAccess(accessToken);
    return createContext(app.services, {
      requestId: 'test',
      logger: createLogger('silent'),
      transport: fakeTransport(),
      user: { id: claims.sub, role: 'ADMINISTRADOR', sessionId: claims.sid },
    });
  }

  it('deactivating an account ends its sessions at once', async () => {
    const police = await signInAs(app, 'POLICIA');
    await updateUser(await adminContext(), DEMO.POLICIA.id, { status: 'INACTIVO' });
    expect((await meWith(police.accessToken)).status).toBe(401);
    expect((await refreshRest(police.refreshToken)).status).toBe(401);
  });

  it('changing the role ends its sessions', async () => {
    const dircetur = await signInAs(app, 'DIRCETUR');
    await updateUser(await adminContext(), DEMO.DIRCETUR.id, { role: 'POLICIA' });
    expect((await meWith(dircetur.accessToken)).status).toBe(401);
    expect((await refreshRest(dircetur.refreshToken)).status).toBe(401);
  });

  it('a change that keeps role and status keeps the sessions', async () => {
    const dircetur = await signInAs(app, 'DIRCETUR');
    await updateUser(await adminContext(), DEMO.DIRCETUR.id, { role: 'DIRCETUR' });
    expect((await meWith(dircetur.accessToken)).status).toBe(200);
  });
});

describe('sign-in-with-token', () => {
  it('answers the token’s user with that token, for the time it has left', async () => {
    const first = await signInAs(app, 'DIRCETUR');
    app.clock.advance(60_000);
    const response = await app.request
      .post('/api/auth/sign-in-with-token')
      .send({ accessToken: first.accessToken });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      tokenType: 'bearer',
      user: { role: 'DIRCETUR' },
      accessToken: first.accessToken,
    });
    expect(response.body.expiresIn).toBeGreaterThan(830);
    expect(response.body.expiresIn).toBeLessThanOrEqual(840);
  });

  // SECURITY 25: an access token a script stole must not become a renewable 7-day session.
  it('never hands out a refresh token, in the body or as a cookie, nor renews the session', async () => {
    const first = await signInAs(app, 'DIRCETUR');
    const browser = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' };
    for (const headers of [{}, browser]) {
      const response = await app.request
        .post('/api/auth/sign-in-with-token')
        .set(headers)
        .send({ accessToken: first.accessToken });
      expect(response.status).toBe(200);
      expect(response.body.refreshToken).toBeUndefined();
      expect(response.text).not.toContain('refreshToken');
      expect(refreshCookieValue(setCookies(response.headers))).toBeUndefined();
    }
    // Nothing was rotated: the refresh token held before is still the session's.
    expect((await refreshRest(first.refreshToken)).status).toBe(200);
    // GraphQL has no such mutation to try instead.
    const graphql = await app.graphql(
      `mutation { signInWithToken(accessToken: "${first.accessToken}") { refreshToken } }`,
    );
    expect(graphql.status).toBe(400);
  });

  it('does not extend a session past its refresh token’s expiry', async () => {
    const { accessToken } = await signInAs(app, 'DIRCETUR');
    const { sub, sid } = app.auth.tokens.verifyAccess(accessToken);
    app.clock.advance(8 * 24 * 3_600_000);
    const late = app.auth.tokens.signAccess({ userId: sub, sessionId: sid, role: 'DIRCETUR' });
    const response = await app.request
      .post('/api/auth/sign-in-with-token')
      .send({ accessToken: late });
    expect(response.status).toBe(401);
    expect((await meWith(late)).status).toBe(401);
  });

  it('answers 401 { error: "Invalid token" } for a bad, expired or ended token', async () => {
    const { accessToken, refreshToken } = await signInAs(app, 'POLICIA');
    const answers = [
      await app.request.post('/api/auth/sign-in-with-token').send({ accessToken: 'nope' }),
      await app.request.post('/api/auth/sign-in-with-token').send({ accessToken: refreshToken }),
    ];
    await app.request.post('/api/auth/sign-out').send({ refreshToken });
    answers.push(await app.request.post('/api/auth/sign-in-with-token').send({ accessToken }));
    for (const response of answers) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: 'Invalid token' });
    }
  });
});

describe('refresh for a caller that went away', () => {
  // A browser that reloads the page while it refreshes cancels the request: it never gets the
  // new token, and must not be taken for a thief when it presents the one it still holds.
  const signedIn = async () => {
    const ctx = await testContext();
    const first = await signIn(ctx, { login: 'dircetur', password: DEMO_PASSWORD });
    return { ctx, first };
  };

  it('rotates nothing when the caller left before the rotation', async () => {
    const { ctx, first } = await signedIn();
    ctx.transport.hungUp = true;
    await expect(refresh(ctx, first.refreshToken)).rejects.toThrow('Refresh abandoned');
    ctx.transport.hungUp = false;
    const again = await refresh(ctx, first.refreshToken);
    expect(again.refreshToken).not.toBe(first.refreshToken);
    expect(await refresh(ctx, again.refreshToken)).toMatchObject({
      user: { username: 'dircetur' },
    });
  });

  it('undoes a rotation committed while the caller left', async () => {
    const { ctx, first } = await signedIn();
    // Still there when the rotation is written, gone when its answer would be sent.
    let asked = 0;
    ctx.transport.gone = () => {
      asked += 1;
      return asked > 1;
    };
    await expect(refresh(ctx, first.refreshToken)).rejects.toThrow('Refresh abandoned');
    expect(asked).toBe(2);
    ctx.transport.gone = () => false;
    const again = await refresh(ctx, first.refreshToken);
    expect(again.user).toMatchObject({ username: 'dircetur' });
  });

  it('still treats a token traded by a caller who stayed as stolen', async () => {
    const { ctx, first } = await signedIn();
    const second = await refresh(ctx, first.refreshToken);
    await expect(refresh(ctx, first.refreshToken)).rejects.toThrow('Session ended');
    await expect(refresh(ctx, second.refreshToken)).rejects.toThrow('Session ended');
  });
});

describe('sessions per account', () => {
  it('ends the oldest sessions beyond SESSIONS_MAX_PER_ACCOUNT, and only those', async () => {
    app = await createTestApp({ captureLogs: true, env: { SESSIONS_MAX_PER_ACCOUNT: '3' } });
    const sessions = [];
    for (let i = 0; i < 5; i++) {
      sessions.push(await signInAs(app, 'POLICIA'));
      app.clock.advance(1000);
    }
    const other = await signInAs(app, 'DIRCETUR');
    const statuses = await Promise.all(
      sessions.map(async (session) => (await meWith(session.accessToken)).status),
    );
    expect(statuses).toEqual([401, 401, 200, 200, 200]);
    expect((await refreshRest(sessions[0]?.refreshToken ?? '')).status).toBe(401);
    expect((await refreshRest(sessions[4]?.refreshToken ?? '')).status).toBe(200);
    expect((await meWith(other.accessToken)).status).toBe(200);
    const live = await app.store.sessions.count({ userId: DEMO.POLICIA.id, revokedAt: null });
    expect(live).toBe(3);
    const ended = await app.store.sessions.list({ where: { revokedReason: 'session-limit' } });
    expect(ended).toHaveLength(2);
    expect(app.logs.filter((line) => line.includes('"session.ended-by-limit"'))).toHaveLength(2);
  });
});

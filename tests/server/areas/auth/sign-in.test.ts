import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/app';
import { DEMO, DEMO_PASSWORD, ROLES, signInAs, withToken } from '../../../support/auth';

const USER_FIELDS = `id username email name role avatar status awaitingActivation deactivatedAt presence permissions mustChangePassword officerId createdAt updatedAt lastSignInAt`;
const SIGN_IN = `mutation ($login: String!, $password: String!) {
  signIn(login: $login, password: $password) {
    accessToken refreshToken tokenType expiresIn user { ${USER_FIELDS} }
  }
}`;

let app: TestApp;
beforeEach(async () => {
  app = await createTestApp();
});

describe('POST /api/auth/sign-in (the template path)', () => {
  it('answers the user and a token pair for the right email and password', async () => {
    const response = await app.request
      .post('/api/auth/sign-in')
      .send({ email: DEMO.ADMINISTRADOR.email, password: DEMO_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      tokenType: 'bearer',
      expiresIn: 900,
      user: {
        id: 'user-admin',
        username: 'admin',
        email: 'admin@turismo.cusco.pe',
        role: 'ADMINISTRADOR',
        status: 'ACTIVO',
        avatar: null,
      },
    });
    expect(response.body.accessToken).toEqual(expect.any(String));
    expect(response.body.refreshToken).toEqual(expect.any(String));
    expect(response.body.user.permissions).toContain('users:update');
    expect(response.body.user.lastSignInAt).toEqual(expect.any(String));
    expect(JSON.stringify(response.body)).not.toMatch(/passwordHash|argon2/);
  });

  it('accepts the username in the email field too, in any case', async () => {
    const response = await app.request
      .post('/api/auth/sign-in')
      .send({ email: '  DirCetur ', password: DEMO_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body.user.role).toBe('DIRCETUR');
  });

  it('answers 404 false for a wrong password and for an unknown user alike', async () => {
    const wrong = await app.request
      .post('/api/auth/sign-in')
      .send({ email: DEMO.ADMINISTRADOR.email, password: 'not-the-password' });
    const unknown = await app.request
      .post('/api/auth/sign-in')
      .send({ email: 'nadie@turismo.cusco.pe', password: 'not-the-password' });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(404);
      expect(response.body).toBe(false);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('checks an unknown user against a dummy hash, as long as a real check', async () => {
    const calls: string[] = [];
    const verify = app.auth.passwords.verify;
    app.auth.passwords.verify = async (hash, password) => {
      calls.push(hash === app.auth.passwords.dummyHash ? 'dummy' : 'real');
      return verify(hash, password);
    };
    await app.request.post('/api/auth/sign-in').send({ email: 'nadie', password: 'x' });
    await app.request.post('/api/auth/sign-in').send({ email: 'admin', password: 'x' });
    expect(calls).toEqual(['dummy', 'real']);
  });
});

describe('POST /api/auth/login (the real path)', () => {
  it('signs in with login, email or username', async () => {
    for (const body of [
      { login: 'policia', password: DEMO_PASSWORD },
      { email: 'policia@turismo.cusco.pe', password: DEMO_PASSWORD },
      { username: 'policia', password: DEMO_PASSWORD },
    ]) {
      const response = await app.request.post('/api/auth/login').send(body);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ tokenType: 'bearer', user: { role: 'POLICIA' } });
    }
  });

  it('answers 401 UNAUTHENTICATED for wrong credentials', async () => {
    const response = await app.request
      .post('/api/auth/login')
      .send({ login: 'policia', password: 'wrong-password' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'UNAUTHENTICATED', message: 'Invalid credentials' });
  });
});

describe('signIn (GraphQL)', () => {
  it('signs in by username or email', async () => {
    for (const login of ['admin', 'ADMIN@turismo.cusco.pe']) {
      const response = await app.graphql(SIGN_IN, { login, password: DEMO_PASSWORD });
      expect(response.status).toBe(200);
      expect(response.body.data.signIn).toMatchObject({
        tokenType: 'bearer',
        expiresIn: 900,
        user: { username: 'admin', role: 'ADMINISTRADOR', status: 'ACTIVO' },
      });
    }
  });

  it('gives the same UNAUTHENTICATED answer (HTTP 401) to a wrong password and an unknown user', async () => {
    const wrong = await app.graphql(SIGN_IN, { login: 'admin', password: 'nope-nope' });
    const unknown = await app.graphql(SIGN_IN, { login: 'ghost', password: 'nope-nope' });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body.errors[0]).toMatchObject({
        message: 'Invalid credentials',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
  });

  it('refuses empty and oversized credentials with 400-style BAD_REQUEST', async () => {
    const empty = await app.graphql(SIGN_IN, { login: '', password: '' });
    expect(empty.body.errors[0].extensions).toEqual({
      code: 'BAD_REQUEST',
      fields: { login: 'Required', password: 'Required' },
    });
    const huge = await app.graphql(SIGN_IN, { login: 'admin', password: 'x'.repeat(5000) });
    expect(huge.body.errors[0].extensions.fields).toEqual({ password: 'At most 1024 characters' });
  });

  it('unlocks a locked screen with the password again', async () => {
    const response = await app.graphql(
      `mutation { unlockSession(login: "dircetur", password: "${DEMO_PASSWORD}") { accessToken user { role } } }`,
    );
    expect(response.body.data.unlockSession.user.role).toBe('DIRCETUR');
  });
});

describe('me', () => {
  it('answers the signed-in user with the permissions of the role', async () => {
    for (const role of ROLES) {
      const { accessToken } = await signInAs(app, role);
      const response = await app.graphql(`{ me { ${USER_FIELDS} } }`, {}, accessToken);
      expect(response.body.data.me).toMatchObject({ username: DEMO[role].username, role });
      const rest = await app.request
        .get('/api/common/user')
        .set('authorization', `Bearer ${accessToken}`);
      expect(rest.body).toEqual(response.body.data.me);
    }
  });

  it('needs a token: 401 UNAUTHENTICATED without one', async () => {
    const response = await app.graphql('{ me { id } }');
    expect(response.status).toBe(401);
    expect(response.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const rest = await app.request.get('/api/common/user');
    expect(rest.status).toBe(401);
    expect(rest.body).toEqual({ error: 'UNAUTHENTICATED', message: 'Authentication required' });
  });

  it('refuses a malformed Authorization header', async () => {
    const rest = await app.request.get('/api/common/user').set('authorization', 'Basic abc');
    expect(rest.status).toBe(401);
    expect(rest.body.message).toBe('Malformed Authorization header');
  });

  it('still runs public operations when a stale token is sent', async () => {
    const response = await app.graphql('{ emergencyContacts { id } }', {}, 'not.a.token');
    expect(response.status).toBe(200);
    expect(response.body.data.emergencyContacts).toHaveLength(8);
  });
});

describe('an INACTIVO account', () => {
  it('deactivated by an ADMINISTRADOR hears so (403) only with the right password', async () => {
    const admin = withToken(app, (await signInAs(app, 'ADMINISTRADOR')).accessToken);
    const off = await admin.patch(`/api/admin/users/${DEMO.POLICIA.id}`, { status: 'INACTIVO' });
    expect(off.body).toMatchObject({ status: 'INACTIVO', awaitingActivation: false });
    expect(off.body.deactivatedAt).toEqual(expect.any(String));

    const right = await app.request
      .post('/api/auth/sign-in')
      .send({ email: 'policia', password: DEMO_PASSWORD });
    expect(right.status).toBe(403);
    expect(right.body).toEqual({
      error: 'FORBIDDEN',
      message: 'Account deactivated by an administrator',
      reason: 'ACCOUNT_DEACTIVATED',
    });
    // A wrong password learns nothing of the account's state.
    const wrong = await app.request
      .post('/api/auth/sign-in')
      .send({ email: 'policia', password: 'wrong-password' });
    expect(wrong.status).toBe(404);
    expect(wrong.body).toBe(false);
    const graphql = await app.graphql(SIGN_IN, { login: 'policia', password: DEMO_PASSWORD });
    expect(graphql.body.errors[0]).toMatchObject({
      message: 'Account deactivated by an administrator',
      extensions: { code: 'FORBIDDEN', reason: 'ACCOUNT_DEACTIVATED' },
    });

    // Activated again, it is no longer deactivated.
    const on = await admin.patch(`/api/admin/users/${DEMO.POLICIA.id}`, { status: 'ACTIVO' });
    expect(on.body).toMatchObject({ status: 'ACTIVO', deactivatedAt: null });
  });

  it('from a store written before deactivations were kept reads by whether it ever signed in', async () => {
    await app.store.users.update(DEMO.POLICIA.id, {
      status: 'INACTIVO',
      lastSignInAt: '2026-01-05T14:00:00.000Z',
    });
    await app.store.users.update(DEMO.DIRCETUR.id, { status: 'INACTIVO', lastSignInAt: null });
    const policia = await app.graphql(SIGN_IN, { login: 'policia', password: DEMO_PASSWORD });
    expect(policia.body.errors[0].extensions.reason).toBe('ACCOUNT_DEACTIVATED');
    const dircetur = await app.graphql(SIGN_IN, { login: 'dircetur', password: DEMO_PASSWORD });
    expect(dircetur.body.errors[0]).toMatchObject({
      message: 'Account not active',
      extensions: { code: 'FORBIDDEN', reason: 'ACCOUNT_PENDING' },
    });
  });
});

describe('password hashes', () => {
  it('rehashes the seeded hash to the configured parameters at sign-in', async () => {
    const before = await app.store.users.get(DEMO.DIRCETUR.id);
    expect(before?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    await signInAs(app, 'DIRCETUR');
    const after = await app.store.users.get(DEMO.DIRCETUR.id);
    expect(after?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    await signInAs(app, 'DIRCETUR');
    expect((await app.store.users.get(DEMO.DIRCETUR.id))?.passwordHash).toBe(after?.passwordHash);
  });
});

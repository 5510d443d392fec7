import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/app';
import { DEMO, DEMO_PASSWORD, signInAs, withToken } from '../../../support/auth';

// An account created (or reset) by an ADMINISTRADOR signs in with its temporary password, can
// then do nothing but read itself and change the password, and works normally afterwards.

let app: TestApp;
let admin: ReturnType<typeof withToken>;
beforeEach(async () => {
  app = await createTestApp();
  admin = withToken(app, (await signInAs(app, 'ADMINISTRADOR')).accessToken);
});

const CREATE = `mutation ($input: CreateUserInput!) {
  createUser(input: $input) { temporaryPassword user { id username mustChangePassword } }
}`;
const CHANGE = `mutation ($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
    username mustChangePassword
  }
}`;
const NEW_PASSWORD = 'Machu-Picchu-2026';

async function createAccount() {
  const response = await admin.graphql(CREATE, {
    input: { name: 'Rosa Quispe', username: 'rquispe', email: 'rquispe@cusco.pe', role: 'POLICIA' },
  });
  return response.body.data.createUser as {
    temporaryPassword: string;
    user: { id: string; username: string; mustChangePassword: boolean };
  };
}

const login = (password: string, username = 'rquispe') =>
  app.request.post('/api/auth/login').send({ login: username, password });

describe('an account with a temporary password', () => {
  it('signs in, may read itself, and is refused everything else with the reason', async () => {
    const { temporaryPassword, user } = await createAccount();
    expect(user.mustChangePassword).toBe(true);
    const signedIn = await login(temporaryPassword);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ username: 'rquispe', mustChangePassword: true });
    const as = withToken(app, signedIn.body.accessToken);

    const me = await as.graphql('{ me { username mustChangePassword } }');
    expect(me.body.data.me).toEqual({ username: 'rquispe', mustChangePassword: true });
    expect((await as.get('/api/common/user')).status).toBe(200);

    // Its role may read police; the temporary password keeps it out until it is changed.
    for (const path of ['/api/common/navigation', '/api/common/shortcuts']) {
      const refused = await as.get(path);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        error: 'FORBIDDEN',
        message: 'Change your temporary password first',
        reason: 'PASSWORD_CHANGE_REQUIRED',
      });
    }
    const refused = await as.graphql('{ shortcuts { id } }');
    expect(refused.body.errors[0].extensions).toEqual({
      code: 'FORBIDDEN',
      reason: 'PASSWORD_CHANGE_REQUIRED',
    });
    const update = await as.graphql('mutation { updateProfile(input: { name: "Otra" }) { name } }');
    expect(update.body.errors[0].extensions.reason).toBe('PASSWORD_CHANGE_REQUIRED');
    const search = await as.post('/api/common/search', { query: 'gu' });
    expect(search.status).toBe(403);
  });

  it('changes the password: the flag clears, other sessions end, this one goes on', async () => {
    const { temporaryPassword, user } = await createAccount();
    const other = (await login(temporaryPassword)).body;
    const current = (await login(temporaryPassword)).body;
    const as = withToken(app, current.accessToken);

    const changed = await as.graphql(CHANGE, {
      currentPassword: temporaryPassword,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.body.data.changePassword).toEqual({
      username: 'rquispe',
      mustChangePassword: false,
    });
    expect((await as.get('/api/common/navigation')).status).toBe(200);
    expect((await withToken(app, other.accessToken).get('/api/common/user')).status).toBe(401);
    const refresh = await app.request
      .post('/api/auth/refresh')
      .send({ refreshToken: other.refreshToken });
    expect(refresh.status).toBe(401);

    // The temporary password has done its work once; the new one is the password now.
    expect((await login(temporaryPassword)).status).toBe(401);
    const again = await login(NEW_PASSWORD);
    expect(again.body.user.mustChangePassword).toBe(false);

    const entries = await app.store.auditTrail.list({
      where: { recordId: user.id },
      orderBy: [{ field: 'at' }],
    });
    expect(entries.map((entry) => entry.action)).toEqual(['CREATE', 'UPDATE']);
    expect(entries[1]).toMatchObject({
      actor: { id: user.id, name: 'Rosa Quispe' },
      changes: [
        { field: 'mustChangePassword', before: true, after: false },
        { field: 'passwordHash', before: null, after: null },
      ],
    });
  });

  it('refuses a wrong current password, a weak or unchanged new one (400), changing nothing', async () => {
    const { temporaryPassword } = await createAccount();
    const as = withToken(app, (await login(temporaryPassword)).body.accessToken);
    const before = await app.store.users.findOne({ username: 'rquispe' });
    const cases = [
      [{ currentPassword: 'wrong-password', newPassword: NEW_PASSWORD }, 'currentPassword'],
      [{ currentPassword: temporaryPassword, newPassword: 'corta' }, 'newPassword'],
      [{ currentPassword: temporaryPassword, newPassword: 'rquispe@cusco.pe' }, 'newPassword'],
      [{ currentPassword: temporaryPassword, newPassword: DEMO_PASSWORD }, 'newPassword'],
      [{ currentPassword: temporaryPassword, newPassword: temporaryPassword }, 'newPassword'],
      [{ currentPassword: temporaryPassword }, 'newPassword'],
    ] as const;
    for (const [body, field] of cases) {
      const response = await as.post('/api/auth/change-password', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.body.fields)).toEqual([field]);
    }
    expect(await app.store.users.findOne({ username: 'rquispe' })).toEqual(before);
    expect((await as.get('/api/common/user')).status).toBe(200);
  });

  it('counts wrong current passwords like failed sign-ins', async () => {
    app = await createTestApp({ env: { SIGN_IN_MAX_FAILURES: '2' } });
    const as = withToken(app, (await signInAs(app, 'DIRCETUR')).accessToken);
    const wrong = { currentPassword: 'wrong-password', newPassword: NEW_PASSWORD };
    expect((await as.post('/api/auth/change-password', wrong)).status).toBe(400);
    expect((await as.post('/api/auth/change-password', wrong)).status).toBe(400);
    const limited = await as.post('/api/auth/change-password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(limited.status).toBe(429);
  });

  it('is what a reset by an ADMINISTRADOR leaves too; the old password and sessions end', async () => {
    const police = await signInAs(app, 'POLICIA');
    const reset = await admin.post(`/api/admin/users/${DEMO.POLICIA.id}/reset-password`);
    expect(reset.status).toBe(200);
    expect(reset.body.user).toMatchObject({ username: 'policia', mustChangePassword: true });
    expect((await withToken(app, police.accessToken).get('/api/common/user')).status).toBe(401);
    expect((await login(DEMO_PASSWORD, 'policia')).status).toBe(401);
    const signedIn = await login(reset.body.temporaryPassword, 'policia');
    expect(signedIn.body.user.mustChangePassword).toBe(true);
    const as = withToken(app, signedIn.body.accessToken);
    expect((await as.get('/api/common/navigation')).status).toBe(403);
    const changed = await as.post('/api/auth/change-password', {
      currentPassword: reset.body.temporaryPassword,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.body).toMatchObject({ username: 'policia', mustChangePassword: false });
    expect((await as.get('/api/common/navigation')).status).toBe(200);
  });

  it('a reset link from forgot-password also clears the flag (the user chose the password)', async () => {
    const { temporaryPassword } = await createAccount();
    await app.request.post('/api/auth/forgot-password').send({ email: 'rquispe@cusco.pe' });
    await app.auth.background.idle();
    // The token is only in the simulated mail; put a known one in its place.
    const { createHash } = await import('node:crypto');
    const tokenHash = createHash('sha256').update('known-token').digest('hex');
    for (const reset of await app.store.passwordResets.list()) {
      await app.store.passwordResets.update(reset.id, { tokenHash });
    }
    const reset = await app.request
      .post('/api/auth/reset-password')
      .send({ token: 'known-token', password: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect((await login(temporaryPassword)).status).toBe(401);
    expect((await login(NEW_PASSWORD)).body.user.mustChangePassword).toBe(false);
  });
});

describe('changePassword for every member of staff', () => {
  it('changes the own password of a signed-in user (profile)', async () => {
    const dircetur = await signInAs(app, 'DIRCETUR');
    const changed = await app.graphql(
      CHANGE,
      { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD },
      dircetur.accessToken,
    );
    expect(changed.body.data.changePassword).toEqual({
      username: 'dircetur',
      mustChangePassword: false,
    });
    expect((await login(NEW_PASSWORD, 'dircetur')).status).toBe(200);
    expect((await login(DEMO_PASSWORD, 'dircetur')).status).toBe(401);
  });

  it('needs a session', async () => {
    const response = await app.request
      .post('/api/auth/change-password')
      .send({ currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(401);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/app';
import { DEMO, signInAs, withToken } from '../../../support/auth';

// The REST paths and GraphQL mutations of Usuarios, over HTTP, with the sessions they end.

let app: TestApp;
let admin: ReturnType<typeof withToken>;
beforeEach(async () => {
  app = await createTestApp();
  admin = withToken(app, (await signInAs(app, 'ADMINISTRADOR')).accessToken);
});

const sessionAlive = async (accessToken: string) =>
  (await withToken(app, accessToken).get('/api/common/user')).status === 200;

describe('REST /api/admin/users', () => {
  it('creates (201, the temporary password once), reads, updates and deletes an account', async () => {
    const created = await admin.post('/api/admin/users', {
      name: 'Luis Mamani',
      username: 'lmamani',
      email: 'lmamani@turismo.cusco.pe',
      role: 'DIRCETUR',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      temporaryPassword: expect.stringMatching(/^\S{19}$/),
      user: { username: 'lmamani', status: 'ACTIVO', mustChangePassword: true },
    });
    const { id } = created.body.user;

    const read = await admin.get(`/api/admin/users/${id}`);
    expect(read.body).toEqual(created.body.user);
    expect(JSON.stringify(read.body)).not.toContain(created.body.temporaryPassword);

    const updated = await admin.patch(`/api/admin/users/${id}`, { name: 'Luis Mamani Ccahua' });
    expect(updated.body).toMatchObject({ id, name: 'Luis Mamani Ccahua' });

    const removed = await admin.delete(`/api/admin/users/${id}`);
    expect(removed.body).toMatchObject({ id, username: 'lmamani' });
    expect((await admin.get(`/api/admin/users/${id}`)).status).toBe(404);
  });

  it('answers 409 with a message that says why, naming the value, on the field', async () => {
    const body = { name: 'Otro', username: 'otro', email: DEMO.DIRCETUR.email, role: 'DIRCETUR' };
    // Spanish unless the request asks for another language.
    expect((await admin.post('/api/admin/users', body)).body.message).toBe(
      `Ya existe una cuenta con el correo ${DEMO.DIRCETUR.email}`,
    );
    const taken = await admin.post('/api/admin/users', body).set('Accept-Language', 'en');
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      error: 'CONFLICT',
      message: `An account with the email ${DEMO.DIRCETUR.email} already exists`,
      fields: { email: 'Already in use' },
    });
    const self = await admin.patch(`/api/admin/users/${DEMO.ADMINISTRADOR.id}`, {
      role: 'POLICIA',
    });
    expect(self.status).toBe(400);
    expect(self.body.fields).toEqual({ role: 'You cannot change your own role' });
    expect((await admin.delete(`/api/admin/users/${DEMO.ADMINISTRADOR.id}`)).status).toBe(400);
  });

  it('ends the sessions of an account deactivated, given another role, or deleted', async () => {
    const police = await signInAs(app, 'POLICIA');
    const dircetur = await signInAs(app, 'DIRCETUR');
    await admin.patch(`/api/admin/users/${DEMO.POLICIA.id}`, { name: 'Sgto. Policía' });
    expect(await sessionAlive(police.accessToken)).toBe(true);

    await admin.patch(`/api/admin/users/${DEMO.POLICIA.id}`, { status: 'INACTIVO' });
    expect(await sessionAlive(police.accessToken)).toBe(false);

    await admin.patch(`/api/admin/users/${DEMO.DIRCETUR.id}`, { role: 'POLICIA' });
    expect(await sessionAlive(dircetur.accessToken)).toBe(false);
    const again = await signInAs(app, 'DIRCETUR');
    expect(again.body.user).toMatchObject({ role: 'POLICIA' });

    await admin.delete(`/api/admin/users/${DEMO.DIRCETUR.id}`);
    expect(await sessionAlive(again.accessToken)).toBe(false);
    const refresh = await app.request
      .post('/api/auth/refresh')
      .send({ refreshToken: again.refreshToken });
    expect(refresh.status).toBe(401);
    expect(await app.store.sessions.count({ userId: DEMO.DIRCETUR.id })).toBe(0);
  });

  it('activates a pending sign-up, which can then sign in with its own password', async () => {
    await app.request.post('/api/auth/sign-up').send({
      name: 'Nina Huaman',
      username: 'nhuaman',
      email: 'nhuaman@turismo.cusco.pe',
      password: 'Sacsayhuaman-2026',
    });
    await app.auth.background.idle();
    const pending = await admin.get('/api/admin/users?status=INACTIVO');
    expect(pending.body.items.map((u: { username: string }) => u.username)).toEqual(['nhuaman']);
    const [account] = pending.body.items;
    const activated = await admin.patch(`/api/admin/users/${account.id}`, {
      status: 'ACTIVO',
      role: 'POLICIA',
    });
    expect(activated.body).toMatchObject({ status: 'ACTIVO', role: 'POLICIA' });
    expect(activated.body.permissions).toContain('police:read');
    const signIn = await app.request
      .post('/api/auth/login')
      .send({ login: 'nhuaman', password: 'Sacsayhuaman-2026' });
    expect(signIn.body.user).toMatchObject({ role: 'POLICIA', mustChangePassword: false });
  });
});

describe('GraphQL', () => {
  it('creates, updates, resets and deletes; errors carry their codes', async () => {
    const created = await admin.graphql(
      `mutation ($input: CreateUserInput!) {
        createUser(input: $input) { temporaryPassword user { id status mustChangePassword } }
      }`,
      {
        input: {
          name: 'Eva Condori',
          username: 'econdori',
          email: 'econdori@cusco.pe',
          role: 'ADMINISTRADOR',
          status: 'INACTIVO',
        },
      },
    );
    const { id } = created.body.data.createUser.user;
    expect(created.body.data.createUser.user).toMatchObject({
      status: 'INACTIVO',
      mustChangePassword: true,
    });

    const updated = await admin.graphql(
      `mutation ($id: ID!) { updateUser(id: $id, input: { status: ACTIVO }) { status } }`,
      { id },
    );
    expect(updated.body.data.updateUser.status).toBe('ACTIVO');

    const reset = await admin.graphql(
      `mutation ($id: ID!) { resetUserPassword(id: $id) { temporaryPassword user { id } } }`,
      { id },
    );
    expect(reset.body.data.resetUserPassword.temporaryPassword).not.toBe(
      created.body.data.createUser.temporaryPassword,
    );

    const bad = await admin.graphql(
      `mutation { updateUser(id: "${id}", input: { email: "nope" }) { id } }`,
    );
    expect(bad.body.errors[0].extensions).toEqual({
      code: 'BAD_REQUEST',
      fields: { email: 'Not an email address' },
    });

    const deleted = await admin.graphql(
      `mutation ($id: ID!) { deleteUser(id: $id) { username } }`,
      { id },
    );
    expect(deleted.body.data.deleteUser.username).toBe('econdori');
    const gone = await admin.graphql(`query ($id: ID!) { user(id: $id) { id } }`, { id });
    expect(gone.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});

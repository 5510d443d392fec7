import { beforeEach, describe, expect, it } from 'vitest';
import { updateUser } from '../../../../server/areas/users/admin';
import { createTestApp, type TestApp } from '../../../support/app';
import { DEMO, signInAs, withToken } from '../../../support/auth';
import { testContext } from '../../../support/context';

let app: TestApp;
beforeEach(async () => {
  app = await createTestApp({ captureLogs: true });
});

const REQUEST = {
  name: 'Rosa Quispe',
  username: 'RQuispe',
  email: 'Rosa.Quispe@Turismo.Cusco.pe',
  password: 'Saqsaywaman-2026',
};

const signUp = (body: Record<string, unknown>) => app.request.post('/api/auth/sign-up').send(body);

describe('sign-up', () => {
  it('creates an INACTIVO account without privileges, in lower case', async () => {
    const response = await signUp(REQUEST);
    expect(response.status).toBe(200);
    expect(response.body).toBe(true);
    await app.auth.background.idle();
    const user = await app.store.users.findOne({ username: 'rquispe' });
    expect(user).toMatchObject({
      name: 'Rosa Quispe',
      email: 'rosa.quispe@turismo.cusco.pe',
      status: 'INACTIVO',
      lastSignInAt: null,
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.passwordHash).not.toContain(REQUEST.password);

    // It cannot sign in, even with the right password, until an ADMINISTRADOR activates it.
    const signIn = await app.request
      .post('/api/auth/sign-in')
      .send({ email: 'rquispe', password: REQUEST.password });
    expect(signIn.status).toBe(403);
    expect(signIn.body).toMatchObject({ message: 'Account not active', reason: 'ACCOUNT_PENDING' });
    // Usuarios tells it from an account an ADMINISTRADOR deactivated.
    const admin = withToken(app, (await signInAs(app, 'ADMINISTRADOR')).accessToken);
    const listed = await admin.get('/api/admin/users?search=rquispe');
    expect(listed.body.items[0]).toMatchObject({ awaitingActivation: true, deactivatedAt: null });
  });

  it('can sign in once an ADMINISTRADOR activates it with a role', async () => {
    await signUp(REQUEST);
    await app.auth.background.idle();
    const user = await app.store.users.findOne({ username: 'rquispe' });
    const admin = await testContext({
      store: app.store,
      auth: app.auth,
      user: { id: DEMO.ADMINISTRADOR.id, role: 'ADMINISTRADOR', sessionId: 'x' },
    });
    await updateUser(admin, user?.id ?? '', { status: 'ACTIVO', role: 'POLICIA' });
    const signIn = await app.request
      .post('/api/auth/login')
      .send({ login: 'rquispe', password: REQUEST.password });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user).toMatchObject({ role: 'POLICIA', status: 'ACTIVO' });
  });

  it('answers true for a taken username or email too, creates nothing, and audits it', async () => {
    const taken = await signUp({ ...REQUEST, username: 'admin' });
    const takenEmail = await signUp({ ...REQUEST, email: DEMO.POLICIA.email });
    expect(taken.body).toBe(true);
    expect(takenEmail.body).toBe(true);
    await app.auth.background.idle();
    expect(await app.store.users.count()).toBe(3);
    const refused = app.logs.filter((line) => line.includes('"sign-up.refused"'));
    expect(refused).toHaveLength(2);
  });

  it('refuses invalid fields and weak passwords with 400 and field messages', async () => {
    const bad = await signUp({
      name: ' ',
      username: 'a',
      email: 'nope',
      password: 'Long-enough-1',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['email', 'name', 'username']);
    const weak = await signUp({ ...REQUEST, password: 'rquispe' });
    expect(weak.status).toBe(400);
    expect(weak.body.fields).toEqual({ password: 'At least 10 characters' });
    const asUsername = await signUp({
      ...REQUEST,
      username: 'longusername1',
      password: 'LongUsername1',
    });
    expect(asUsername.body.fields).toEqual({
      password: 'Must differ from the username and the email',
    });
    expect(await app.store.users.count()).toBe(3);
  });

  it("takes the template's body: a username is made from the email, unique", async () => {
    const template = { name: 'Rosa Quispe', password: REQUEST.password, company: 'DIRCETUR' };
    const first = await signUp({
      ...template,
      email: 'Rosa.Quispe@turismo.cusco.pe',
      agreements: true,
    });
    expect(first.status).toBe(200);
    expect(first.body).toBe(true);
    // The account is made after the answer, its password hashed meanwhile: two requests at once
    // may be made in either order. The second asks once the first account exists.
    await app.auth.background.idle();
    await signUp({ ...template, email: 'rosa.quispe@gmail.com', agreements: true });
    await signUp({ ...template, email: '-Jose+cusco@correo.pe' });
    await signUp({ ...template, email: 'a@correo.pe' });
    await app.auth.background.idle();
    const made = await app.store.users.list({ where: { status: 'INACTIVO' } });
    expect(made.map((user) => [user.email, user.username]).sort()).toEqual([
      ['-jose+cusco@correo.pe', 'josecusco'],
      ['a@correo.pe', 'auser'],
      ['rosa.quispe@gmail.com', 'rosa.quispe2'],
      ['rosa.quispe@turismo.cusco.pe', 'rosa.quispe'],
    ]);
    expect(made.every((user) => !('company' in user))).toBe(true);
  });

  it('refuses terms that were not accepted, when the body says so', async () => {
    const response = await signUp({ ...REQUEST, agreements: false });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ agreements: 'Must be accepted' });
  });

  it('works through GraphQL', async () => {
    const response = await app.graphql(
      'mutation ($input: SignUpInput!) { signUp(input: $input) }',
      { input: REQUEST },
    );
    expect(response.body).toEqual({ data: { signUp: true } });
    await app.auth.background.idle();
    expect(await app.store.users.count()).toBe(4);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { updateProfile } from '../../../../server/areas/profile/service';
import { toAccount } from '../../../../server/areas/users/model';
import { buildSeed, createDataStore } from '../../../../server/data';
import { BadRequestError } from '../../../../server/errors';
import { createLogger } from '../../../../server/logger';
import { MAX_DATA_URL_LENGTH } from '../../../../server/validation';
import { createTestApp, type TestApp } from '../../../support/app';
import { DEMO, sessionOf, signInAs, withToken } from '../../../support/auth';
import { testContext } from '../../../support/context';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('updateProfile', () => {
  it('changes name, avatar and presence of the signed-in user only', async () => {
    const store = createDataStore(buildSeed());
    const ctx = await testContext({ store, user: sessionOf('POLICIA') });
    const account = await updateProfile(ctx, {
      name: '  Sgto. Julio Mamani  ',
      avatar: PNG,
      presence: 'busy',
    });
    expect(account).toMatchObject({ name: 'Sgto. Julio Mamani', avatar: PNG, presence: 'busy' });
    expect(account).not.toHaveProperty('passwordHash');
    expect((await store.users.get(DEMO.ADMINISTRADOR.id))?.presence).toBe('online');
    const cleared = await updateProfile(ctx, { avatar: null });
    expect(cleared.avatar).toBeNull();
  });

  it('refuses role and status changes with a 400 naming the field, changing nothing', async () => {
    const store = createDataStore(buildSeed());
    const ctx = await testContext({ store, user: sessionOf('DIRCETUR') });
    const before = await store.users.get(DEMO.DIRCETUR.id);
    for (const [field, value] of [
      ['role', 'ADMINISTRADOR'],
      ['status', 'INACTIVO'],
      ['username', 'jefe'],
      ['email', 'jefe@turismo.cusco.pe'],
      ['id', DEMO.ADMINISTRADOR.id],
    ] as const) {
      const error = await updateProfile(ctx, { name: 'Otro nombre', [field]: value }).catch(
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(BadRequestError);
      expect(Object.keys((error as BadRequestError).fields ?? {})).toEqual([field]);
    }
    expect(await store.users.get(DEMO.DIRCETUR.id)).toEqual(before);
  });

  it('accepts the whole user sent back, with role and status unchanged', async () => {
    const store = createDataStore(buildSeed());
    const ctx = await testContext({ store, user: sessionOf('DIRCETUR') });
    const user = await store.users.get(DEMO.DIRCETUR.id);
    if (!user) throw new Error('seeded');
    const { passwordHash: _hash, ...shown } = user;
    const account = await updateProfile(ctx, { ...shown, permissions: [], presence: 'away' });
    expect(account).toMatchObject({ role: 'DIRCETUR', status: 'ACTIVO', presence: 'away' });
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ presence: 'offline' }, 'presence'],
    [{ avatar: 'javascript:alert(1)' }, 'avatar'],
    [{ avatar: 'data:image/svg+xml;base64,PHN2Zz4=' }, 'avatar'],
    [{ avatar: `data:image/png;base64,${'A'.repeat(MAX_DATA_URL_LENGTH)}` }, 'avatar'],
  ])('refuses %j', async (input, field) => {
    const ctx = await testContext({ user: sessionOf('ADMINISTRADOR') });
    const error = await updateProfile(ctx, input).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(BadRequestError);
    expect(Object.keys((error as BadRequestError).fields ?? {})).toEqual([field]);
  });

  it('audits a change, naming the fields and not their values', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => lines.push(line) });
    const ctx = await testContext({ user: sessionOf('ADMINISTRADOR'), logger });
    await updateProfile(ctx, { presence: 'away' });
    await updateProfile(ctx, { presence: 'away' });
    const audits = lines.map((line) => JSON.parse(line).audit).filter(Boolean);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      event: 'profile.updated',
      target: { userId: DEMO.ADMINISTRADOR.id },
      details: { fields: ['presence'] },
    });
  });

  it('shows an account stored before presence existed as online', () => {
    const [user] = buildSeed().users;
    if (!user) throw new Error('seeded');
    const { presence: _gone, ...old } = user;
    expect(toAccount(old as typeof user).presence).toBe('online');
  });
});

describe('GET and PATCH /api/common/user, GraphQL updateProfile', () => {
  let app: TestApp;
  let as: ReturnType<typeof withToken>;
  beforeEach(async () => {
    app = await createTestApp();
    as = withToken(app, (await signInAs(app, 'DIRCETUR')).accessToken);
  });

  it('answers the signed-in user with their presence', async () => {
    const response = await as.get('/api/common/user');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: DEMO.DIRCETUR.id,
      role: 'DIRCETUR',
      presence: 'online',
    });
    expect(JSON.stringify(response.body)).not.toMatch(/passwordHash|argon2/);
  });

  it('takes the template’s body {user: {...}} and the fields at the top level', async () => {
    const wrapped = await as.patch('/api/common/user', {
      user: { name: 'Rosa Quispe', presence: 'away' },
    });
    expect(wrapped.status).toBe(200);
    expect(wrapped.body).toMatchObject({ name: 'Rosa Quispe', presence: 'away', role: 'DIRCETUR' });
    const flat = await as.patch('/api/common/user', { presence: 'not_visible' });
    expect(flat.body).toMatchObject({ name: 'Rosa Quispe', presence: 'not_visible' });
    expect((await as.get('/api/common/user')).body).toEqual(flat.body);
  });

  it('refuses a role or status change with 400 naming the field', async () => {
    const role = await as.patch('/api/common/user', { user: { role: 'ADMINISTRADOR' } });
    expect(role.status).toBe(400);
    expect(role.body).toEqual({
      error: 'BAD_REQUEST',
      message: 'These fields cannot be changed in the profile',
      fields: { role: 'Cannot be changed in the profile; an ADMINISTRADOR changes it in Usuarios' },
    });
    const status = await as.patch('/api/common/user', { status: 'INACTIVO' });
    expect(status.status).toBe(400);
    expect(Object.keys(status.body.fields)).toEqual(['status']);
    const me = await as.get('/api/common/user');
    expect(me.body).toMatchObject({ role: 'DIRCETUR', status: 'ACTIVO' });
    expect(me.body.permissions).not.toContain('users:read');
  });

  it('answers 400 for bodies of the wrong shape', async () => {
    const list = await as.patch('/api/common/user', { user: ['x'] });
    expect(list.status).toBe(400);
    expect(list.body.fields).toEqual({ user: 'Must be an object' });
    const number = await as.patch('/api/common/user', { name: 42 });
    expect(number.body.fields).toEqual({ name: 'Must be a string' });
  });

  it('changes the profile through GraphQL and shows presence on the User', async () => {
    const response = await as.graphql(
      'mutation { updateProfile(input: { name: "Personal DIRCETUR Cusco", presence: busy }) { name presence role status } }',
    );
    expect(response.body.data.updateProfile).toEqual({
      name: 'Personal DIRCETUR Cusco',
      presence: 'busy',
      role: 'DIRCETUR',
      status: 'ACTIVO',
    });
    const me = await as.graphql('{ me { presence } }');
    expect(me.body.data.me.presence).toBe('busy');
    const bad = await as.graphql('mutation { updateProfile(input: { name: "" }) { name } }');
    expect(bad.body.errors[0].extensions).toEqual({
      code: 'BAD_REQUEST',
      fields: { name: 'Required' },
    });
  });
});

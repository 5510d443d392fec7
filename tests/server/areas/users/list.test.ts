import { beforeAll, describe, expect, it } from 'vitest';
import { listUsers } from '../../../../server/areas/users/list';
import { buildSeed } from '../../../../server/data';
import { BadRequestError, ForbiddenError } from '../../../../server/errors';
import type { Store } from '../../../../server/store/types';
import { createTestApp, type TestApp } from '../../../support/app';
import { DEMO, signInAs, withToken } from '../../../support/auth';
import { csvRows } from '../../../support/csv';
import { testStore } from '../../../support/test-store';
import { contextAs, makeUser } from '../../../support/users';

// The three demo accounts and these: accents, cases, roles, statuses and sign-in times to sort
// and filter on.
const PEOPLE = [
  makeUser('jose', {
    name: 'José Huamán Quispe',
    role: 'POLICIA',
    lastSignInAt: '2026-03-01T10:00:00.000Z',
  }),
  makeUser('maria', {
    name: 'María Ccori',
    email: 'mccori@dircetur.gob.pe',
    lastSignInAt: '2026-02-01T10:00:00.000Z',
  }),
  makeUser('pending', { name: 'Ángel Pendiente', status: 'INACTIVO' }),
  makeUser('zoila', {
    name: 'zoila tupa',
    role: 'ADMINISTRADOR',
    status: 'INACTIVO',
    createdAt: '2025-06-01T00:00:00.000Z',
  }),
];

let store: Store;
beforeAll(async () => {
  store = await testStore(buildSeed());
  for (const person of PEOPLE) await store.users.insert(person);
});

const list = async (input: unknown) =>
  listUsers(await contextAs(store, DEMO.ADMINISTRADOR.id), input);
const usernames = async (input: unknown) => (await list(input)).items.map((u) => u.username);

describe('listUsers', () => {
  it('is for an ADMINISTRADOR only', async () => {
    const ctx = await contextAs(store, DEMO.DIRCETUR.id, 'DIRCETUR');
    await expect(listUsers(ctx, {})).rejects.toThrow(ForbiddenError);
  });

  it('answers the first page of 10 by name, with the page info, without hashes', async () => {
    const page = await list(undefined);
    expect(page.items.map((user) => user.name)).toEqual([
      'Administrador del Sistema',
      'Ángel Pendiente',
      'José Huamán Quispe',
      'María Ccori',
      'Personal DIRCETUR',
      'Policía de Turismo',
      'zoila tupa',
    ]);
    expect(page.pageInfo).toEqual({ page: 1, size: 10, total: 7, lastPage: 1 });
    expect(JSON.stringify(page)).not.toContain('passwordHash');
  });

  it('searches name, username and email ignoring case and accents', async () => {
    expect(await usernames({ search: 'HUAMAN' })).toEqual(['jose']);
    expect(await usernames({ search: 'jose' })).toEqual(['jose']);
    expect(await usernames({ search: 'maría' })).toEqual(['maria']);
    expect(await usernames({ search: 'DIRCETUR.gob' })).toEqual(['maria']);
    expect(await usernames({ search: 'policia' })).toEqual(['policia']);
    expect(await usernames({ search: '  ' })).toHaveLength(7);
    expect(await usernames({ search: 'nadie' })).toEqual([]);
  });

  it('filters by any of the roles and statuses given', async () => {
    expect(await usernames({ role: ['ADMINISTRADOR'] })).toEqual(['admin', 'zoila']);
    expect(await usernames({ status: ['INACTIVO'] })).toEqual(['pending', 'zoila']);
    expect(await usernames({ role: ['POLICIA', 'ADMINISTRADOR'], status: ['ACTIVO'] })).toEqual([
      'admin',
      'jose',
      'policia',
    ]);
    expect(await usernames({ role: [], status: null })).toHaveLength(7);
  });

  it('sorts by every field both ways; never-signed-in accounts last either way', async () => {
    expect(await usernames({ sortBy: 'NAME', order: 'DESC' })).toEqual([
      'zoila',
      'policia',
      'dircetur',
      'maria',
      'jose',
      'pending',
      'admin',
    ]);
    expect(await usernames({ sortBy: 'USERNAME' })).toEqual([
      'admin',
      'dircetur',
      'jose',
      'maria',
      'pending',
      'policia',
      'zoila',
    ]);
    expect((await usernames({ sortBy: 'EMAIL' }))[0]).toBe('admin');
    expect((await usernames({ sortBy: 'EMAIL', order: 'DESC' }))[0]).toBe('zoila');
    // Ties follow the registries' shared rule (by id), so only the groups are fixed here.
    const roles = async (order: 'ASC' | 'DESC') =>
      (await list({ sortBy: 'ROLE', order })).items.map((user) => user.role);
    const byRole = ['ADMINISTRADOR', 'ADMINISTRADOR', 'DIRCETUR', 'DIRCETUR', 'DIRCETUR'];
    expect(await roles('ASC')).toEqual([...byRole, 'POLICIA', 'POLICIA']);
    expect(await roles('DESC')).toEqual(['POLICIA', 'POLICIA', ...byRole.reverse()]);
    expect(new Set((await usernames({ sortBy: 'STATUS', order: 'DESC' })).slice(0, 2))).toEqual(
      new Set(['pending', 'zoila']),
    );
    const signedIn = await usernames({ sortBy: 'LAST_SIGN_IN_AT' });
    expect(signedIn.slice(0, 2)).toEqual(['maria', 'jose']);
    const latestFirst = await usernames({ sortBy: 'LAST_SIGN_IN_AT', order: 'DESC' });
    expect(latestFirst.slice(0, 2)).toEqual(['jose', 'maria']);
    expect((await usernames({ sortBy: 'CREATED_AT' }))[0]).toBe('zoila');
  });

  it('pages: size and page, and an empty page past the end with the real total', async () => {
    const second = await list({ page: 2, size: 3 });
    expect(second.items.map((user) => user.username)).toEqual(['maria', 'dircetur', 'policia']);
    expect(second.pageInfo).toEqual({ page: 2, size: 3, total: 7, lastPage: 3 });
    const pages = await Promise.all([1, 2, 3].map((page) => usernames({ page, size: 3 })));
    expect(pages.flat()).toEqual(await usernames({ size: 100 }));
    const beyond = await list({ page: 9, size: 3 });
    expect(beyond.items).toEqual([]);
    expect(beyond.pageInfo).toEqual({ page: 9, size: 3, total: 7, lastPage: 3 });
  });

  it('refuses bad paging, sorting and filters with 400 naming each', async () => {
    const error = await list({
      page: 0,
      size: 101,
      sortBy: 'PASSWORD',
      order: 'UP',
      role: ['JEFE'],
    })
      .then(() => null)
      .catch((thrown: BadRequestError) => thrown);
    expect(error).toBeInstanceOf(BadRequestError);
    expect(Object.keys(error?.fields ?? {}).sort()).toEqual([
      'order',
      'page',
      'role.0',
      'size',
      'sortBy',
    ]);
  });
});

describe('GET /api/admin/users', () => {
  let app: TestApp;
  let admin: ReturnType<typeof withToken>;
  beforeAll(async () => {
    app = await createTestApp();
    for (const person of PEOPLE) await app.store.users.insert(person);
    admin = withToken(app, (await signInAs(app, 'ADMINISTRADOR')).accessToken);
  });

  it('takes the input names as query parameters; lists repeated or comma-separated', async () => {
    const repeated = await admin.get(
      '/api/admin/users?role=POLICIA&role=ADMINISTRADOR&status=ACTIVO&sortBy=USERNAME&order=DESC&size=2&page=1',
    );
    expect(repeated.status).toBe(200);
    expect(repeated.body.items.map((user: { username: string }) => user.username)).toEqual([
      'policia',
      'jose',
    ]);
    expect(repeated.body.pageInfo).toEqual({ page: 1, size: 2, total: 3, lastPage: 2 });
    const comma = await admin.get('/api/admin/users?role=POLICIA,ADMINISTRADOR&status=ACTIVO');
    expect(comma.body.pageInfo.total).toBe(3);
    const search = await admin.get(`/api/admin/users?search=${encodeURIComponent('ÁNGEL')}`);
    expect(search.body.items).toHaveLength(1);
    expect(search.body.items[0]).toMatchObject({ username: 'pending', mustChangePassword: false });
    expect(search.body.items[0]).not.toHaveProperty('passwordHash');
  });

  it('answers 400 for a page that is not a number', async () => {
    const response = await admin.get('/api/admin/users?page=dos&size=0');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: 'BAD_REQUEST',
      fields: { page: 'Must be a number', size: 'At least 1' },
    });
  });

  it('is the same list on GraphQL', async () => {
    const response = await admin.graphql(
      `query ($input: UsersListInput) { users(input: $input) {
        items { username mustChangePassword } pageInfo { page size total lastPage } } }`,
      { input: { search: 'quispe', role: ['POLICIA'] } },
    );
    expect(response.body.data.users).toEqual({
      items: [{ username: 'jose', mustChangePassword: false }],
      pageInfo: { page: 1, size: 10, total: 1, lastPage: 1 },
    });
  });
});

describe('GET /api/admin/users/export', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    for (const person of PEOPLE) await app.store.users.insert(person);
  });

  it('answers the filtered, sorted accounts as CSV in the language asked for, never a hash', async () => {
    const admin = withToken(app, (await signInAs(app, 'ADMINISTRADOR')).accessToken);
    const response = await admin.get(
      '/api/admin/users/export?role=POLICIA,DIRCETUR&status=ACTIVO&sortBy=NAME&order=DESC&page=1&size=1&lang=en',
    );
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename=usuarios-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    expect(response.text.startsWith('\uFEFF')).toBe(true);
    const rows = csvRows(response.text);
    expect(rows[0]).toEqual([
      'Name',
      'Username',
      'Email',
      'Role',
      'Status',
      'Last sign-in',
      'Created on',
    ]);
    // Every match, not one page: the page and size of a list view do not narrow an export.
    expect(rows.slice(1).map((row) => row[1])).toEqual(['policia', 'dircetur', 'maria', 'jose']);
    expect(rows[4]).toEqual([
      'José Huamán Quispe',
      'jose',
      'jose@turismo.cusco.pe',
      'Tourism Police',
      'Active',
      '2026-03-01T10:00:00.000Z',
      '2026-01-01T00:00:00.000Z',
    ]);
    expect(response.text).not.toContain('argon2');
  });

  it('is for an ADMINISTRADOR only', async () => {
    const dircetur = withToken(app, (await signInAs(app, 'DIRCETUR')).accessToken);
    expect((await dircetur.get('/api/admin/users/export')).status).toBe(403);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import {
  createUser,
  deleteUser,
  getUser,
  resetUserPassword,
  updateUser,
} from '../../../../server/areas/users/admin';
import { LAST_ADMIN_MESSAGE } from '../../../../server/areas/users/rules';
import { buildSeed } from '../../../../server/data';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthenticatedError,
} from '../../../../server/errors';
import { recordHistory } from '../../../../server/registry/audit-trail';
import { passwordProblems } from '../../../../server/security/passwords';
import type { Store } from '../../../../server/store/types';
import { DEMO } from '../../../support/auth';
import { testAuth, testContext } from '../../../support/context';
import { testStore } from '../../../support/test-store';
import { contextAs, failure, makeUser, snapshot } from '../../../support/users';

const NEW = {
  name: 'Rosa Quispe Mamani',
  username: 'RQuispe',
  email: 'RQuispe@Turismo.Cusco.pe',
  role: 'POLICIA',
};

let store: Store;
beforeEach(async () => {
  store = await testStore(buildSeed());
});

const asAdmin = () => contextAs(store, DEMO.ADMINISTRADOR.id);

describe('who may administer accounts', () => {
  it('is an ADMINISTRADOR only, for every operation', async () => {
    for (const role of ['DIRCETUR', 'POLICIA'] as const) {
      const ctx = await contextAs(store, DEMO[role].id, role);
      const calls = [
        getUser(ctx, DEMO.POLICIA.id),
        createUser(ctx, NEW),
        updateUser(ctx, DEMO.POLICIA.id, { name: 'X' }),
        resetUserPassword(ctx, DEMO.POLICIA.id),
        deleteUser(ctx, DEMO.POLICIA.id),
      ];
      for (const call of calls) expect(await failure(call)).toBeInstanceOf(ForbiddenError);
    }
    const anonymous = await testContext({ store });
    expect(await failure(createUser(anonymous, NEW))).toBeInstanceOf(UnauthenticatedError);
    expect(await store.users.count()).toBe(3);
  });
});

describe('createUser', () => {
  it('creates an ACTIVO account that must change its generated temporary password', async () => {
    const { user, temporaryPassword } = await createUser(await asAdmin(), NEW);
    expect(user).toMatchObject({
      name: NEW.name,
      username: 'rquispe',
      email: 'rquispe@turismo.cusco.pe',
      role: 'POLICIA',
      status: 'ACTIVO',
      mustChangePassword: true,
      lastSignInAt: null,
    });
    expect(user).not.toHaveProperty('passwordHash');
    expect(passwordProblems(temporaryPassword, user)).toBeNull();
    expect(temporaryPassword).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);

    const stored = await store.users.get(user.id);
    const { passwords } = await testAuth();
    expect(await passwords.verify(stored?.passwordHash ?? '', temporaryPassword)).toBe(true);
    expect(await snapshot(store)).not.toContain(temporaryPassword);
  });

  it('gives every account a different temporary password', async () => {
    const first = await createUser(await asAdmin(), NEW);
    const second = await createUser(await asAdmin(), {
      ...NEW,
      username: 'otro',
      email: 'otro@turismo.cusco.pe',
    });
    expect(first.temporaryPassword).not.toBe(second.temporaryPassword);
  });

  it('creates an INACTIVO account when asked', async () => {
    const { user } = await createUser(await asAdmin(), { ...NEW, status: 'INACTIVO' });
    expect(user.status).toBe('INACTIVO');
  });

  it('refuses a taken username or email (409 on the field) and adds nothing', async () => {
    const before = await snapshot(store);
    const username = await failure(createUser(await asAdmin(), { ...NEW, username: 'ADMIN' }));
    expect(username).toBeInstanceOf(ConflictError);
    expect(username.fields).toEqual({ username: 'Already in use' });
    // Spanish when the caller asks for no language.
    expect(username.message).toBe('Ya existe una cuenta con el usuario admin');
    const email = await failure(createUser(await asAdmin(), { ...NEW, email: DEMO.POLICIA.email }));
    expect(email.fields).toEqual({ email: 'Already in use' });
    expect(await snapshot(store)).toBe(before);
  });

  it('refuses bad input with 400 naming each field, and changes nothing', async () => {
    const before = await snapshot(store);
    const error = await failure(
      createUser(await asAdmin(), {
        name: ' ',
        username: 'a b',
        email: 'not-an-email',
        role: 'JEFE',
        status: 'BORRADO',
      }),
    );
    expect(error).toBeInstanceOf(BadRequestError);
    expect(Object.keys(error.fields ?? {}).sort()).toEqual([
      'email',
      'name',
      'role',
      'status',
      'username',
    ]);
    expect(await snapshot(store)).toBe(before);
  });

  it('writes a CREATE entry to the audit trail: the hash named, its value never kept', async () => {
    const { user } = await createUser(await asAdmin(), NEW);
    const [entry] = await recordHistory(await asAdmin(), 'users', user.id);
    expect(entry).toMatchObject({
      area: 'users',
      action: 'CREATE',
      recordLabel: NEW.name,
      actor: { id: DEMO.ADMINISTRADOR.id, name: 'Administrador del Sistema' },
    });
    expect(entry?.changes).toContainEqual({ field: 'passwordHash', before: null, after: null });
    expect(entry?.changes).toContainEqual({ field: 'role', before: null, after: 'POLICIA' });
    expect(entry?.changes).toContainEqual({
      field: 'mustChangePassword',
      before: null,
      after: true,
    });
    expect(JSON.stringify(await store.auditTrail.list())).not.toContain('$argon2');
  });
});

describe('updateUser', () => {
  it('changes name, username, email, role and status, and records before and after', async () => {
    const user = await updateUser(await asAdmin(), DEMO.POLICIA.id, {
      name: 'Sgto. Juan Pérez',
      username: 'JPerez',
      email: 'jperez@policia.gob.pe',
      role: 'DIRCETUR',
      status: 'INACTIVO',
    });
    expect(user).toMatchObject({
      name: 'Sgto. Juan Pérez',
      username: 'jperez',
      email: 'jperez@policia.gob.pe',
      role: 'DIRCETUR',
      status: 'INACTIVO',
    });
    const [entry] = await recordHistory(await asAdmin(), 'users', DEMO.POLICIA.id);
    const officer = await store.police.get('officer-001');
    expect(entry).toMatchObject({ action: 'UPDATE', recordLabel: 'Sgto. Juan Pérez' });
    expect(entry?.changes).toEqual([
      { field: 'email', before: DEMO.POLICIA.email, after: 'jperez@policia.gob.pe' },
      { field: 'name', before: 'Policía de Turismo', after: 'Sgto. Juan Pérez' },
      // No longer POLICIA: no longer the officer's account.
      // The officer named as the registry names them now, for the history to show.
      {
        field: 'officerId',
        before: 'officer-001',
        after: null,
        beforeName: `${officer?.firstNames} ${officer?.lastNames}`,
        afterName: undefined,
      },
      { field: 'role', before: 'POLICIA', after: 'DIRCETUR' },
      { field: 'status', before: 'ACTIVO', after: 'INACTIVO' },
      { field: 'username', before: 'policia', after: 'jperez' },
    ]);
  });

  it('activates a pending sign-up with a role', async () => {
    await store.users.insert(makeUser('pending', { status: 'INACTIVO', role: 'DIRCETUR' }));
    const user = await updateUser(await asAdmin(), 'pending', {
      status: 'ACTIVO',
      role: 'POLICIA',
    });
    expect(user).toMatchObject({ status: 'ACTIVO', role: 'POLICIA' });
  });

  it('writes nothing when nothing changes', async () => {
    await updateUser(await asAdmin(), DEMO.POLICIA.id, { name: 'Policía de Turismo' });
    expect(await store.auditTrail.count()).toBe(0);
  });

  it('lets nobody change their own role or status, but their name and email', async () => {
    const ctx = await asAdmin();
    const before = await snapshot(store);
    const status = await failure(updateUser(ctx, DEMO.ADMINISTRADOR.id, { status: 'INACTIVO' }));
    expect(status).toBeInstanceOf(BadRequestError);
    expect(status.fields).toEqual({ status: 'You cannot change your own status' });
    const role = await failure(updateUser(ctx, DEMO.ADMINISTRADOR.id, { role: 'POLICIA' }));
    expect(role.fields).toEqual({ role: 'You cannot change your own role' });
    expect(await snapshot(store)).toBe(before);

    const same = await updateUser(ctx, DEMO.ADMINISTRADOR.id, {
      name: 'Ana Admin',
      role: 'ADMINISTRADOR',
      status: 'ACTIVO',
    });
    expect(same).toMatchObject({ name: 'Ana Admin', role: 'ADMINISTRADOR', status: 'ACTIVO' });
  });

  it('keeps the last active ADMINISTRADOR: not deactivated, demoted or deleted (409)', async () => {
    // Two administrators deactivate each other at once: the second change finds its caller
    // already deactivated, and the one it targets the last active ADMINISTRADOR.
    await store.users.insert(makeUser('admin-2', { role: 'ADMINISTRADOR' }));
    await updateUser(await asAdmin(), 'admin-2', { status: 'INACTIVO' });
    const raced = await contextAs(store, 'admin-2');
    const before = await snapshot(store);
    for (const [change, field] of [
      [{ status: 'INACTIVO' }, 'status'],
      [{ role: 'DIRCETUR' }, 'role'],
    ] as const) {
      const error = await failure(updateUser(raced, DEMO.ADMINISTRADOR.id, change));
      expect(error).toBeInstanceOf(ConflictError);
      expect(error.message).toBe(LAST_ADMIN_MESSAGE);
      expect(error.fields).toEqual({ [field]: LAST_ADMIN_MESSAGE });
    }
    const deleted = await failure(deleteUser(raced, DEMO.ADMINISTRADOR.id));
    expect(deleted).toBeInstanceOf(ConflictError);
    expect(deleted.fields).toEqual({ id: LAST_ADMIN_MESSAGE });
    expect(await snapshot(store)).toBe(before);
  });

  it('lets an ADMINISTRADOR be demoted while another one stays active', async () => {
    await store.users.insert(makeUser('admin-2', { role: 'ADMINISTRADOR' }));
    const user = await updateUser(await asAdmin(), 'admin-2', { role: 'POLICIA' });
    expect(user.role).toBe('POLICIA');
  });

  it('refuses a taken username or email (409) and changes nothing', async () => {
    const before = await snapshot(store);
    const error = await failure(
      updateUser(await asAdmin(), DEMO.POLICIA.id, { username: 'dircetur', name: 'Otro' }),
    );
    expect(error).toBeInstanceOf(ConflictError);
    expect(error.fields).toEqual({ username: 'Already in use' });
    const email = await failure(
      updateUser(await asAdmin(), DEMO.POLICIA.id, { email: DEMO.ADMINISTRADOR.email }),
    );
    expect(email.fields).toEqual({ email: 'Already in use' });
    expect(await snapshot(store)).toBe(before);
  });

  it('refuses bad input (400) and unknown accounts (404), changing nothing', async () => {
    const before = await snapshot(store);
    const bad = await failure(
      updateUser(await asAdmin(), DEMO.POLICIA.id, { name: 'Válido', email: 'x', role: null }),
    );
    expect(bad).toBeInstanceOf(BadRequestError);
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(['email', 'role']);
    expect(await failure(updateUser(await asAdmin(), 'nobody', { name: 'X' }))).toBeInstanceOf(
      NotFoundError,
    );
    expect(await snapshot(store)).toBe(before);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { deleteUser, getUser, resetUserPassword } from '../../../../server/areas/users/admin';
import { buildSeed } from '../../../../server/data';
import { BadRequestError, NotFoundError } from '../../../../server/errors';
import { recordHistory } from '../../../../server/registry/audit-trail';
import type { Store } from '../../../../server/store/types';
import { DEMO } from '../../../support/auth';
import { testAuth } from '../../../support/context';
import { testStore } from '../../../support/test-store';
import { contextAs, failure, snapshot } from '../../../support/users';

// Resetting a password, deleting and reading one account; creating and updating are in
// admin.test.ts, the last-admin rule for deletion too.

let store: Store;
beforeEach(async () => {
  store = await testStore(buildSeed());
});

const asAdmin = () => contextAs(store, DEMO.ADMINISTRADOR.id);

describe('resetUserPassword', () => {
  it('gives a new temporary password, flags the change and records it without the hash', async () => {
    const before = await store.users.get(DEMO.POLICIA.id);
    const { user, temporaryPassword } = await resetUserPassword(await asAdmin(), DEMO.POLICIA.id);
    expect(user.mustChangePassword).toBe(true);
    const after = await store.users.get(DEMO.POLICIA.id);
    expect(after?.passwordHash).not.toBe(before?.passwordHash);
    const { passwords } = await testAuth();
    expect(await passwords.verify(after?.passwordHash ?? '', temporaryPassword)).toBe(true);

    const [entry] = await recordHistory(await asAdmin(), 'users', DEMO.POLICIA.id);
    expect(entry).toMatchObject({ action: 'UPDATE', recordLabel: 'Policía de Turismo' });
    expect(entry?.changes).toEqual([
      { field: 'mustChangePassword', before: false, after: true },
      { field: 'passwordHash', before: null, after: null },
    ]);
  });

  it('voids the account pending reset links', async () => {
    await store.passwordResets.insert({
      id: 'r1',
      userId: DEMO.POLICIA.id,
      tokenHash: 'abc',
      createdAt: '2026-01-01T00:00:00.000Z',
      expiresAt: '2099-01-01T00:00:00.000Z',
      usedAt: null,
    });
    await resetUserPassword(await asAdmin(), DEMO.POLICIA.id);
    expect(await store.passwordResets.count()).toBe(0);
  });

  it('is not for one own password (400), nor an unknown account (404)', async () => {
    const before = await snapshot(store);
    expect(await failure(resetUserPassword(await asAdmin(), DEMO.ADMINISTRADOR.id))).toBeInstanceOf(
      BadRequestError,
    );
    expect(await failure(resetUserPassword(await asAdmin(), 'nobody'))).toBeInstanceOf(
      NotFoundError,
    );
    expect(await snapshot(store)).toBe(before);
  });
});

describe('deleteUser', () => {
  it('removes the account with its own items and records it, history kept', async () => {
    expect(await store.shortcuts.count({ userId: DEMO.POLICIA.id })).toBeGreaterThan(0);
    const removed = await deleteUser(await asAdmin(), DEMO.POLICIA.id);
    expect(removed.username).toBe('policia');
    expect(await store.users.get(DEMO.POLICIA.id)).toBeNull();
    for (const name of ['shortcuts', 'messages', 'notifications', 'chats'] as const) {
      expect(await store[name].count({ userId: DEMO.POLICIA.id })).toBe(0);
    }
    // Every message left belongs to a chat that is left.
    const chats = (await store.chats.list()).map((chat) => chat.id);
    expect(await store.chatMessages.count({ chatId: { in: chats } })).toBe(
      await store.chatMessages.count(),
    );

    const [entry] = await recordHistory(await asAdmin(), 'users', DEMO.POLICIA.id);
    expect(entry).toMatchObject({ action: 'DELETE', recordLabel: 'Policía de Turismo' });
    expect(entry?.changes).toContainEqual({
      field: 'username',
      before: 'policia',
      after: null,
    });
    expect(entry?.changes).toContainEqual({ field: 'passwordHash', before: null, after: null });
  });

  it('is not for one own account (400), nor an unknown one (404)', async () => {
    const before = await snapshot(store);
    const self = await failure(deleteUser(await asAdmin(), DEMO.ADMINISTRADOR.id));
    expect(self).toBeInstanceOf(BadRequestError);
    expect(self.fields).toEqual({ id: 'Your own account' });
    expect(await failure(deleteUser(await asAdmin(), 'nobody'))).toBeInstanceOf(NotFoundError);
    expect(await snapshot(store)).toBe(before);
  });
});

describe('getUser', () => {
  it('answers one account without its hash; 404 for an unknown id', async () => {
    const user = await getUser(await asAdmin(), DEMO.DIRCETUR.id);
    expect(user).toMatchObject({ username: 'dircetur', mustChangePassword: false });
    expect(user).not.toHaveProperty('passwordHash');
    expect(await failure(getUser(await asAdmin(), 'nobody'))).toBeInstanceOf(NotFoundError);
  });
});

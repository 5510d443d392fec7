import { describe, expect, it } from 'vitest';
import { seedUsers } from '../../../../server/areas/users/seed';
import {
  demoAccountsWithDemoPassword,
  getOwnAccount,
} from '../../../../server/areas/users/service';
import { buildSeed } from '../../../../server/data';
import { ConflictError } from '../../../../server/errors';
import { createPasswords } from '../../../../server/security/passwords';
import { TEST_PASSWORD_HASHING } from '../../../support/app';
import { DEMO } from '../../../support/auth';
import { testContext } from '../../../support/context';
import { testStore } from '../../../support/test-store';

const admin = { id: DEMO.ADMINISTRADOR.id, role: 'ADMINISTRADOR' as const, sessionId: 's' };

describe('the seed', () => {
  it('holds the three demo accounts, ACTIVO, with argon2id hashes and no plain password', () => {
    const users = seedUsers('2026-01-01T00:00:00.000Z');
    expect(
      users.map(({ username, email, role, status }) => ({ username, email, role, status })),
    ).toEqual([
      {
        username: 'admin',
        email: 'admin@turismo.cusco.pe',
        role: 'ADMINISTRADOR',
        status: 'ACTIVO',
      },
      {
        username: 'dircetur',
        email: 'dircetur@turismo.cusco.pe',
        role: 'DIRCETUR',
        status: 'ACTIVO',
      },
      { username: 'policia', email: 'policia@turismo.cusco.pe', role: 'POLICIA', status: 'ACTIVO' },
    ]);
    for (const user of users) expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(users)).not.toContain('Cusco.2026');
  });

  it('finds which demo accounts still have the demo password', async () => {
    const passwords = await createPasswords(TEST_PASSWORD_HASHING);
    const store = await testStore(buildSeed());
    expect(await demoAccountsWithDemoPassword(store, passwords)).toEqual([
      'admin',
      'dircetur',
      'policia',
    ]);
    await store.users.update(DEMO.DIRCETUR.id, {
      passwordHash: await passwords.hash('Otra-Clave-2026'),
    });
    expect(await demoAccountsWithDemoPassword(store, passwords)).toEqual(['admin', 'policia']);
  });
});

describe('the store', () => {
  it('keeps usernames and emails unique', async () => {
    const store = await testStore(buildSeed());
    for (const user of seedUsers('2026-01-01T00:00:00.000Z')) {
      await expect(store.users.insert({ ...user, id: 'other' })).rejects.toThrow(ConflictError);
      await expect(
        store.users.insert({ ...user, id: 'other', username: 'someone-else' }),
      ).rejects.toThrow(ConflictError);
    }
  });
});

describe('getOwnAccount', () => {
  it('answers the signed-in account without its hash', async () => {
    const account = await getOwnAccount(await testContext({ user: admin }));
    expect(account.username).toBe('admin');
    expect(account).not.toHaveProperty('passwordHash');
  });
});

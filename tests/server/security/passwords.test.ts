import { describe, expect, it } from 'vitest';
import {
  createPasswords,
  DEMO_PASSWORD,
  PASSWORD_HASHING,
  passwordProblems,
} from '../../../server/security/passwords';
import { TEST_PASSWORD_HASHING } from '../../support/app';

describe('password hashing', () => {
  it('uses argon2id with at least OWASP’s minimum cost in production', () => {
    expect(PASSWORD_HASHING.memoryCost).toBeGreaterThanOrEqual(19_456);
    expect(PASSWORD_HASHING.timeCost).toBeGreaterThanOrEqual(2);
  });

  it('hashes with a salt, verifies, and refuses the wrong password', async () => {
    const passwords = await createPasswords(TEST_PASSWORD_HASHING);
    const first = await passwords.hash('Qorikancha-1438');
    const second = await passwords.hash('Qorikancha-1438');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    expect(first).not.toBe(second);
    expect(await passwords.verify(first, 'Qorikancha-1438')).toBe(true);
    expect(await passwords.verify(first, 'qorikancha-1438')).toBe(false);
    expect(await passwords.verify('not a hash', 'Qorikancha-1438')).toBe(false);
  });

  it('asks for a rehash when the parameters changed, or the hash is not argon2id', async () => {
    const cheap = await createPasswords(TEST_PASSWORD_HASHING);
    const stronger = await createPasswords({ ...TEST_PASSWORD_HASHING, timeCost: 2 });
    const hash = await cheap.hash('Ollantaytambo-1');
    expect(cheap.needsRehash(hash)).toBe(false);
    expect(stronger.needsRehash(hash)).toBe(true);
    expect(cheap.needsRehash('$2b$12$abcdefghijklmnopqrstuu')).toBe(true);
  });

  it('keeps a dummy hash with today’s parameters for unknown users', async () => {
    const passwords = await createPasswords(TEST_PASSWORD_HASHING);
    expect(passwords.needsRehash(passwords.dummyHash)).toBe(false);
    expect(await passwords.verify(passwords.dummyHash, '')).toBe(false);
  });
});

describe('the policy for new passwords', () => {
  const account = { username: 'rquispe', email: 'rosa@turismo.cusco.pe' };

  it('accepts 10 to 128 characters that are not the username, email or demo password', () => {
    expect(passwordProblems('Sacsayhuaman', account)).toBeNull();
    expect(passwordProblems('x'.repeat(128), account)).toBeNull();
  });

  it.each([
    ['Short-1', 'At least 10 characters'],
    ['x'.repeat(129), 'At most 128 characters'],
    ['ROSA@turismo.cusco.pe', 'Must differ from the username and the email'],
    [DEMO_PASSWORD, 'The demo password cannot be used'],
    [DEMO_PASSWORD.toUpperCase(), 'The demo password cannot be used'],
  ])('refuses %s', (password, message) => {
    expect(passwordProblems(password, account)).toEqual({ password: message });
  });

  it('refuses the username when it is long enough to pass the length rule', () => {
    expect(passwordProblems('LongUsername', { username: 'longusername' })).toEqual({
      password: 'Must differ from the username and the email',
    });
  });
});

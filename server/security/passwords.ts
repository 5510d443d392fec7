import * as argon2 from 'argon2';
import type { FieldErrors } from '../errors';

/** argon2id cost. The defaults are OWASP's recommended minimum (19 MiB, 2 passes, 1 lane). */
export interface PasswordHashing {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export const PASSWORD_HASHING: Readonly<PasswordHashing> = Object.freeze({
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
});

/** The published password of the seeded demo accounts: never accepted as a new password. */
export const DEMO_PASSWORD = 'Cusco.2026';

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;
/** What a sign-in form may send; longer input is refused before any hashing. */
export const MAX_CREDENTIAL_LENGTH = 1024;

export interface Passwords {
  hash(password: string): Promise<string>;
  /** false for a wrong password and for a hash that cannot be read. */
  verify(hash: string, password: string): Promise<boolean>;
  /** True when the hash was made with other parameters than today's: rehash at sign-in. */
  needsRehash(hash: string): boolean;
  /**
   * A hash of a random password made with today's parameters. Verifying against it for an
   * unknown user costs what a real check costs, so timing does not tell which users exist.
   */
  readonly dummyHash: string;
}

/** Password hashing with argon2id (SECURITY 13). Tests pass cheaper parameters explicitly. */
export async function createPasswords(
  hashing: PasswordHashing = PASSWORD_HASHING,
): Promise<Passwords> {
  const options: argon2.HashOptions & { raw?: false } = { type: argon2.argon2id, ...hashing };
  const hash = (password: string) => argon2.hash(password, options);
  const dummyHash = await hash(crypto.randomUUID());
  return {
    hash,
    dummyHash,
    async verify(stored, password) {
      try {
        return await argon2.verify(stored, password);
      } catch {
        return false;
      }
    },
    needsRehash(stored) {
      try {
        return !stored.startsWith('$argon2id$') || argon2.needsRehash(stored, hashing);
      } catch {
        return true;
      }
    },
  };
}

/**
 * The minimum policy for a new password: 10 to 128 characters, not the username, not the email,
 * not the demo password. Returns the field problem, or null when the password is acceptable.
 */
export function passwordProblems(
  password: string,
  account: { username?: string; email?: string },
): FieldErrors | null {
  const problem = (message: string) => ({ password: message });
  if (password.length < MIN_PASSWORD_LENGTH) {
    return problem(`At least ${MIN_PASSWORD_LENGTH} characters`);
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return problem(`At most ${MAX_PASSWORD_LENGTH} characters`);
  }
  const lower = password.toLowerCase();
  if (lower === account.username?.toLowerCase() || lower === account.email?.toLowerCase()) {
    return problem('Must differ from the username and the email');
  }
  if (lower === DEMO_PASSWORD.toLowerCase()) {
    return problem('The demo password cannot be used');
  }
  return null;
}

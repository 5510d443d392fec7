import { randomInt } from 'node:crypto';
import { passwordProblems } from '../../security/passwords';

// Letters and digits that cannot be mistaken for one another when read aloud or copied by hand
// (no 0/O, 1/l/I).
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/**
 * A temporary password an ADMINISTRADOR passes on to a new or reset account: four groups of
 * four characters (e.g. `k7Rm-x3Pq-9TzW-hc4N`), about 92 bits from the system's CSPRNG, with
 * upper case, lower case and a digit, and within the password policy for `account`.
 */
export function temporaryPassword(account: { username?: string; email?: string } = {}): string {
  for (;;) {
    const groups = Array.from({ length: GROUPS }, () =>
      Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
    );
    const password = groups.join('-');
    if (
      /[A-Z]/.test(password) &&
      /[a-z]/.test(password) &&
      /\d/.test(password) &&
      !passwordProblems(password, account)
    ) {
      return password;
    }
  }
}

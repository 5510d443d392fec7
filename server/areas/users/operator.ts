import { BadRequestError, NotFoundError } from '../../errors';
import { changesBetween } from '../../registry/audit-trail';
import { type Passwords, passwordProblems } from '../../security/passwords';
import { timeOrderedId } from '../../store/ids';
import type { Store } from '../../store/types';
import { SECRET_FIELDS } from './history';
import type { UserRecord } from './model';
import { findUserByLogin } from './service';
import { endSessions } from './sessions';

/** How the audit trail names a change made on the server's console rather than by a user. */
export const OPERATOR = { id: 'operator', name: 'Operador del servidor (users:set-password)' };

/**
 * Sets an account's password from the server's console (`npm run users:set-password`), e.g. to
 * replace a demo password before a production start. The password policy applies; the account's
 * sessions end and the change goes to the audit trail, hash named but never kept. Answers the
 * account's username. NotFoundError for an unknown login, BadRequestError for a weak password.
 */
export async function setPasswordAsOperator(
  store: Store,
  passwords: Passwords,
  login: string,
  password: string,
  now = new Date(),
): Promise<string> {
  const user = await findUserByLogin({ store }, login);
  if (!user) throw new NotFoundError(`No account has the username or email ${login}`);
  const problems = passwordProblems(password, user);
  if (problems) throw new BadRequestError(`Password refused: ${problems.password}`, problems);
  const passwordHash = await passwords.hash(password);
  const at = now.toISOString();
  await store.transaction(async (tx) => {
    const before = await tx.users.get(user.id);
    if (!before) throw new NotFoundError(`No account has the username or email ${login}`);
    const after: UserRecord = { ...before, passwordHash, mustChangePassword: false, updatedAt: at };
    await tx.users.update(user.id, after);
    await endSessions(tx, { userId: user.id, reason: 'password-changed', now: at });
    // Not appendAudit: nobody is signed in on the console.
    await tx.auditTrail.insert({
      id: timeOrderedId(),
      area: 'users',
      recordId: user.id,
      recordLabel: user.name,
      action: 'UPDATE',
      at,
      actor: OPERATOR,
      changes: changesBetween(before, after, SECRET_FIELDS),
    });
  });
  return user.username;
}

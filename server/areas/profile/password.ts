import { z } from 'zod';
import { type Context, nowIso } from '../../context';
import { BadRequestError, NotFoundError } from '../../errors';
import { signedIn } from '../../security/authorize';
import { MAX_CREDENTIAL_LENGTH, passwordProblems } from '../../security/passwords';
import { audit } from '../../security/security-log';
import { inputObject, parseInput, typeError } from '../../validation';
import { recordUserChange } from '../users/history';
import { type Account, toAccount, type UserRecord } from '../users/model';
import { endSessions } from '../users/sessions';

const credential = z
  .string({ error: typeError('a string') })
  .min(1, 'Required')
  .max(MAX_CREDENTIAL_LENGTH, `At most ${MAX_CREDENTIAL_LENGTH} characters`);

const changeSchema = inputObject({ currentPassword: credential, newPassword: credential });

export const WRONG_PASSWORD = 'Wrong password';

/**
 * The signed-in user changes their own password: the current one must be right (400 on
 * `currentPassword`, counted like a failed sign-in so a stolen session cannot guess it), the new
 * one must meet the policy and differ from it. Clears `mustChangePassword` and ends the
 * account's other sessions; this one goes on. Needs only a session, not `authorize`: it is the
 * one thing an account with a temporary password must be able to do.
 */
export async function changePassword(ctx: Context, input: unknown): Promise<Account> {
  const { id, sessionId } = signedIn(ctx);
  const { currentPassword, newPassword } = parseInput(changeSchema, input);
  const user = await ctx.store.users.get(id);
  if (!user) throw new NotFoundError('Account not found');
  const problems = passwordProblems(newPassword, user);
  if (problems)
    throw new BadRequestError('Password too weak', {
      newPassword: problems.password ?? 'Too weak',
    });
  if (newPassword === currentPassword) {
    throw new BadRequestError('Choose a new password', {
      newPassword: 'Must differ from the current password',
    });
  }

  const attempt = await ctx.auth.throttle.begin(`user:${id}`, ctx.transport.ip);
  if (!(await ctx.auth.passwords.verify(user.passwordHash, currentPassword))) {
    await attempt.failed();
    audit(ctx, { event: 'user.password-changed', outcome: 'failure', target: { userId: id } });
    throw new BadRequestError(WRONG_PASSWORD, { currentPassword: WRONG_PASSWORD });
  }
  await attempt.succeeded();

  const passwordHash = await ctx.auth.passwords.hash(newPassword);
  const now = nowIso(ctx);
  const changed = await ctx.store.transaction(async (tx) => {
    const before = await tx.users.get(id);
    if (!before) throw new NotFoundError('Account not found');
    const after: UserRecord = {
      ...before,
      passwordHash,
      mustChangePassword: false,
      updatedAt: now,
    };
    await tx.users.update(id, after);
    await endSessions(tx, { userId: id, now, reason: 'password-changed', keep: sessionId });
    await recordUserChange(tx, ctx, before, after);
    return after;
  });
  audit(ctx, {
    event: 'user.password-changed',
    outcome: 'success',
    target: { userId: id },
    details: { by: 'self' },
  });
  return toAccount(changed);
}

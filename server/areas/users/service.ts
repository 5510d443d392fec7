import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Role } from '../../../generated/graphql';
import { USERNAME_PATTERN, USERNAME_RULE } from '../../../shared/accounts';
import { type Context, nowIso } from '../../context';
import { BadRequestError, NotFoundError } from '../../errors';
import { authorize, signedIn } from '../../security/authorize';
import {
  DEMO_PASSWORD,
  MAX_CREDENTIAL_LENGTH,
  type Passwords,
  passwordProblems,
} from '../../security/passwords';
import { audit } from '../../security/security-log';
import type { Store } from '../../store/types';
import { parseInput, requiredText, typeError } from '../../validation';
import { revokeUserSessions } from '../auth/sessions';
import { type Account, DEFAULT_PRESENCE, toAccount, type UserRecord } from './model';
import { DEMO_ACCOUNTS } from './seed';

/** Usernames and emails are kept and compared in lower case. */
export function normalizeLogin(login: string): string {
  return login.trim().toLowerCase();
}

/**
 * The account a sign-in names by username or email, with its hash. For the auth flows only,
 * which decide what the caller may learn; nothing here leaves the server.
 */
export function findUserByLogin(
  ctx: Pick<Context, 'store'>,
  login: string,
): Promise<UserRecord | null> {
  const key = normalizeLogin(login);
  return ctx.store.users.findOne({ or: [{ username: key }, { email: key }] });
}

export function findUserByEmail(ctx: Context, email: string): Promise<UserRecord | null> {
  return ctx.store.users.findOne({ email: normalizeLogin(email) });
}

/** The signed-in user's own account. */
export async function getOwnAccount(ctx: Context): Promise<Account> {
  authorize(ctx, 'profile', 'read');
  const user = await ctx.store.users.get(signedIn(ctx).id);
  if (!user) throw new NotFoundError('Account not found');
  return toAccount(user);
}

/** The fields every account has, as sign-up and the ADMINISTRADOR's forms check them. */
export const accountFields = {
  name: requiredText(100),
  username: z
    .string({ error: typeError('a string') })
    .trim()
    .toLowerCase()
    .regex(USERNAME_PATTERN, USERNAME_RULE),
  email: requiredText(254).toLowerCase().pipe(z.email('Not an email address')),
};

export const signUpSchema = z.object({
  ...accountFields,
  password: z.string().max(MAX_CREDENTIAL_LENGTH, `At most ${MAX_CREDENTIAL_LENGTH} characters`),
});

export type SignUp = z.output<typeof signUpSchema>;

/**
 * Checks a sign-up request: the fields' formats and the password policy. 400 with the fields
 * otherwise. Says nothing about whether the username or email is taken.
 */
export function parseSignUp(input: unknown): SignUp {
  const signUp = parseInput(signUpSchema, input);
  const problems = passwordProblems(signUp.password, signUp);
  if (problems) throw new BadRequestError('Password too weak', problems);
  return signUp;
}

/** The role a sign-up is stored with; it grants nothing until an ADMINISTRADOR activates it. */
export const SIGN_UP_ROLE: Role = 'DIRCETUR';

/**
 * Stores a requested account: INACTIVO, so it cannot sign in and holds no permissions until an
 * ADMINISTRADOR activates it (choosing its role). ConflictError when the username or email is
 * taken.
 */
export async function createPendingAccount(
  ctx: Context,
  signUp: SignUp,
  passwordHash: string,
): Promise<Account> {
  const now = nowIso(ctx);
  const user = await ctx.store.users.insert({
    id: randomUUID(),
    username: signUp.username,
    email: signUp.email,
    name: signUp.name,
    role: SIGN_UP_ROLE,
    avatar: null,
    status: 'INACTIVO',
    presence: DEFAULT_PRESENCE,
    passwordHash,
    mustChangePassword: false,
    createdAt: now,
    updatedAt: now,
    lastSignInAt: null,
  });
  audit(ctx, { event: 'user.created', outcome: 'success', target: { userId: user.id } });
  return toAccount(user);
}

/**
 * Gives an account a new password after the caller proved the right to (a reset token): the
 * policy is checked, the hash replaced, and every session of the account ended. The password is
 * the account's own choice, so a temporary one no longer needs changing.
 */
export async function replacePassword(
  ctx: Context,
  user: UserRecord,
  password: string,
): Promise<void> {
  const problems = passwordProblems(password, user);
  if (problems) throw new BadRequestError('Password too weak', problems);
  const passwordHash = await ctx.auth.passwords.hash(password);
  await ctx.store.users.update(user.id, {
    passwordHash,
    mustChangePassword: false,
    updatedAt: nowIso(ctx),
  });
  await revokeUserSessions(ctx, user.id, 'password-changed');
  audit(ctx, { event: 'user.password-changed', outcome: 'success', target: { userId: user.id } });
}

/**
 * The demo accounts that still accept the published demo password. A production server refuses
 * to start while this list is not empty.
 */
export async function demoAccountsWithDemoPassword(
  store: Store,
  passwords: Passwords,
): Promise<string[]> {
  const found: string[] = [];
  for (const demo of DEMO_ACCOUNTS) {
    const user = await store.users.findOne({ or: [{ id: demo.id }, { username: demo.username }] });
    if (user && (await passwords.verify(user.passwordHash, DEMO_PASSWORD))) {
      found.push(user.username);
    }
  }
  return found;
}

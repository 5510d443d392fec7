import { randomInt, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Role } from '../../../generated/graphql';
import { USERNAME_PATTERN, USERNAME_RULE } from '../../../shared/accounts';
import { type Context, nowIso } from '../../context';
import { BadRequestError, ConflictError, NotFoundError, RateLimitedError } from '../../errors';
import { authorize, signedIn } from '../../security/authorize';
import {
  DEMO_PASSWORD,
  MAX_CREDENTIAL_LENGTH,
  type Passwords,
  passwordProblems,
} from '../../security/passwords';
import { audit } from '../../security/security-log';
import type { Where } from '../../store/query';
import type { Store } from '../../store/types';
import { parseInput, requiredText, typeError } from '../../validation';
import { type Account, DEFAULT_PRESENCE, toAccount, type UserRecord } from './model';
import { DEMO_ACCOUNTS } from './seed';
import { revokeUserSessions } from './sessions';
import { notifyAccountRequested } from './sign-up-notice';

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
  // The template's sign-up form asks for none: one is then made from the email.
  username: accountFields.username.nullish().transform((value) => value ?? undefined),
  password: z.string().max(MAX_CREDENTIAL_LENGTH, `At most ${MAX_CREDENTIAL_LENGTH} characters`),
  // The template's form sends whether its terms were accepted; when sent, they must be.
  agreements: z.literal(true, { error: 'Must be accepted' }).optional(),
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

/** What a sign-up is told while the waiting list is full. */
export const SIGN_UPS_WAITING =
  'Too many account requests are waiting for an administrator; try again later';

/**
 * Makes room for one more sign-up before any work is spent on it (SECURITY 23): drops the
 * sign-ups that waited longer than allowed, then refuses (429, until the oldest waiting one
 * expires) while the ones left fill the waiting list, so anonymous requests cannot grow the
 * accounts without limit.
 */
export async function makeRoomForSignUp(ctx: Context): Promise<void> {
  const now = nowIso(ctx);
  const lapsed: Where<UserRecord> = { status: 'INACTIVO', signUpExpiresAt: { lte: now } };
  // Counted first: most sign-ups find nothing to drop, and a read costs no write.
  const expired =
    (await ctx.store.users.count(lapsed)) > 0 ? await ctx.store.users.removeWhere(lapsed) : 0;
  if (expired > 0) {
    audit(ctx, { event: 'sign-up.expired', outcome: 'success', details: { count: expired } });
  }
  const waiting: Where<UserRecord> = { status: 'INACTIVO', signUpExpiresAt: { gt: now } };
  if ((await ctx.store.users.count(waiting)) < ctx.auth.pendingSignUps.max) return;
  const oldest = await ctx.store.users.findOne(waiting, [{ field: 'createdAt' }]);
  const waitMs = oldest?.signUpExpiresAt ? Date.parse(oldest.signUpExpiresAt) - Date.parse(now) : 0;
  audit(
    ctx,
    { event: 'sign-up.refused', outcome: 'denied', details: { reason: 'waiting list full' } },
    'warn',
  );
  throw new RateLimitedError('sign-ups-waiting', waitMs / 1000, SIGN_UPS_WAITING);
}

/**
 * Stores a requested account: INACTIVO, so it cannot sign in and holds no permissions until an
 * ADMINISTRADOR activates it (choosing its role), and dropped if nobody does in time.
 * ConflictError when the username or email is taken.
 */
export async function createPendingAccount(
  ctx: Context,
  signUp: SignUp,
  passwordHash: string,
): Promise<Account> {
  const now = nowIso(ctx);
  const user = await insertWithFreeUsername(ctx, signUp, (username) => ({
    id: randomUUID(),
    username,
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
    signUpExpiresAt: new Date(Date.parse(now) + ctx.auth.pendingSignUps.ttlMs).toISOString(),
  }));
  audit(ctx, { event: 'user.created', outcome: 'success', target: { userId: user.id } });
  return toAccount(user);
}

/**
 * Inserts the account of a sign-up under the username it asked for, or else under the first free
 * one made from its email (`maria.condori`, `maria.condori2`, …). ConflictError when the asked-for
 * username or the email is taken.
 */
async function insertWithFreeUsername(
  ctx: Context,
  signUp: SignUp,
  record: (username: string) => UserRecord,
): Promise<UserRecord> {
  if (signUp.username) return insertSignUp(ctx, record(signUp.username));
  for (const username of usernamesFrom(signUp.email)) {
    if (await ctx.store.users.findOne({ username })) continue;
    try {
      return await insertSignUp(ctx, record(username));
    } catch (error) {
      // Taken between the look and the insert: the next one. A taken email is the caller's.
      if (!(error instanceof ConflictError && error.fields?.username)) throw error;
    }
  }
  throw new ConflictError('No free username could be made from the email', {
    username: 'Already in use',
  });
}

/** Saves a sign-up's account and tells the administrators of it, together or not at all. */
function insertSignUp(ctx: Context, user: UserRecord): Promise<UserRecord> {
  return ctx.store.transaction(async (tx) => {
    const saved = await tx.users.insert(user);
    await notifyAccountRequested(ctx, tx, saved);
    return saved;
  });
}

/** Valid usernames made from an email's local part, the plain one first, then numbered. */
export function* usernamesFrom(email: string): Generator<string> {
  const local = email.slice(0, email.lastIndexOf('@'));
  const plain = local
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .replace(/^[._-]+/, '')
    .slice(0, 28);
  const base = plain.length >= 3 ? plain : `${plain}user`.replace(/^[._-]+/, '');
  yield base;
  for (let number = 2; number < 100; number += 1) yield `${base}${number}`;
  // Beyond a hundred namesakes, a random number.
  for (let round = 0; round < 10; round += 1) yield `${base}${randomInt(100, 10_000)}`;
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

import { z } from 'zod';
import { type Context, nowIso } from '../../context';
import {
  ConflictError,
  ForbiddenError,
  TokenExpiredError,
  UnauthenticatedError,
} from '../../errors';
import { authenticate } from '../../security/authenticate';
import { MAX_CREDENTIAL_LENGTH } from '../../security/passwords';
import { audit, loginFingerprint, throttled } from '../../security/security-log';
import type { Attempt } from '../../security/throttle';
import { parseInput } from '../../validation';
import { type Account, awaitsActivation, toAccount, type UserRecord } from '../users/model';
import {
  createPendingAccount,
  findUserByLogin,
  getOwnAccount,
  makeRoomForSignUp,
  parseSignUp,
} from '../users/service';
import { type IssuedTokens, revokeSession, rotateSession, startSession } from './sessions';

/** A signed-in session as both transports answer it. */
export interface AuthResult {
  user: Account;
  accessToken: string;
  /** Left out when the caller presented its token in the HttpOnly cookie (SECURITY 25). */
  refreshToken?: string;
  tokenType: 'bearer';
  expiresIn: number;
}

/** The one answer to a wrong login or password, whichever was wrong. */
export const INVALID_CREDENTIALS = 'Invalid credentials';
export const ACCOUNT_NOT_ACTIVE = 'Account not active';
export const ACCOUNT_DEACTIVATED = 'Account deactivated by an administrator';
const MAX_TOKEN_LENGTH = 4096;

const credentialsSchema = z.object({
  login: z.string().trim().min(1, 'Required').max(254, 'At most 254 characters'),
  password: z
    .string()
    .min(1, 'Required')
    .max(MAX_CREDENTIAL_LENGTH, `At most ${MAX_CREDENTIAL_LENGTH} characters`),
});

const tokenSchema = z
  .string()
  .min(1, 'Required')
  .max(MAX_TOKEN_LENGTH, `At most ${MAX_TOKEN_LENGTH} characters`);

/**
 * Signs in with a username or email and a password (also the lock screen's unlock). Attempts
 * are throttled per account and per IP before the password is looked at; an unknown login costs
 * the same hash check as a wrong password and gets the same UnauthenticatedError. Only once the
 * password is right does an INACTIVO account learn that it is not active (403). Old hash
 * parameters are upgraded here, while the password is at hand.
 */
export async function signIn(
  ctx: Context,
  input: { login: string; password: string },
  event: 'sign-in' | 'unlock-session' = 'sign-in',
): Promise<AuthResult> {
  const { login, password } = parseInput(credentialsSchema, input);
  const user = await findUserByLogin(ctx, login);
  const target: Record<string, string> = user
    ? { userId: user.id }
    : { login: loginFingerprint(login.toLowerCase()) };
  const accountKey = user ? `user:${user.id}` : `login:${login.toLowerCase()}`;

  let attempt: Attempt;
  try {
    attempt = await ctx.auth.throttle.begin(accountKey, ctx.transport.ip);
  } catch (error) {
    audit(ctx, { event: 'sign-in.throttled', outcome: 'denied', target }, 'warn');
    throw error;
  }

  const { passwords } = ctx.auth;
  const valid = await passwords.verify(user?.passwordHash ?? passwords.dummyHash, password);
  if (!user || !valid) {
    const { locked } = await attempt.failed();
    audit(ctx, { event, outcome: 'failure', target }, 'warn');
    if (locked) audit(ctx, { event: 'sign-in.locked', outcome: 'denied', target }, 'warn');
    throw new UnauthenticatedError(INVALID_CREDENTIALS);
  }
  await attempt.succeeded();
  if (user.status !== 'ACTIVO') {
    // Told only once the password is right, so it says no more to a guesser than before.
    const pending = awaitsActivation(user);
    audit(
      ctx,
      {
        event,
        outcome: 'denied',
        target,
        details: { reason: pending ? 'inactive' : 'deactivated' },
      },
      'warn',
    );
    throw pending
      ? new ForbiddenError(ACCOUNT_NOT_ACTIVE, 'ACCOUNT_PENDING')
      : new ForbiddenError(ACCOUNT_DEACTIVATED, 'ACCOUNT_DEACTIVATED');
  }

  const signedIn = await ctx.store.users.update(user.id, {
    lastSignInAt: nowIso(ctx),
    ...(passwords.needsRehash(user.passwordHash)
      ? { passwordHash: await passwords.hash(password) }
      : {}),
  });
  const current = signedIn ?? user;
  const tokens = await startSession(ctx, current);
  audit(ctx, { event, outcome: 'success', target });
  return answer(ctx, current, tokens);
}

/**
 * The template's sign-in-with-token: checks an access token (its session live, its account
 * ACTIVO, as every request's token is checked) and answers its user with that same token, for
 * the time it has left. SECURITY 25: it hands out no refresh token, in the body or as the cookie,
 * and renews nothing, so a short-lived token a script stole cannot become a renewable session.
 */
export async function signInWithToken(ctx: Context, accessToken: string): Promise<AuthResult> {
  const token = parseInput(tokenSchema, accessToken);
  const { exp } = ctx.auth.tokens.verifyAccess(token);
  const { user: session, authError } = await authenticate(`Bearer ${token}`, {
    store: ctx.store,
    tokens: ctx.auth.tokens,
    clock: ctx.clock,
  });
  if (!session) throw authError ?? new UnauthenticatedError('Session ended');
  const user = await activeUser(ctx, session.id);
  audit(ctx, { event: 'sign-in-with-token', outcome: 'success', target: { userId: user.id } });
  return {
    user: toAccount(user),
    accessToken: token,
    tokenType: 'bearer',
    expiresIn: Math.max(0, exp - Math.floor(ctx.clock() / 1000)),
  };
}

/**
 * The web client's question on every page load: is there a session to resume? With no token at
 * all (neither the argument nor the cookie) the answer is null, a visitor who is simply not
 * signed in, not a failure; any token presented goes through `refresh` and its checks.
 */
export async function resumeSession(
  ctx: Context,
  refreshToken?: string | null,
): Promise<AuthResult | null> {
  if ((refreshToken === undefined || refreshToken === null) && !ctx.transport.refreshCookie()) {
    return null;
  }
  return refresh(ctx, refreshToken);
}

/**
 * Trades a refresh token (the argument, or else the web client's cookie) for a new pair; the
 * presented one stops working. Presenting one that was already traded means it was copied: the
 * whole session ends (SECURITY 9) and the event is audited. Any failure clears the cookie.
 */
export async function refresh(ctx: Context, refreshToken?: string | null): Promise<AuthResult> {
  try {
    const presented =
      refreshToken === undefined || refreshToken === null
        ? ctx.transport.refreshCookie()
        : parseInput(tokenSchema, refreshToken);
    if (presented === undefined) throw new UnauthenticatedError('Refresh token required');
    const claims = verifyRefresh(ctx, presented);
    const user = await activeUser(ctx, claims.sub);
    const rotation = await rotateSession(ctx, user, claims.sid, claims.jti);
    if (rotation.outcome === 'reused') {
      audit(
        ctx,
        {
          event: 'token.reuse',
          outcome: 'denied',
          target: { userId: user.id, sessionId: claims.sid },
        },
        'warn',
      );
      throw new UnauthenticatedError('Session ended');
    }
    // Nobody is left to answer; the token the caller holds still works.
    if (rotation.outcome === 'abandoned') throw new UnauthenticatedError('Refresh abandoned');
    const cookieOnly = refreshToken === undefined || refreshToken === null;
    return answer(ctx, user, rotation.tokens, cookieOnly);
  } catch (error) {
    ctx.transport.clearRefreshCookie();
    throw error;
  }
}

/**
 * Ends the session of a refresh token (the argument, or else the cookie) and clears the cookie.
 * Always true: a missing, foreign or already-ended token leaves nothing to end.
 */
export async function signOut(ctx: Context, refreshToken?: string | null): Promise<true> {
  const presented =
    refreshToken === undefined || refreshToken === null
      ? ctx.transport.refreshCookie()
      : parseInput(tokenSchema, refreshToken);
  ctx.transport.clearRefreshCookie();
  if (presented === undefined) return true;
  let claims: { sub: string; sid: string };
  try {
    // An expired token still names its session, which is then ended all the same.
    claims = ctx.auth.tokens.verifyRefresh(presented, { ignoreExpiration: true });
  } catch {
    return true;
  }
  if (await revokeSession(ctx, claims.sid, claims.sub, 'sign-out')) {
    audit(ctx, {
      event: 'sign-out',
      outcome: 'success',
      target: { userId: claims.sub, sessionId: claims.sid },
    });
  }
  return true;
}

/** The signed-in user. */
export function me(ctx: Context): Promise<Account> {
  return getOwnAccount(ctx);
}

/**
 * Asks for an account. Throttled per address and bounded by the waiting list before the password
 * is hashed (SECURITY 23). Then always true once the input is valid: the account is created
 * INACTIVO in the background, and a taken username or email is only audited, so that the answer
 * (and its timing: the password is hashed either way) does not tell who has an account. The
 * template's body has no username: one is made from the email.
 */
export async function signUp(ctx: Context, input: unknown): Promise<true> {
  const request = parseSignUp(input);
  await throttled(ctx, 'sign-up.throttled', () => ctx.auth.signUpLimit.consume(ctx.transport.ip));
  await makeRoomForSignUp(ctx);
  const passwordHash = await ctx.auth.passwords.hash(request.password);
  ctx.auth.background.run(ctx.logger, 'sign-up', async () => {
    try {
      await createPendingAccount(ctx, request, passwordHash);
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      audit(
        ctx,
        { event: 'sign-up.refused', outcome: 'failure', details: { taken: error.fields } },
        'warn',
      );
    }
  });
  return true;
}

function verifyRefresh(ctx: Context, token: string) {
  try {
    return ctx.auth.tokens.verifyRefresh(token);
  } catch (error) {
    // The client must sign in again, not retry: an expired refresh token is not TOKEN_EXPIRED.
    if (error instanceof TokenExpiredError) throw new UnauthenticatedError('Session expired');
    throw error;
  }
}

async function activeUser(ctx: Context, id: string): Promise<UserRecord> {
  const user = await ctx.store.users.get(id);
  if (user?.status !== 'ACTIVO') throw new UnauthenticatedError('Session ended');
  return user;
}

/**
 * A new session's answer; its refresh token is set as the HttpOnly cookie. SECURITY 25: the
 * token is in the body only for API clients: not for a browser, nor for a caller that presented
 * its token in the cookie, since a script injected into the page could read a 7-day token there.
 */
function answer(
  ctx: Context,
  user: UserRecord,
  tokens: IssuedTokens,
  cookieOnly = false,
): AuthResult {
  ctx.transport.setRefreshCookie(tokens.refreshToken, tokens.refreshExpiresAt);
  const inBody = !cookieOnly && !ctx.transport.fromBrowser();
  return {
    user: toAccount(user),
    accessToken: tokens.accessToken,
    ...(inBody ? { refreshToken: tokens.refreshToken } : {}),
    tokenType: 'bearer',
    expiresIn: tokens.expiresIn,
  };
}

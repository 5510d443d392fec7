import type { Role } from '../../generated/graphql';
import { type AppError, isAppError, UnauthenticatedError } from '../errors';
import { DerivedCache } from '../store/derived-cache';
import type { Collections, Store } from '../store/types';
import type { AccessClaims, Tokens } from './tokens';

/** The signed-in member of staff as every service sees it. */
export interface SessionUser {
  id: string;
  /** The account's current role, from the store (not from the token). */
  role: Role;
  sessionId: string;
  /**
   * The account holds a temporary password: `authorize` lets it read its own account and
   * nothing else until it changes the password. Absent: false.
   */
  mustChangePassword?: boolean;
  /** The account's name as the store holds it (audit entries name their actor with it). */
  name?: string;
}

export interface Authentication {
  user: SessionUser | null;
  /** Set when a token was sent but does not sign anybody in. */
  authError: AppError | null;
}

const BEARER = /^Bearer +([A-Za-z0-9_.-]+)$/i;

/**
 * Turns an `Authorization: Bearer <access token>` header into the signed-in user, for GraphQL
 * and REST alike. The token must verify, and its session must still be live and its account
 * ACTIVO: signing out, deactivating or resetting a password ends access at once, not when the
 * token expires. Never throws: public operations still run; `authorize` reports `authError`.
 */
// A session and its account, read once per store revision (any write drops them) and served
// at most a second: a sign-out on another instance sharing the database counts within it.
const sessions = new DerivedCache({ limit: 10_000, maxAgeMs: 1000 });

interface AuthenticateDeps {
  store: Store;
  tokens: Tokens;
  clock: () => number;
}

// Typed by the store's collections, which the auth and users areas declare.
interface SessionAndAccount {
  session: Collections['sessions'] | null | undefined;
  account: Collections['users'] | null | undefined;
}

export async function authenticate(
  header: string | undefined,
  deps: AuthenticateDeps,
): Promise<Authentication> {
  const read = readToken(header, deps);
  if ('answer' in read) return read.answer;
  const { claims } = read;
  const found = await sessions.get<SessionAndAccount>(deps.store, claims.sid, async () => ({
    session: await deps.store.sessions.get(claims.sid),
    account: await deps.store.users.get(claims.sub),
  }));
  return judge(claims, found, deps.clock);
}

/**
 * `authenticate`'s answer when it needs nothing read from the store (no token, a refused one,
 * or a session read within the cache's time): made at once, without waiting. Undefined when the
 * store must be read: then call `authenticate`.
 */
export function authenticateKnown(
  header: string | undefined,
  deps: AuthenticateDeps,
): Authentication | undefined {
  const read = readToken(header, deps);
  if ('answer' in read) return read.answer;
  const found = sessions.peek<SessionAndAccount>(deps.store, read.claims.sid);
  return found && judge(read.claims, found, deps.clock);
}

/** The header's verified claims, or the answer when there is no token or it is refused. */
function readToken(
  header: string | undefined,
  deps: AuthenticateDeps,
): { claims: AccessClaims } | { answer: Authentication } {
  if (header === undefined || header.trim() === '') {
    return { answer: { user: null, authError: null } };
  }
  const match = BEARER.exec(header.trim());
  if (!match?.[1]) {
    return {
      answer: { user: null, authError: new UnauthenticatedError('Malformed Authorization header') },
    };
  }
  try {
    return { claims: deps.tokens.verifyAccess(match[1]) };
  } catch (error) {
    if (isAppError(error)) return { answer: { user: null, authError: error } };
    throw error;
  }
}

/** Whether the token's session is live and its account ACTIVO: who is signed in. */
function judge(
  claims: AccessClaims,
  { session, account }: SessionAndAccount,
  clock: () => number,
): Authentication {
  // Made only when needed: building an Error (its stack) costs on every request otherwise.
  const ended = () => ({ user: null, authError: new UnauthenticatedError('Session ended') });
  if (
    !session ||
    session.userId !== claims.sub ||
    session.revokedAt !== null ||
    Date.parse(session.expiresAt) <= clock()
  ) {
    return ended();
  }
  if (account?.status !== 'ACTIVO') return ended();
  return {
    user: {
      id: account.id,
      role: account.role,
      sessionId: session.id,
      mustChangePassword: account.mustChangePassword === true,
      name: account.name,
    },
    authError: null,
  };
}

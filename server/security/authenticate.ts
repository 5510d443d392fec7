import type { Role } from '../../generated/graphql';
import { type AppError, isAppError, UnauthenticatedError } from '../errors';
import { DerivedCache } from '../store/derived-cache';
import type { Store } from '../store/types';
import type { Tokens } from './tokens';

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

export async function authenticate(
  header: string | undefined,
  deps: { store: Store; tokens: Tokens; clock: () => number },
): Promise<Authentication> {
  if (header === undefined || header.trim() === '') return { user: null, authError: null };
  const match = BEARER.exec(header.trim());
  if (!match?.[1]) {
    return { user: null, authError: new UnauthenticatedError('Malformed Authorization header') };
  }
  try {
    const claims = deps.tokens.verifyAccess(match[1]);
    // Made only when needed: building an Error (its stack) costs on every request otherwise.
    const ended = () => new UnauthenticatedError('Session ended');
    const { session, account } = await sessions.get(deps.store, claims.sid, async () => ({
      session: await deps.store.sessions.get(claims.sid),
      account: await deps.store.users.get(claims.sub),
    }));
    if (
      !session ||
      session.userId !== claims.sub ||
      session.revokedAt !== null ||
      Date.parse(session.expiresAt) <= deps.clock()
    ) {
      return { user: null, authError: ended() };
    }
    if (account?.status !== 'ACTIVO') return { user: null, authError: ended() };
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
  } catch (error) {
    if (isAppError(error)) return { user: null, authError: error };
    throw error;
  }
}

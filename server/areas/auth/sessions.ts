import { randomUUID } from 'node:crypto';
import { type Context, nowIso } from '../../context';
import { UnauthenticatedError } from '../../errors';
import { audit } from '../../security/security-log';
import type { UserRecord } from '../users/model';
import type { RevokeReason, SessionRecord } from './model';

/** A fresh token pair for a session. */
export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  refreshExpiresAt: Date;
  /** Seconds until the access token expires. */
  expiresIn: number;
}

function accessFor(ctx: Context, user: UserRecord, sessionId: string): string {
  return ctx.auth.tokens.signAccess({ userId: user.id, sessionId, role: user.role });
}

/**
 * Opens a session (a new refresh-token family), forgets the account's expired ones, and ends its
 * oldest live ones beyond the cap (SECURITY 28): signing in again and again cannot grow the store.
 */
export async function startSession(ctx: Context, user: UserRecord): Promise<IssuedTokens> {
  const sessionId = randomUUID();
  const refresh = ctx.auth.tokens.signRefresh({ userId: user.id, sessionId });
  const now = nowIso(ctx);
  const session: SessionRecord = {
    id: sessionId,
    userId: user.id,
    tokenId: refresh.tokenId,
    createdAt: now,
    updatedAt: now,
    expiresAt: refresh.expiresAt.toISOString(),
    revokedAt: null,
    revokedReason: null,
    ip: ctx.transport.ip,
  };
  const ended = await ctx.store.transaction(async (tx) => {
    // Tokens of an expired session no longer verify, so its record has nothing left to guard.
    await tx.sessions.removeWhere({ userId: user.id, expiresAt: { lte: now } });
    const live = await tx.sessions.list({ where: { userId: user.id, revokedAt: null } });
    live.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const beyond = live.slice(0, Math.max(0, live.length + 1 - ctx.auth.maxSessionsPerAccount));
    for (const old of beyond) {
      await tx.sessions.update(old.id, {
        revokedAt: now,
        revokedReason: 'session-limit',
        updatedAt: now,
      });
    }
    await tx.sessions.insert(session);
    return beyond.length;
  });
  if (ended > 0) {
    audit(ctx, {
      event: 'session.ended-by-limit',
      outcome: 'success',
      target: { userId: user.id },
      details: { ended, limit: ctx.auth.maxSessionsPerAccount },
    });
  }
  return {
    accessToken: accessFor(ctx, user, sessionId),
    refreshToken: refresh.token,
    refreshExpiresAt: refresh.expiresAt,
    expiresIn: ctx.auth.tokens.accessTtlSeconds,
  };
}

export type Rotation =
  | { outcome: 'rotated'; tokens: IssuedTokens }
  | { outcome: 'reused' }
  | { outcome: 'abandoned' };

/**
 * Replaces the session's refresh token with a new one, atomically. With `presentedTokenId`, the
 * token being traded must be the session's current one: an older one means it was copied and
 * used already, so the whole session is revoked (outcome `reused`). UnauthenticatedError when
 * the session has ended (revoked or past its refresh token's expiry).
 *
 * A caller that went away before its answer (a browser reloading the page cancels the request)
 * never receives the new token, and would be taken for a thief when it presents the one it
 * holds: so nothing is rotated for it (outcome `abandoned`), and a rotation committed while it
 * left is undone, as long as the new token has not been traded since.
 */
export async function rotateSession(
  ctx: Context,
  user: UserRecord,
  sessionId: string,
  presentedTokenId: string | null,
): Promise<Rotation> {
  const refresh = ctx.auth.tokens.signRefresh({ userId: user.id, sessionId });
  const now = nowIso(ctx);
  const step = await ctx.store.transaction(async (tx): Promise<RotationStep> => {
    const session = await tx.sessions.get(sessionId);
    if (
      !session ||
      session.userId !== user.id ||
      session.revokedAt !== null ||
      Date.parse(session.expiresAt) <= ctx.clock()
    ) {
      return { outcome: 'ended' };
    }
    if (presentedTokenId !== null && session.tokenId !== presentedTokenId) {
      await tx.sessions.update(sessionId, {
        revokedAt: now,
        revokedReason: 'token-reuse',
        updatedAt: now,
      });
      return { outcome: 'reused' };
    }
    if (ctx.transport.gone()) return { outcome: 'abandoned' };
    await tx.sessions.update(sessionId, {
      tokenId: refresh.tokenId,
      updatedAt: now,
      expiresAt: refresh.expiresAt.toISOString(),
    });
    return {
      outcome: 'rotated',
      replaced: { tokenId: session.tokenId, expiresAt: session.expiresAt },
    };
  });
  if (step.outcome === 'ended') throw new UnauthenticatedError('Session ended');
  if (step.outcome !== 'rotated') return step;
  if (ctx.transport.gone()) {
    await restoreToken(ctx, sessionId, refresh.tokenId, step.replaced);
    return { outcome: 'abandoned' };
  }
  return {
    outcome: 'rotated',
    tokens: {
      accessToken: accessFor(ctx, user, sessionId),
      refreshToken: refresh.token,
      refreshExpiresAt: refresh.expiresAt,
      expiresIn: ctx.auth.tokens.accessTtlSeconds,
    },
  };
}

type ReplacedToken = Pick<SessionRecord, 'tokenId' | 'expiresAt'>;

type RotationStep =
  | { outcome: 'ended' }
  | { outcome: 'reused' }
  | { outcome: 'abandoned' }
  | { outcome: 'rotated'; replaced: ReplacedToken };

/** Puts back the token a rotation replaced, unless the session moved on since. */
async function restoreToken(
  ctx: Context,
  sessionId: string,
  issuedTokenId: string,
  previous: ReplacedToken,
): Promise<void> {
  await ctx.store.transaction(async (tx) => {
    const session = await tx.sessions.get(sessionId);
    if (session?.tokenId !== issuedTokenId || session.revokedAt !== null) return;
    await tx.sessions.update(sessionId, { ...previous, updatedAt: nowIso(ctx) });
  });
}

/** Ends one session; false when it was already over or belongs to somebody else. */
export async function revokeSession(
  ctx: Context,
  sessionId: string,
  userId: string,
  reason: RevokeReason,
): Promise<boolean> {
  const now = nowIso(ctx);
  return ctx.store.transaction(async (tx) => {
    const session = await tx.sessions.get(sessionId);
    if (!session || session.userId !== userId || session.revokedAt !== null) return false;
    await tx.sessions.update(sessionId, { revokedAt: now, revokedReason: reason, updatedAt: now });
    return true;
  });
}

import { type Context, nowIso } from '../../context';
import type { Transaction } from '../../store/types';
import type { RevokeReason } from '../auth/model';

// What changes an account ends its sessions with: kept here, as account changes happen here.

/** Ends every live session of an account; returns how many there were. */
export async function revokeUserSessions(
  ctx: Context,
  userId: string,
  reason: RevokeReason,
): Promise<number> {
  const now = nowIso(ctx);
  return ctx.store.transaction((tx) => endSessions(tx, { userId, reason, now }));
}

/**
 * Ends every live session of an account but `keep` (the caller's own), inside a transaction that
 * changes the account too, so that the change and the end of access are saved together.
 */
export async function endSessions(
  tx: Transaction,
  change: { userId: string; reason: RevokeReason; now: string; keep?: string },
): Promise<number> {
  const live = await tx.sessions.list({
    where: { userId: change.userId, revokedAt: null, id: { ne: change.keep } },
  });
  for (const session of live) {
    await tx.sessions.update(session.id, {
      revokedAt: change.now,
      revokedReason: change.reason,
      updatedAt: change.now,
    });
  }
  return live.length;
}

import { type Context, nowIso } from '../../context';
import type { Repositories } from '../../store/types';

/**
 * Previews one account may keep waiting to be applied. Each holds a whole file's rows: a clerk
 * uploading again replaces the oldest, so nobody can grow the store by uploading over and over.
 */
export const PENDING_PREVIEWS_PER_ACCOUNT = 3;

/**
 * Makes room for one more preview of `accountId`: its oldest waiting previews beyond the cap are
 * removed (they could still be applied, but a newer upload supersedes them). Inside the
 * transaction that inserts the new one.
 */
export async function makeRoomForPreview(tx: Repositories, accountId: string): Promise<void> {
  const superseded = await tx.directoryImports.list({
    where: { pendingBy: accountId },
    orderBy: [{ field: 'createdAt', descending: true }],
    offset: PENDING_PREVIEWS_PER_ACCOUNT - 1,
  });
  for (const { id } of superseded) await tx.directoryImports.remove(id);
}

/**
 * The scheduled job: previews nobody applied in time are of no use and hold whole files, so they
 * go. Answers how many were removed.
 */
export function removeExpiredPreviews(ctx: Context): Promise<number> {
  return ctx.store.directoryImports.removeWhere({
    appliedAt: null,
    expiresAt: { lt: nowIso(ctx) },
  });
}

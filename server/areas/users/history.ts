import type { Context } from '../../context';
import { appendAudit, changesBetween } from '../../registry/audit-trail';
import type { Transaction } from '../../store/types';
import type { UserRecord } from './model';

/** Named in the audit trail when it changes; its values are never kept there. */
export const SECRET_FIELDS = ['passwordHash'] as const;

/**
 * Appends a change of an account to the registry's audit trail (null before: created; null
 * after: deleted). Call it inside the change's own transaction.
 */
export async function recordUserChange(
  tx: Transaction,
  ctx: Context,
  before: UserRecord | null,
  after: UserRecord | null,
): Promise<void> {
  const record = (after ?? before) as UserRecord;
  await appendAudit(tx, ctx, {
    area: 'users',
    recordId: record.id,
    recordLabel: record.name,
    action: !before ? 'CREATE' : !after ? 'DELETE' : 'UPDATE',
    changes: changesBetween(shown(before), shown(after), SECRET_FIELDS),
  });
}

/** The fields an update would change, as the audit trail names them. */
export function changedFields(before: UserRecord, after: UserRecord): string[] {
  return changesBetween(shown(before), shown(after), SECRET_FIELDS).map((change) => change.field);
}

/**
 * An account without the server's bookkeeping, which is no change anybody made (a deactivation
 * shows as its change of status).
 */
function shown(user: UserRecord | null) {
  if (!user) return null;
  const { signUpExpiresAt: _bookkeeping, deactivatedAt: _status, ...fields } = user;
  // Written before accounts had officers: not linked, which is no change when it stays so.
  return { ...fields, officerId: user.officerId ?? null };
}

import { ACCOUNT_ERRORS } from '../../../shared/accounts';
import { ConflictError, type FieldErrors } from '../../errors';
import type { UserRecord } from './model';

/** An account that can administer the others right now. */
export function isActiveAdmin(user: Pick<UserRecord, 'role' | 'status'>): boolean {
  return user.role === 'ADMINISTRADOR' && user.status === 'ACTIVO';
}

export const LAST_ADMIN_MESSAGE = ACCOUNT_ERRORS.lastAdmin;

/**
 * Refuses (409) a change that would leave nobody to administer the accounts: `after` (null: the
 * account is deleted) no longer an active ADMINISTRADOR while no other account is. Checked inside
 * the change's transaction, so two administrators deactivating each other at once cannot both
 * succeed.
 */
export function keepAnActiveAdmin(
  users: readonly UserRecord[],
  before: UserRecord,
  after: Pick<UserRecord, 'role' | 'status'> | null,
): void {
  if (!isActiveAdmin(before) || (after && isActiveAdmin(after))) return;
  if (users.some((user) => user.id !== before.id && isActiveAdmin(user))) return;
  const fields: FieldErrors = {};
  if (!after) fields.id = LAST_ADMIN_MESSAGE;
  else {
    if (after.status !== 'ACTIVO') fields.status = LAST_ADMIN_MESSAGE;
    if (after.role !== 'ADMINISTRADOR') fields.role = LAST_ADMIN_MESSAGE;
  }
  throw new ConflictError(LAST_ADMIN_MESSAGE, fields);
}

/**
 * Refuses (409) a username or email another account has; both are kept in lower case. For
 * changes made in a transaction, where the repository's own unique check does not run.
 */
export function keepLoginsUnique(
  users: readonly UserRecord[],
  candidate: Pick<UserRecord, 'id' | 'username' | 'email'>,
): void {
  const fields: FieldErrors = {};
  for (const user of users) {
    if (user.id === candidate.id) continue;
    if (user.username === candidate.username) fields.username = 'Already in use';
    if (user.email === candidate.email) fields.email = 'Already in use';
  }
  if (Object.keys(fields).length === 0) return;
  const what = fields.username ? `username ${candidate.username}` : `email ${candidate.email}`;
  throw new ConflictError(`An account with the ${what} already exists`, fields);
}

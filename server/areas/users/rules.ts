import { ACCOUNT_ERRORS } from '../../../shared/accounts';
import { BadRequestError, ConflictError, type FieldErrors } from '../../errors';
import type { Language } from '../../http/language';
import { translate } from '../../i18n';
import type { Reader, Transaction } from '../../store/types';
import type { UserRecord } from './model';

/** An account that can administer the others right now. */
const ACTIVE_ADMIN = { role: 'ADMINISTRADOR', status: 'ACTIVO' } as const;

export function isActiveAdmin(user: Pick<UserRecord, 'role' | 'status'>): boolean {
  return user.role === ACTIVE_ADMIN.role && user.status === ACTIVE_ADMIN.status;
}

export const LAST_ADMIN_MESSAGE = ACCOUNT_ERRORS.lastAdmin;

/**
 * Refuses (409) a change that would leave nobody to administer the accounts: `after` (null: the
 * account is deleted) no longer an active ADMINISTRADOR while no other account is. Checked inside
 * the change's transaction, so two administrators deactivating each other at once cannot both
 * succeed.
 */
export async function keepAnActiveAdmin(
  users: Reader<UserRecord>,
  before: UserRecord,
  after: Pick<UserRecord, 'role' | 'status'> | null,
): Promise<void> {
  if (!isActiveAdmin(before) || (after && isActiveAdmin(after))) return;
  if ((await users.count({ ...ACTIVE_ADMIN, id: { ne: before.id } })) > 0) return;
  const fields: FieldErrors = {};
  if (!after) fields.id = LAST_ADMIN_MESSAGE;
  else {
    if (after.status !== 'ACTIVO') fields.status = LAST_ADMIN_MESSAGE;
    if (after.role !== 'ADMINISTRADOR') fields.role = LAST_ADMIN_MESSAGE;
  }
  throw new ConflictError(LAST_ADMIN_MESSAGE, fields);
}

/**
 * Refuses (409) a username or email another account has; both are kept in lower case. Checked
 * before the repository's own unique check, whose error names only one field. The message
 * names the value, in `lang`.
 */
export async function keepLoginsUnique(
  users: Reader<UserRecord>,
  candidate: Pick<UserRecord, 'id' | 'username' | 'email'>,
  lang: Language,
): Promise<void> {
  const holders = await users.list({
    where: {
      id: { ne: candidate.id },
      or: [{ username: candidate.username }, { email: candidate.email }],
    },
  });
  const fields: FieldErrors = {};
  for (const user of holders) {
    if (user.username === candidate.username) fields.username = 'Already in use';
    if (user.email === candidate.email) fields.email = 'Already in use';
  }
  if (Object.keys(fields).length === 0) return;
  const field = fields.username ? 'username' : 'email';
  throw new ConflictError(
    translate(lang, `users.conflict.${field}`, { value: candidate[field] }),
    fields,
  );
}

/**
 * Checks the officer an account is linked to (`officerId`; null: none). Only a POLICIA account
 * is linked (400). A new link must name an officer of the police registry (400) that no other
 * account is linked to (409 naming the officer, in `lang`): an officer's notifications go to one
 * account. Checked inside the change's transaction, like the logins.
 */
export async function keepOfficerLink(
  tx: Pick<Transaction, 'users' | 'police'>,
  before: Pick<UserRecord, 'officerId'> | null,
  candidate: Pick<UserRecord, 'id' | 'role' | 'officerId'>,
  lang: Language,
): Promise<void> {
  const officerId = candidate.officerId ?? null;
  if (officerId === null) return;
  if (candidate.role !== 'POLICIA') {
    throw new BadRequestError('Invalid input', { officerId: ACCOUNT_ERRORS.officerRole });
  }
  if (officerId === (before?.officerId ?? null)) return;
  const officer = await tx.police.get(officerId);
  if (!officer) {
    throw new BadRequestError('Invalid input', { officerId: ACCOUNT_ERRORS.officerUnknown });
  }
  const holder = await tx.users.findOne({ officerId, id: { ne: candidate.id } });
  if (!holder) return;
  throw new ConflictError(
    translate(lang, 'users.conflict.officerId', {
      value: officerId,
      officer: `${officer.firstNames} ${officer.lastNames}`,
      cip: officer.cip,
      username: holder.username,
    }),
    { officerId: ACCOUNT_ERRORS.officerTaken },
  );
}

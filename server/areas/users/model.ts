import type { AccountStatus, Presence, Role } from '../../../generated/graphql';

/** A staff account as the store keeps it. */
export interface UserRecord {
  id: string;
  /** Lower case, unique. */
  username: string;
  /** Lower case, unique. */
  email: string;
  name: string;
  role: Role;
  /** An image URL or data URL; null shows initials. */
  avatar: string | null;
  status: AccountStatus;
  /** How available the user shows as in the shell; the user changes it. */
  presence: Presence;
  /** argon2id (PHC string). Never leaves the users and auth services. */
  passwordHash: string;
  /**
   * The password is a temporary one an ADMINISTRADOR was shown: until the account changes it,
   * its sessions may only read `me` and change the password.
   */
  mustChangePassword: boolean;
  createdAt: string;
  updatedAt: string;
  lastSignInAt: string | null;
  /**
   * A sign-up still waiting for an ADMINISTRADOR is dropped at this time (SECURITY 23); null or
   * absent once activated, and for accounts an ADMINISTRADOR made.
   */
  signUpExpiresAt?: string | null;
  /**
   * When an ADMINISTRADOR made the account INACTIVO (a change of status, or an account created
   * so): it is deactivated, not waiting for activation. Null or absent while ACTIVO, for a
   * sign-up still waiting, and in records written before it existed (see awaitsActivation).
   */
  deactivatedAt?: string | null;
  /**
   * The officer of the police registry this POLICIA account belongs to: its notifications follow
   * the officer's jurisdiction. Null or absent (records written before it existed): not linked.
   */
  officerId?: string | null;
}

/** An account as it may be shown: everything but the password hash and bookkeeping. */
export type Account = Omit<
  UserRecord,
  'passwordHash' | 'signUpExpiresAt' | 'officerId' | 'deactivatedAt'
> & {
  officerId: string | null;
  deactivatedAt: string | null;
  /** A sign-up no ADMINISTRADOR has let in yet (see awaitsActivation). */
  awaitingActivation: boolean;
};

/**
 * Whether an account is a sign-up still waiting for an ADMINISTRADOR, rather than one an
 * ADMINISTRADOR deactivated: INACTIVO, not deactivated, and either still on the sign-up clock or,
 * in records from before either was kept, never signed in (as these were read until then).
 */
export function awaitsActivation(
  user: Pick<UserRecord, 'status' | 'deactivatedAt' | 'signUpExpiresAt' | 'lastSignInAt'>,
): boolean {
  if (user.status !== 'INACTIVO' || user.deactivatedAt) return false;
  if (typeof user.signUpExpiresAt === 'string') return true;
  return user.signUpExpiresAt === undefined && user.lastSignInAt === null;
}

export const DEFAULT_PRESENCE: Presence = 'online';

export const ACCOUNT_STATUSES = ['ACTIVO', 'INACTIVO'] as const satisfies readonly AccountStatus[];

/**
 * Strips the hash; every account that leaves a service goes through this. A store written before
 * presence, mustChangePassword or officerId existed lacks them: online, no change required, not
 * linked.
 */
export function toAccount(record: UserRecord): Account {
  const { passwordHash: _hidden, signUpExpiresAt: _internal, ...account } = record;
  return {
    ...account,
    deactivatedAt: account.deactivatedAt ?? null,
    awaitingActivation: awaitsActivation(record),
    presence: account.presence ?? DEFAULT_PRESENCE,
    mustChangePassword: account.mustChangePassword === true,
    officerId: account.officerId ?? null,
  };
}

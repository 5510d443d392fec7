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
  createdAt: string;
  updatedAt: string;
  lastSignInAt: string | null;
}

/** An account as it may be shown: everything but the password hash. */
export type Account = Omit<UserRecord, 'passwordHash'>;

export const DEFAULT_PRESENCE: Presence = 'online';

/**
 * Strips the hash; every account that leaves a service goes through this. A store written before
 * presence existed lacks it: such an account shows as online.
 */
export function toAccount({ passwordHash: _hidden, ...account }: UserRecord): Account {
  return { ...account, presence: account.presence ?? DEFAULT_PRESENCE };
}

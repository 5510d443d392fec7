import type { AccountStatus, Role } from '../../../generated/graphql';

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
  /** argon2id (PHC string). Never leaves the users and auth services. */
  passwordHash: string;
  createdAt: string;
  updatedAt: string;
  lastSignInAt: string | null;
}

/** An account as it may be shown: everything but the password hash. */
export type Account = Omit<UserRecord, 'passwordHash'>;

/** Strips the hash; every account that leaves a service goes through this. */
export function toAccount({ passwordHash: _hidden, ...account }: UserRecord): Account {
  return account;
}

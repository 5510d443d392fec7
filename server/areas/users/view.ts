import { permissionsFor } from '../../security/permissions';
import type { Account } from './model';

/** What the account may do as `area:action`; nothing while it is not ACTIVO. */
export function accountPermissions(account: Pick<Account, 'role' | 'status'>): string[] {
  return account.status === 'ACTIVO' ? permissionsFor(account.role) : [];
}

/** An account as REST answers it: the GraphQL `User` fields, hash never included. */
export function toUserView(account: Account) {
  return {
    id: account.id,
    username: account.username,
    email: account.email,
    name: account.name,
    role: account.role,
    avatar: account.avatar,
    status: account.status,
    awaitingActivation: account.awaitingActivation,
    deactivatedAt: account.deactivatedAt,
    presence: account.presence,
    permissions: accountPermissions(account),
    mustChangePassword: account.mustChangePassword,
    officerId: account.officerId,
    createdAt: account.createdAt,
    updatedAt: account.updatedAt,
    lastSignInAt: account.lastSignInAt,
  };
}

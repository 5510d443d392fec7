import type {
  AccountStatus,
  Role,
  UserRowFragment,
  UserSortField,
} from '../../../../generated/client';
import type { RegistryAreaConfig } from '../../registry/area';
import type { ListSpec } from '../../registry/list-state';

export const ROLES = ['ADMINISTRADOR', 'DIRCETUR', 'POLICIA'] as const satisfies readonly Role[];

export const ACCOUNT_STATUSES = ['ACTIVO', 'INACTIVO'] as const satisfies readonly AccountStatus[];

export const STATUS_COLORS: Record<AccountStatus, string> = {
  ACTIVO: 'green',
  INACTIVO: 'default',
};

export const ROLE_COLORS: Record<Role, string> = {
  ADMINISTRADOR: 'purple',
  DIRCETUR: 'blue',
  POLICIA: 'cyan',
};

/** A sign-up an ADMINISTRADOR has not let in yet (the server tells it from a deactivation). */
export function isPendingActivation(user: Pick<UserRowFragment, 'awaitingActivation'>) {
  return user.awaitingActivation;
}

// The audit trail names a changed password but never keeps its value.
const HIDDEN_PASSWORD = '••••••••';

export const USERS: RegistryAreaConfig = {
  area: 'users',
  historyArea: 'users',
  i18nKey: 'users',
  fieldOrder: ['name', 'username', 'email', 'role', 'status', 'passwordHash', 'mustChangePassword'],
  enumFields: { role: 'Role', status: 'AccountStatus' },
  formatValue: (field, value, { t }) => {
    if (field === 'passwordHash') return HIDDEN_PASSWORD;
    if (typeof value !== 'string') return undefined;
    if (field === 'presence') {
      return t(`shell.toolbar.profile.presences.${value}`, { defaultValue: value });
    }
    // Instants such as lastSignInAt read as every history's do (history-values.ts).
    return undefined;
  },
};

/** The account list's view in the URL: sort fields of UserSortField, filters of UsersListInput. */
export const USERS_LIST: ListSpec<UserSortField, { role: Role; status: AccountStatus }> = {
  sortFields: ['NAME', 'USERNAME', 'EMAIL', 'ROLE', 'STATUS', 'LAST_SIGN_IN_AT', 'CREATED_AT'],
  defaultSort: 'NAME',
  filters: { role: ROLES, status: ACCOUNT_STATUSES },
};

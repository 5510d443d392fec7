import type {
  AccountStatus,
  CreateUserInput,
  Role,
  UpdateUserInput,
  UserRowFragment,
} from '../../../../generated/client';
import { normalizeUsername } from '../../../../shared/accounts';
import { changedFields } from '../../registry/changes';

/** The account form's values as antd holds them. */
export interface UserFormValues {
  name: string;
  username: string;
  email: string;
  role?: Role;
  status: AccountStatus;
  /** Only for a POLICIA account: the officer of the police registry it belongs to. */
  officerId?: string | null;
}

/** A new account is active; its role is chosen every time, never assumed. */
export const NEW_USER: Partial<UserFormValues> = { status: 'ACTIVO' };

/** A listed account as the form's starting values. */
export function formValuesOf(user: UserRowFragment): UserFormValues {
  return {
    name: user.name,
    username: user.username,
    email: user.email,
    role: user.role,
    status: user.status,
    officerId: user.officerId ?? null,
  };
}

/** The form's values as the create input, kept as the server keeps them (lower-case logins). */
export function createInputOf(values: UserFormValues): CreateUserInput {
  return {
    name: values.name.trim(),
    username: normalizeUsername(values.username),
    email: values.email.trim().toLowerCase(),
    role: values.role as Role,
    status: values.status,
    // Another role has no officer: the field is hidden, whatever it held is dropped.
    officerId: values.role === 'POLICIA' ? (values.officerId ?? null) : null,
  };
}

/** Only what the person changed in an edit. */
export function updateInputOf(before: UserFormValues, after: UserFormValues): UpdateUserInput {
  return changedFields(createInputOf(before), createInputOf(after));
}

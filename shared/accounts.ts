/**
 * The rules of a staff account's login names, run by the server (the source of truth: sign-up
 * and Usuarios) and mirrored by the client's forms. Pure functions, no platform APIs.
 */

/** The field error the server answers for a bad username, in stable English. */
export const USERNAME_RULE =
  '3 to 32 letters, digits, dots, hyphens or underscores, starting with a letter or digit';

/** A username as accounts keep it: lower case, 3 to 32 characters. */
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,31}$/;

/** How a typed username is kept (and compared): trimmed, in lower case. */
export function normalizeUsername(value: string): string {
  return value.trim().toLowerCase();
}

/** Whether the server accepts `value` as a username (it keeps it normalized). */
export function isUsername(value: string): boolean {
  return USERNAME_PATTERN.test(normalizeUsername(value));
}

/**
 * The server's reasons for refusing a change of accounts, in stable English; the client maps
 * each to a text, so change one only together with that map.
 */
export const ACCOUNT_ERRORS = {
  lastAdmin: 'The last active ADMINISTRADOR cannot be deactivated, demoted or deleted',
  ownRole: 'You cannot change your own role',
  ownStatus: 'You cannot change your own status',
  ownRoleOrStatus: 'You cannot change your own status or role',
  ownDelete: 'You cannot delete your own account',
  ownPassword: 'Change your own password with changePassword',
  /** The field message (`id`) of a refusal on one's own account. */
  ownAccount: 'Your own account',
  // The field messages (`officerId`) of a link to the police registry refused.
  officerUnknown: 'No such officer',
  officerRole: 'Only a POLICIA account can be linked to an officer',
  officerTaken: 'Already linked to another account',
} as const;

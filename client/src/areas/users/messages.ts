import type { TFunction } from 'i18next';
import { ACCOUNT_ERRORS, USERNAME_RULE } from '../../../../shared/accounts';
import {
  type MessageRule,
  registryFieldMessage,
  translateMessage,
} from '../../registry/field-errors';
import { problemMessage, registryProblem } from '../../registry/problems';

/** The users service's own field messages (shared/accounts.ts) → texts. */
export const USER_MESSAGES: readonly MessageRule[] = [
  [USERNAME_RULE, 'users.validation.usernameFormat'],
  [ACCOUNT_ERRORS.ownRole, 'users.validation.ownRole'],
  [ACCOUNT_ERRORS.ownStatus, 'users.validation.ownStatus'],
  [ACCOUNT_ERRORS.ownAccount, 'users.validation.ownAccount'],
  [ACCOUNT_ERRORS.lastAdmin, 'users.validation.lastAdmin'],
  [ACCOUNT_ERRORS.officerUnknown, 'users.validation.officerUnknown'],
  [ACCOUNT_ERRORS.officerRole, 'users.validation.officerRole'],
  [ACCOUNT_ERRORS.officerTaken, 'users.validation.officerTaken'],
];

/** Why the server refuses (409) to delete or change an account. */
export const USER_REASONS: readonly MessageRule[] = [
  [ACCOUNT_ERRORS.lastAdmin, 'users.validation.lastAdmin'],
];

/** A failed action on an account (activate, reset the password) as one sentence. */
export function userActionProblem(t: TFunction, error: unknown): string {
  const problem = registryProblem(error);
  if (problem.kind === 'conflict') {
    return translateMessage(t, problem.message, USER_REASONS, 'registry.errors.conflict');
  }
  const [first] = problem.kind === 'bad-request' ? Object.values(problem.fields) : [];
  return first ? registryFieldMessage(t, first, USER_MESSAGES) : problemMessage(t, problem);
}

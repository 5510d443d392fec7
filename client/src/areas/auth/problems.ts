import type { TFunction } from 'i18next';
import { USERNAME_RULE } from '../../../../shared/accounts';
import { fieldsOf, type ServerGraphQLError } from '../../apollo/graphql-errors';
import { type MessageRule, translateMessage } from '../../i18n/message-rules';

/** What went wrong with a sign-in family call, in the terms the pages explain it. */
export type AuthProblem =
  | { kind: 'invalid-credentials' }
  | { kind: 'rate-limited'; retryAfter: number }
  /** The right password of a sign-up an administrator has not activated yet. */
  | { kind: 'inactive' }
  /** The right password of an account an administrator deactivated. */
  | { kind: 'deactivated' }
  | { kind: 'bad-request'; fields: Record<string, string> }
  /** This server sends no mail: a reset goes through an administrator instead. */
  | { kind: 'mail-unavailable' }
  | { kind: 'network' }
  | { kind: 'unexpected' };

/**
 * Reads the GraphQL errors of a failed call: the server's code when it answered, `network` when
 * it did not (null: no errors came back).
 */
export function problemOf(errors: readonly ServerGraphQLError[] | null): AuthProblem {
  if (!errors) return { kind: 'network' };
  const first = errors[0]?.extensions ?? {};
  switch (first.code) {
    case 'UNAUTHENTICATED':
      return { kind: 'invalid-credentials' };
    case 'RATE_LIMITED':
      return {
        kind: 'rate-limited',
        retryAfter: typeof first.retryAfter === 'number' ? first.retryAfter : 60,
      };
    case 'FORBIDDEN':
      return first.reason === 'ACCOUNT_DEACTIVATED'
        ? { kind: 'deactivated' }
        : { kind: 'inactive' };
    case 'BAD_REQUEST':
      return { kind: 'bad-request', fields: fieldsOf(errors) };
    case 'MAIL_UNAVAILABLE':
      return { kind: 'mail-unavailable' };
    default:
      return { kind: 'unexpected' };
  }
}

/**
 * The page-level message of a problem (field problems are shown beside their fields). On pages
 * that ask for something (an account, a reset link) rather than check a password, `requests`:
 * a limit there counts requests, not failures.
 */
export function problemMessage(
  t: TFunction,
  problem: AuthProblem,
  { requests = false }: { requests?: boolean } = {},
): string {
  switch (problem.kind) {
    case 'invalid-credentials':
      return t('auth.errors.invalidCredentials');
    case 'rate-limited':
      return rateLimitedMessage(t, problem.retryAfter, requests);
    case 'inactive':
      return t('auth.errors.inactive');
    case 'deactivated':
      return t('auth.errors.deactivated');
    case 'bad-request':
      return t('auth.errors.checkFields');
    case 'mail-unavailable':
      return t('auth.errors.mailUnavailable');
    case 'network':
      return t('auth.errors.network');
    case 'unexpected':
      return t('auth.errors.unexpected');
  }
}

/** The server's field messages (stable English texts) as translation keys. */
const FIELD_MESSAGES: readonly MessageRule[] = [
  ['Required', 'auth.validation.required'],
  ['At least 10 characters', 'auth.validation.passwordMin'],
  ['At most 128 characters', 'auth.validation.passwordMax'],
  ['Must differ from the username and the email', 'auth.validation.passwordPersonal'],
  ['The demo password cannot be used', 'auth.validation.passwordDemo'],
  ['Not an email address', 'auth.validation.emailFormat'],
  [USERNAME_RULE, 'auth.validation.usernameFormat'],
  ['Invalid or expired', 'auth.resetPassword.invalidLink'],
  ['Wrong password', 'auth.errors.wrongPassword'],
  ['Must differ from the current password', 'auth.validation.passwordUnchanged'],
  [/^At most \d+ characters$/, 'auth.validation.tooLong'],
];

/** A server field message in the reader's language. */
export function fieldMessage(t: TFunction, message: string): string {
  return translateMessage(t, message, FIELD_MESSAGES, 'auth.validation.invalid');
}

function rateLimitedMessage(t: TFunction, retryAfter: number, requests: boolean): string {
  const prefix = requests ? 'auth.errors.tooManyRequests' : 'auth.errors.rateLimited';
  // A wait of hours (a full waiting list of sign-ups) is no use to count down.
  if (requests && retryAfter > 3600) return t('auth.errors.tooManyRequestsLater');
  return retryAfter >= 60
    ? t(`${prefix}Minutes`, { minutes: Math.ceil(retryAfter / 60) })
    : t(`${prefix}Seconds`, { seconds: Math.max(1, retryAfter) });
}

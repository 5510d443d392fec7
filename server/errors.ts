/**
 * Errors with stable codes. Services throw these; the GraphQL formatError and the REST error
 * handler translate them once, at the edge. Anything else that escapes is an internal error and
 * is masked before it reaches a client.
 */
import { throttleRefusals } from './metrics/registry';

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'TOKEN_EXPIRED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'LIMIT_REACHED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE'
  | 'MAIL_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

/** Field-level problems of a rejected input, keyed by the field's path ("phone", "items.0.name"). */
export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: FieldErrors;
  /** Seconds until a new attempt may succeed: REST's Retry-After, GraphQL's `extensions.retryAfter`. */
  readonly retryAfter?: number;

  constructor(code: ErrorCode, status: number, message: string, fields?: FieldErrors) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    this.status = status;
    this.fields = fields;
  }
}

export class BadRequestError extends AppError {
  constructor(message = 'Bad request', fields?: FieldErrors) {
    super('BAD_REQUEST', 400, message, fields);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = 'Authentication required') {
    super('UNAUTHENTICATED', 401, message);
  }
}

export class TokenExpiredError extends AppError {
  constructor(message = 'Token expired') {
    super('TOKEN_EXPIRED', 401, message);
  }
}

/**
 * Why a 403 was answered when the client can do something about it (sent as `reason` beside the
 * code); a role's plain refusal has none.
 */
export type ForbiddenReason =
  | 'PASSWORD_CHANGE_REQUIRED'
  /** Sign-in with the right password: a sign-up an ADMINISTRADOR has not activated yet. */
  | 'ACCOUNT_PENDING'
  /** Sign-in with the right password: an ADMINISTRADOR deactivated the account. */
  | 'ACCOUNT_DEACTIVATED';

export class ForbiddenError extends AppError {
  readonly reason?: ForbiddenReason;

  constructor(message = 'Not allowed', reason?: ForbiddenReason) {
    super('FORBIDDEN', 403, message);
    this.reason = reason;
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super('NOT_FOUND', 404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message = 'Conflict', fields?: FieldErrors) {
    super('CONFLICT', 409, message, fields);
  }
}

/**
 * The signed-in user already holds as many records of a collection as one account may create
 * (SECURITY 28): 409 like a conflict with the data there is, resolved by deleting some. Names
 * the collection and the limit, beside the code, so a client can say so in its language.
 */
export class LimitReachedError extends AppError {
  /** The store's name of the collection (`notes`, `chatMessages` …). */
  readonly collection: string;
  readonly limit: number;

  /** `noun` names the records in the message: "notes", "chat messages". */
  constructor(collection: string, limit: number, noun: string) {
    super('LIMIT_REACHED', 409, `At most ${limit} ${noun} per user; delete some to add more`);
    this.collection = collection;
    this.limit = limit;
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message = 'Request body too large') {
    super('PAYLOAD_TOO_LARGE', 413, message);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message = 'Content-Type must be application/json') {
    super('UNSUPPORTED_MEDIA_TYPE', 415, message);
  }
}

export class RateLimitedError extends AppError {
  override readonly retryAfter: number;

  /**
   * `limit` names the limit that refused (a fixed name, never the key it counted): every refusal
   * is counted here, where it is made, so no limit can be left out of the metrics.
   */
  constructor(
    readonly limit: string,
    retryAfter: number,
    message = 'Too many attempts; try again later',
  ) {
    super('RATE_LIMITED', 429, message);
    this.retryAfter = Math.max(1, Math.ceil(retryAfter));
    throttleRefusals.inc({ limit });
  }
}

/** The data cannot be reached for a moment (the database restarts): nothing was changed. */
export class UnavailableError extends AppError {
  override readonly retryAfter = 5;

  constructor(
    message = 'The service is briefly unavailable; nothing was changed. Try again shortly',
  ) {
    super('UNAVAILABLE', 503, message);
  }
}

/**
 * This server sends no mail (production without SMTP_URL), so what needs mail cannot be done
 * here: 501, as for any feature a server does not offer. Nothing was changed.
 */
export class MailUnavailableError extends AppError {
  constructor(message: string) {
    super('MAIL_UNAVAILABLE', 501, message);
  }
}

/** The only message a client sees for an unexpected failure; details stay in the log. */
export const INTERNAL_MESSAGE = 'Internal server error';

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

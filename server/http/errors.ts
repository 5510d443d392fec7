import type { ErrorRequestHandler, RequestHandler } from 'express';
import {
  type AppError,
  BadRequestError,
  ForbiddenError,
  INTERNAL_MESSAGE,
  isAppError,
  LimitReachedError,
  NotFoundError,
  PayloadTooLargeError,
} from '../errors';

/** REST keeps the template's documented spelling of the not-found code. */
const REST_CODES: Partial<Record<AppError['code'], string>> = { NOT_FOUND: 'NOT FOUND' };

/**
 * The body of every REST error: `{ error: CODE, message, fields?, retryAfter?, reason? }`, and
 * `collection` and `limit` with LIMIT_REACHED.
 */
export function errorBody(error: AppError) {
  return {
    error: REST_CODES[error.code] ?? error.code,
    message: error.message,
    ...(error.fields ? { fields: error.fields } : {}),
    ...(error.retryAfter ? { retryAfter: error.retryAfter } : {}),
    ...(error instanceof ForbiddenError && error.reason ? { reason: error.reason } : {}),
    ...(error instanceof LimitReachedError
      ? { collection: error.collection, limit: error.limit }
      : {}),
  };
}

/** Unknown /api paths answer 404 in the error shape rather than falling through to the client. */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new NotFoundError(`No route for ${req.method} ${req.baseUrl}${req.path}`));
};

type BodyParserError = Error & { type?: string; status?: number };

/** The one translation of errors for HTTP clients; unexpected ones are logged and masked. */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const appError = toAppError(error as BodyParserError);
  if (!appError) req.log.error({ err: error }, 'request failed');
  const known = appError ?? null;
  if (res.headersSent) return;
  if (known) {
    if (known.retryAfter) res.setHeader('Retry-After', String(known.retryAfter));
    res.status(known.status).json(errorBody(known));
    return;
  }
  res.status(500).json({ error: 'INTERNAL_SERVER_ERROR', message: INTERNAL_MESSAGE });
};

function toAppError(error: BodyParserError): AppError | null {
  if (isAppError(error)) return error;
  // body-parser's own errors: client mistakes, never a 500.
  if (error?.type === 'entity.too.large') return new PayloadTooLargeError();
  if (error?.type === 'entity.parse.failed') return new BadRequestError('Malformed JSON body');
  if (typeof error?.type === 'string' && error.status && error.status < 500) {
    return new BadRequestError('Unreadable request body');
  }
  return null;
}

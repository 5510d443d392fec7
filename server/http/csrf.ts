import type { RequestHandler } from 'express';
import { UnsupportedMediaTypeError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Paths (under /api) that take a file as multipart/form-data. */
const UPLOAD_PATHS = new Set(['/apps/contacts/avatar']);

/**
 * A page on another site can make a browser send a form or text/plain POST without a preflight,
 * but not a JSON one. So a request that changes data must send its body as application/json;
 * a change without any body is allowed (it can carry nothing, and needs a Bearer token anyway).
 */
export const requireJsonForChanges: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  // An upload path also takes multipart, but only with an Authorization header, which no form
  // on another site can add: without one it is refused like any other form.
  if (
    UPLOAD_PATHS.has(req.path) &&
    req.is('multipart/form-data') &&
    /^Bearer /i.test(req.headers.authorization ?? '')
  ) {
    return next();
  }
  const contentType = req.headers['content-type'];
  const hasBody =
    req.headers['transfer-encoding'] !== undefined ||
    Number(req.headers['content-length'] ?? 0) > 0;
  if (contentType === undefined ? hasBody : !req.is('application/json')) {
    return next(new UnsupportedMediaTypeError());
  }
  next();
};

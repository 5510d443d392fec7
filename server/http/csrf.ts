import type { RequestHandler } from 'express';
import { UnsupportedMediaTypeError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A page on another site can make a browser send a form or text/plain POST without a preflight,
 * but not a JSON one. So a request that changes data must send its body as application/json;
 * a change without any body is allowed (it can carry nothing, and needs a Bearer token anyway).
 * `uploads` (`METHOD /path` under /api, from the route table) also take multipart.
 */
export function requireJsonForChanges(uploads: ReadonlySet<string>): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    // An upload also takes multipart, but only with an Authorization header, which no form on
    // another site can add: without one it is refused like any other form.
    if (
      uploads.has(`${req.method} ${req.path}`) &&
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
}

import type { RequestHandler } from 'express';
import { UnsupportedMediaTypeError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A page on another site can make a browser send a form or text/plain POST without a preflight,
 * but not a JSON one. So a request that changes data must send its body as application/json;
 * a change without any body is allowed (it can carry nothing, and needs a Bearer token anyway).
 */
export const requireJsonForChanges: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const contentType = req.headers['content-type'];
  const hasBody =
    req.headers['transfer-encoding'] !== undefined ||
    Number(req.headers['content-length'] ?? 0) > 0;
  if (contentType === undefined ? hasBody : !req.is('application/json')) {
    return next(new UnsupportedMediaTypeError());
  }
  next();
};

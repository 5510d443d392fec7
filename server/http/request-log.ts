import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from '../logger';

const INCOMING_ID = /^[\w.-]{1,64}$/;
/** Query parameters whose values are secrets (a reset link's token): never logged. */
const SECRET_PARAMS = /([?&](?:token|access_?token|refresh_?token|password)=)[^&#]*/gi;

/** The URL as logged: secret query values replaced by `[redacted]`. */
export function loggableUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/**
 * One log line per request (`request completed`, or `request aborted` when the client left
 * first) with a request id, taken from a sane incoming X-Request-Id (so a proxy's id follows the
 * request) or made here, and echoed in the response. `req.log` carries the request in every line
 * a service writes; it is made on first use, because a child logger per request costs a
 * noticeable share of a fast request and most requests never log.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    const started = performance.now();
    let child: Logger | undefined;
    const request = () => ({ id, method: req.method, url: loggableUrl(req.originalUrl) });
    Object.defineProperty(req, 'log', {
      get: () => {
        child ??= logger.child({ req: request() });
        return child;
      },
      configurable: true,
    });
    // 'close' follows 'finish' too: one listener tells a completed response from an abandoned one.
    res.once('close', () => {
      const completed = res.writableFinished;
      const status = res.statusCode;
      const level = !completed ? 'warn' : status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          req: request(),
          res: { statusCode: status },
          responseTime: Math.round(performance.now() - started),
        },
        completed ? 'request completed' : 'request aborted',
      );
    });
    next();
  };
}

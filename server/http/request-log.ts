import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../logger';

const INCOMING_ID = /^[\w.-]{1,64}$/;
/**
 * Query parameters whose values may hold secrets, never logged: a reset link's token, and a
 * GraphQL operation sent by GET (its variables may hold a password).
 */
const SECRET_PARAMS =
  /([?&](?:token|access_?token|refresh_?token|password|query|variables|extensions)=)[^&#]*/gi;

/** The URL as logged: secret query values replaced by `[redacted]`. */
export function loggableUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** A request as the log sees it: node's, before Express has added its own fields. */
type LoggedRequest = IncomingMessage & { id?: string; originalUrl?: string };

/** What the log keeps of one request, on the request itself. */
interface LogState {
  id: string;
  /** A sane X-Request-Id the client (or a proxy) sent: logged beside ours, never instead. */
  incomingId?: string;
  started: number;
  logger: Logger;
  child?: Logger;
}

const STATE = Symbol('request log');
type WithState = { [STATE]?: LogState };

function described(req: LoggedRequest, state: LogState) {
  return {
    id: state.id,
    ...(state.incomingId ? { incomingId: state.incomingId } : {}),
    method: req.method,
    url: loggableUrl(req.originalUrl ?? req.url ?? ''),
  };
}

/** The logger whose lines name `req` (made on first use); undefined for a request not logged. */
function loggerOf(req: LoggedRequest & WithState): Logger | undefined {
  const state = req[STATE];
  if (!state) return undefined;
  state.child ??= state.logger.child({ req: described(req, state) });
  return state.child;
}

// 'close' follows 'finish' too: one listener tells a completed response from an abandoned one.
function onClose(this: ServerResponse & { req: LoggedRequest & WithState }) {
  const req = this.req;
  const state = req[STATE];
  if (!state) return;
  const completed = this.writableFinished;
  const status = this.statusCode;
  const level = !completed ? 'warn' : status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
  if (!state.logger.isLevelEnabled(level)) return;
  state.logger[level](
    {
      req: described(req, state),
      res: { statusCode: status },
      responseTime: Math.round(performance.now() - state.started),
    },
    completed ? 'request completed' : 'request aborted',
  );
}

/**
 * One log line per request (`request completed`, or `request aborted` when the client left
 * first) with our own request id, echoed in the response and used by the audit lines (a client
 * must not choose the id under which its actions are recorded); a sane incoming X-Request-Id is
 * logged beside it as `incomingId`, so a proxy's id still finds the request. On node's own
 * request and response, so answers served before Express (http/shared-responses.ts) are logged
 * the same way; nothing is made per request beyond the id and one small record, because this
 * runs on every request. Express's requests get `req.log` from `installRequestLogger`.
 */
export function logRequests(logger: Logger): (req: LoggedRequest, res: ServerResponse) => void {
  return (req, res) => {
    const incoming = req.headers['x-request-id'];
    const id = randomUUID();
    req.id = id;
    (req as WithState)[STATE] = {
      id,
      ...(typeof incoming === 'string' && INCOMING_ID.test(incoming)
        ? { incomingId: incoming }
        : {}),
      started: performance.now(),
      logger,
    };
    res.setHeader('X-Request-Id', id);
    res.on('close', onClose);
  };
}

/**
 * Gives Express's requests `req.log`: a logger whose lines name the request, made on first use
 * (a child logger per request costs a noticeable share of a fast request, and most never log).
 */
export function installRequestLogger(requestPrototype: object): void {
  if (Object.hasOwn(requestPrototype, 'log')) return;
  Object.defineProperty(requestPrototype, 'log', {
    get(this: LoggedRequest) {
      return loggerOf(this);
    },
    configurable: true,
  });
}

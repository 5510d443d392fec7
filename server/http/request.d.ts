import type { Context } from '../context';
import type { Logger } from '../logger';

declare global {
  namespace Express {
    interface Request {
      /** The request id: a sane incoming X-Request-Id, else a new UUID (see request-log.ts). */
      id: string;
      /** A logger whose lines name this request; made on first use. */
      log: Logger;
      /** The per-request context of REST routes; GraphQL builds the same one. */
      ctx: Context;
    }
  }
}

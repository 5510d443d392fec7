import type { Context } from '../context';

declare global {
  namespace Express {
    interface Request {
      /** The per-request context of REST routes; GraphQL builds the same one. */
      ctx: Context;
    }
  }
}

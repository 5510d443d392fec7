import type { AppError } from './errors';
import { DEFAULT_LANGUAGE, type Language } from './http/language';
import type { Logger } from './logger';
import type { Auth } from './security';
import type { SessionUser } from './security/authenticate';
import type { Transport } from './security/cookies';
import type { Store } from './store/types';

/** What every service call receives: who asks, where data lives, and where to log. */
export interface Context {
  requestId: string;
  logger: Logger;
  store: Store;
  /** The signed-in member of staff (live session, ACTIVO account), or null. */
  user: SessionUser | null;
  /**
   * Why `user` is null although a token was sent (bad, expired or ended session). Public
   * operations ignore it; `authorize` throws it for everything else.
   */
  authError: AppError | null;
  /** Tokens, password hashing, throttling, clock: shared by every request of one app. */
  auth: Auth;
  /** The caller's address and the refresh-token cookie, whatever the transport. */
  transport: Transport;
  /** The language of the messages written for the caller (`Accept-Language`; Spanish). */
  language: Language;
}

export interface ContextDeps {
  store: Store;
  auth: Auth;
}

export interface RequestInfo {
  requestId: string;
  logger: Logger;
  transport: Transport;
  user?: SessionUser | null;
  authError?: AppError | null;
  language?: Language;
}

/** Builds the per-request context shared by GraphQL resolvers and REST routes. */
export function createContext(deps: ContextDeps, request: RequestInfo): Context {
  return {
    requestId: request.requestId,
    // Read when a service logs, not before: a request's logger may be made on first use.
    get logger() {
      return request.logger;
    },
    store: deps.store,
    user: request.user ?? null,
    authError: request.authError ?? null,
    auth: deps.auth,
    transport: request.transport,
    language: request.language ?? DEFAULT_LANGUAGE,
  };
}

/** The time now by the app's clock (tests move it), as every record stamps it: ISO 8601, UTC. */
export function nowIso(ctx: Pick<Context, 'auth'>): string {
  return new Date(ctx.auth.clock()).toISOString();
}

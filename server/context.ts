import type { Agent } from 'node:https';
import type { Clock } from './clock';
import type { AppError } from './errors';
import type { Logger } from './logger';
import type { Auth } from './security';
import type { SessionUser } from './security/authenticate';
import type { Transport } from './security/cookies';
import type { MailDelivery } from './security/mail';
import type { RecordCaps } from './security/record-caps';
import type { Settings } from './settings';
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
  /** Tokens, password hashing, throttling: shared by every request of one app. */
  auth: Auth;
  /** The app's clock (tests move it). */
  clock: Clock;
  /** How mail is sent; null when this server sends none (production without SMTP_URL). */
  mail: MailDelivery | null;
  /** The HTTPS agent Web Push goes through: undefined, node's own (tests trust their push service). */
  pushAgent: Agent | undefined;
  /** The caller's address and the refresh-token cookie, whatever the transport. */
  transport: Transport;
  /** How many records of each collection one account may create. */
  caps: RecordCaps;
  /** What each area reads from the environment, by area (server/settings.ts). */
  settings: Settings;
}

export interface ContextDeps {
  store: Store;
  auth: Auth;
  /** Date.now unless given. */
  clock?: Clock;
  /** None unless given. */
  mail?: MailDelivery | null;
  /** Node's default unless given. */
  pushAgent?: Agent;
  /** The caps the areas declare (areas/index.ts RECORD_CAPS), or lower in tests. */
  caps: RecordCaps;
  /** The configuration's (Config.settings). */
  settings: Settings;
}

export interface RequestInfo {
  requestId: string;
  logger: Logger;
  transport: Transport;
  user?: SessionUser | null;
  authError?: AppError | null;
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
    clock: deps.clock ?? Date.now,
    mail: deps.mail ?? null,
    pushAgent: deps.pushAgent,
    transport: request.transport,
    caps: deps.caps,
    settings: deps.settings,
  };
}

// Every service stamps records through the context it already imports.
export { nowIso } from './clock';

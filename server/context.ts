import type { Logger } from './logger';
import type { Store } from './store/types';

/** What every service call receives: who asks, where data lives, and where to log. */
export interface Context {
  requestId: string;
  logger: Logger;
  store: Store;
}

export interface ContextDeps {
  store: Store;
}

/** Builds the per-request context shared by GraphQL resolvers and REST routes. */
export function createContext(deps: ContextDeps, requestId: string, logger: Logger): Context {
  return { requestId, logger, store: deps.store };
}

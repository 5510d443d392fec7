import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import type { Session } from '../session/session';
import { loadingLink } from '../shell/loading-bar/loadingLink';
import { authLink, refreshLink } from './links';

export interface ApolloOptions {
  /** The fetch HttpLink uses; tests pass their own. */
  fetch?: typeof fetch;
}

/**
 * One Apollo client for the staff application, talking to the same origin's /graphql. The
 * refresh link sits above the auth link so that a retried operation gets the new token.
 */
export function createApolloClient(session: Session, options: ApolloOptions = {}) {
  const client = new ApolloClient({
    link: ApolloLink.from([
      // First, so the loading bar covers a retried operation and its refresh as one request.
      loadingLink,
      refreshLink(session),
      authLink(session),
      new HttpLink({ uri: '/graphql', fetch: options.fetch }),
    ]),
    cache: new InMemoryCache(),
  });
  // What one user saw must not show to the next one at this desk.
  let signedIn = false;
  session.subscribe(() => {
    const now = session.getState().status === 'signed-in';
    if (signedIn && !now) void client.clearStore();
    signedIn = now;
  });
  return client;
}

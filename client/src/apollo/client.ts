import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { loadingLink } from '../shell/loading-bar/loadingLink';

/** One Apollo client for the staff application, talking to the same origin's /graphql. */
export function createApolloClient() {
  return new ApolloClient({
    link: ApolloLink.from([loadingLink, new HttpLink({ uri: '/graphql' })]),
    cache: new InMemoryCache(),
  });
}

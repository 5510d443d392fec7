import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** One Apollo client for the staff application, talking to the same origin's /graphql. */
export function createApolloClient() {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql' }),
    cache: new InMemoryCache(),
  });
}

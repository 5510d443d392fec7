import { createGraphiQLFetcher } from '@graphiql/toolkit';

/**
 * JSON POSTs to this origin's API: Apollo's CSRF prevention refuses GETs without a preflight
 * header, and graphql 16 has no @defer, so multipart responses are never needed.
 */
export const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  enableIncrementalDelivery: false,
});

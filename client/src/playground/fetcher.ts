import { createGraphiQLFetcher, type Fetcher, type FetcherParams } from '@graphiql/toolkit';
import { Kind, parse } from 'graphql';
import { withNewDeviceKeys } from './device-keys';
import { createSharedToken } from './shared-token';

/**
 * JSON POSTs to this origin's API: Apollo's CSRF prevention refuses GETs without a preflight
 * header, and graphql 16 has no @defer, so multipart responses are never needed.
 */
const post = createGraphiQLFetcher({
  url: '/graphql',
  enableIncrementalDelivery: false,
});

/**
 * GraphiQL works out which operation to run from the editor a moment after its text changes:
 * run right after switching tabs, it can still send the previous tab's name, and the server
 * answers "Unknown operation named …". A name the document does not hold gives way to the
 * document's only operation; anything else goes as GraphiQL sent it.
 */
export function withKnownOperation(params: FetcherParams): FetcherParams {
  if (!params.operationName) return params;
  let names: (string | undefined)[];
  try {
    names = parse(params.query)
      .definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION)
      .map((definition) => definition.name?.value);
  } catch {
    return params; // the server explains a syntax error better
  }
  if (names.includes(params.operationName) || names.length !== 1) return params;
  return { ...params, operationName: names[0] ?? null };
}

const token = createSharedToken();

/**
 * Runs a tab's operation with the playground's one token (shared-token.ts), each
 * NEW_DEVICE_KEY of its variables a new UUID (device-keys.ts).
 */
export const fetcher: Fetcher = (params, options) => {
  const sent = { ...withKnownOperation(params), variables: withNewDeviceKeys(params.variables) };
  const result = post(sent, {
    ...options,
    headers: token.headersFor(options?.headers),
  });
  // JSON POSTs answer a promise (no subscriptions, no incremental delivery here).
  if (result instanceof Promise) {
    return result.then((answer) => {
      token.learnFrom(answer);
      return answer;
    });
  }
  return result;
};

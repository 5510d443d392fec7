import { gql, type TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../../client/src/apollo/client';
import { errorCodes } from '../../../client/src/apollo/errors';
import { RefreshUnavailableError, SessionEndedError } from '../../../client/src/session/auth-api';
import { ForgotPasswordDocument, SignInDocument } from '../../../generated/client';
import { grant, graphQLError, json, testSession, tick } from '../../support/staff-session';

const ITEM: TypedDocumentNode<{ item: { n: number } }, { n: number }> = gql`
  query Item($n: Int!) {
    item(n: $n) {
      n
    }
  }
`;

type Call = { authorization: string | null; operationName: string; contentType: string | null };

/** A /graphql stand-in: answers by the Bearer token it receives, and records every call. */
function fakeServer(
  answer: (token: string | null, body: { variables?: { n?: number } }) => Response,
  delayMs: (n: number) => number = () => 0,
) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (_uri: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const body = JSON.parse(String(init?.body));
    const authorization = headers.get('authorization');
    calls.push({
      authorization,
      operationName: body.operationName,
      contentType: headers.get('content-type'),
    });
    await new Promise((resolve) => setTimeout(resolve, delayMs(body.variables?.n ?? 0)));
    return answer(authorization?.replace(/^Bearer /, '') ?? null, body);
  });
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch };
}

const itemAnswer =
  (contentType?: string) => (token: string | null, body: { variables?: { n?: number } }) =>
    token === 'new'
      ? json({ data: { item: { __typename: 'Item', n: body.variables?.n } } })
      : graphQLError('TOKEN_EXPIRED', 'Token expired', 401, contentType);

const fiveItems = (client: ReturnType<typeof createApolloClient>) =>
  Promise.all(
    [1, 2, 3, 4, 5].map((n) =>
      client.query({ query: ITEM, variables: { n }, fetchPolicy: 'no-cache' }),
    ),
  );

describe('the link chain', () => {
  it.each([
    ['graphql-response+json', undefined],
    ['application/json (Apollo keeps only the text)', 'application/json'],
  ])(
    'five parallel operations with an expired token: one refresh, five retries with the new token (%s)',
    async (_label, contentType) => {
      const refresh = vi.fn(async () => {
        await tick();
        return grant('new');
      });
      const session = testSession({ refresh });
      session.signedIn(grant('old'));
      const server = fakeServer(itemAnswer(contentType));
      const client = createApolloClient(session, { fetch: server.fetch });

      const results = await fiveItems(client);

      expect(refresh).toHaveBeenCalledTimes(1);
      expect(results.map((result) => result.data?.item.n)).toEqual([1, 2, 3, 4, 5]);
      expect(server.calls).toHaveLength(10);
      expect(server.calls.slice(0, 5).map((call) => call.authorization)).toEqual(
        Array(5).fill('Bearer old'),
      );
      expect(server.calls.slice(5).map((call) => call.authorization)).toEqual(
        Array(5).fill('Bearer new'),
      );
      expect(session.token).toBe('new');
      expect(session.getState().status).toBe('signed-in');
    },
  );

  it('answers spread in time still share the one refresh', async () => {
    const refresh = vi.fn(async () => grant('new'));
    const session = testSession({ refresh });
    session.signedIn(grant('old'));
    // The first expired answer arrives long before the others; the refresh is instant.
    const server = fakeServer(itemAnswer(), (n) => (n === 1 ? 0 : 20 + n * 5));
    const client = createApolloClient(session, { fetch: server.fetch });

    const results = await fiveItems(client);

    expect(refresh).toHaveBeenCalledTimes(1);
    expect(results.map((result) => result.data?.item.n)).toEqual([1, 2, 3, 4, 5]);
    expect(server.calls.slice(5).every((call) => call.authorization === 'Bearer new')).toBe(true);
  });

  it('a request that comes back expired after a refresh already happened retries without another', async () => {
    const refresh = vi.fn(async () => grant('new'));
    const session = testSession({ refresh });
    session.signedIn(grant('old'));
    const server = fakeServer(itemAnswer());
    const client = createApolloClient(session, { fetch: server.fetch });

    await client.query({ query: ITEM, variables: { n: 1 }, fetchPolicy: 'no-cache' });
    // Sent with "old" by a caller that raced the refresh: renewAfter sees a newer token.
    await expect(session.renewAfter('old')).resolves.toBe('new');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('a failed refresh signs out and passes the original error on', async () => {
    const refresh = vi.fn(async () => {
      throw new SessionEndedError('Refresh refused (401)');
    });
    const session = testSession({ refresh });
    session.signedIn(grant('old'));
    const server = fakeServer(itemAnswer());
    const client = createApolloClient(session, { fetch: server.fetch });

    const outcomes = await Promise.allSettled(
      [1, 2, 3].map((n) =>
        client.query({ query: ITEM, variables: { n }, fetchPolicy: 'no-cache' }),
      ),
    );

    expect(refresh).toHaveBeenCalledTimes(1);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      const error = (outcome as PromiseRejectedResult).reason;
      expect(CombinedGraphQLErrors.is(error)).toBe(true);
      expect(errorCodes(error)).toEqual(['TOKEN_EXPIRED']);
    }
    expect(session.getState()).toEqual({ status: 'signed-out' });
    expect(session.token).toBeNull();
    expect(server.calls).toHaveLength(3); // nothing retried
  });

  it('without a session (no refresh cookie) an expired answer also ends signed out', async () => {
    const refresh = vi.fn(async () => {
      throw new SessionEndedError('Refresh refused (401)');
    });
    const session = testSession({ refresh });
    const server = fakeServer(itemAnswer('application/json'));
    const client = createApolloClient(session, { fetch: server.fetch });

    await expect(
      client.query({ query: ITEM, variables: { n: 1 }, fetchPolicy: 'no-cache' }),
    ).rejects.toSatisfy((error) => errorCodes(error).includes('TOKEN_EXPIRED'));
    expect(server.calls[0]?.authorization).toBeNull();
    expect(session.getState()).toEqual({ status: 'signed-out' });
  });

  it('a refresh that cannot reach the server keeps the session and passes the error on', async () => {
    const session = testSession({
      refresh: async () => {
        throw new RefreshUnavailableError('offline');
      },
    });
    session.signedIn(grant('old'));
    const client = createApolloClient(session, { fetch: fakeServer(itemAnswer()).fetch });

    await expect(
      client.query({ query: ITEM, variables: { n: 1 }, fetchPolicy: 'no-cache' }),
    ).rejects.toSatisfy((error) => errorCodes(error).includes('TOKEN_EXPIRED'));
    expect(session.getState().status).toBe('signed-in');
  });

  it('sends the Bearer token and JSON on protected operations, no Authorization on the sign-in family', async () => {
    const session = testSession({});
    session.signedIn(grant('new'));
    const server = fakeServer((token, body) =>
      body.variables?.n
        ? itemAnswer()(token, body)
        : json({ data: { forgotPassword: true, signIn: null } }),
    );
    const client = createApolloClient(session, { fetch: server.fetch });

    await client.query({ query: ITEM, variables: { n: 1 }, fetchPolicy: 'no-cache' });
    await client.mutate({ mutation: ForgotPasswordDocument, variables: { email: 'a@b.pe' } });

    expect(server.calls).toEqual([
      { authorization: 'Bearer new', operationName: 'Item', contentType: 'application/json' },
      { authorization: null, operationName: 'ForgotPassword', contentType: 'application/json' },
    ]);
  });

  it('wrong credentials on signIn neither refresh nor end the session', async () => {
    const refresh = vi.fn(async () => grant('other'));
    const session = testSession({ refresh });
    session.signedIn(grant('new'));
    const server = fakeServer(() => graphQLError('UNAUTHENTICATED', 'Invalid credentials', 401));
    const client = createApolloClient(session, { fetch: server.fetch });

    await expect(
      client.mutate({ mutation: SignInDocument, variables: { login: 'admin', password: 'x' } }),
    ).rejects.toSatisfy((error) => errorCodes(error).includes('UNAUTHENTICATED'));
    expect(server.calls[0]?.authorization).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
    expect(session.getState().status).toBe('signed-in');
  });

  it('UNAUTHENTICATED for the current token means the session ended elsewhere: signed out', async () => {
    const refresh = vi.fn(async () => grant('other'));
    const session = testSession({ refresh });
    session.signedIn(grant('new'));
    const server = fakeServer(() => graphQLError('UNAUTHENTICATED', 'Session ended', 401));
    const client = createApolloClient(session, { fetch: server.fetch });

    await expect(
      client.query({ query: ITEM, variables: { n: 1 }, fetchPolicy: 'no-cache' }),
    ).rejects.toSatisfy((error) => errorCodes(error).includes('UNAUTHENTICATED'));
    expect(refresh).not.toHaveBeenCalled();
    expect(session.getState()).toEqual({ status: 'signed-out' });
  });
});

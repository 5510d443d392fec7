import { type ApolloServerPlugin, HeaderMap } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Context } from '../context';
import { ForbiddenError, INTERNAL_MESSAGE, isAppError, LimitReachedError } from '../errors';
import type { Logger } from '../logger';

/**
 * The one translation of errors for GraphQL clients: AppErrors keep their code (and field
 * details), graphql's own parse/validation errors pass through, everything else is masked.
 */
export function formatError(
  formatted: GraphQLFormattedError,
  error: unknown,
): GraphQLFormattedError {
  const unwrapped = unwrapResolverError(error);
  // An AppError carried by a GraphQLError of our own (a context that could not be built).
  const original =
    unwrapped instanceof GraphQLError && isAppError(unwrapped.originalError)
      ? unwrapped.originalError
      : unwrapped;
  if (isAppError(original)) {
    return {
      message: original.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: {
        code: original.code,
        ...(original.fields ? { fields: original.fields } : {}),
        ...(original.retryAfter ? { retryAfter: original.retryAfter } : {}),
        ...(original instanceof ForbiddenError && original.reason
          ? { reason: original.reason }
          : {}),
        ...(original instanceof LimitReachedError
          ? { collection: original.collection, limit: original.limit }
          : {}),
      },
    };
  }
  // graphql-js, Apollo and the operation limits speak GraphQLError: safe to pass on.
  if (original instanceof GraphQLError) {
    const { stacktrace: _hidden, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  return {
    message: INTERNAL_MESSAGE,
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}

/**
 * Logs unexpected errors with the request id, and sets the HTTP status a client's transport
 * layer acts on: 429 or 503 (with Retry-After) when an attempt was throttled or the data was
 * briefly unreachable, else 401 when
 * authentication failed (missing, bad or expired token, wrong credentials) so the client's
 * refresh logic can see it. Other errors keep GraphQL's 200 with `errors`.
 */
export function errorPlugin(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue, response }) {
          for (const error of errors) {
            const original = unwrapResolverError(error);
            if (isAppError(original)) {
              if (!response.http) continue;
              if (original.retryAfter) {
                // 429 throttled, 503 the data briefly unreachable: the transport retries later.
                response.http.status = original.status;
                response.http.headers.set('retry-after', String(original.retryAfter));
              } else if (original.status === 401 && response.http.status !== 429) {
                response.http.status = 401;
              }
              continue;
            }
            if (!(original instanceof GraphQLError)) {
              contextValue.logger.error(
                { err: original, path: error.path },
                'graphql resolver failed',
              );
            }
          }
        },
      };
    },
  };
}

/**
 * What a GraphQL client gets when its context could not be built (the store unreachable while
 * its session was read): Apollo would answer "Context creation failed: <the error's message>"
 * and log nothing. An AppError keeps its code, status and Retry-After; anything else is logged
 * and masked like every unexpected error.
 */
export function contextFailure(error: unknown, logger: Logger): GraphQLError {
  if (isAppError(error)) {
    // formatError writes its message and extensions; the HTTP status and Retry-After go here,
    // as errorPlugin sets them for an error met during execution.
    const headers = new HeaderMap(
      error.retryAfter ? [['retry-after', String(error.retryAfter)]] : [],
    );
    return new GraphQLError(error.message, {
      originalError: error,
      extensions: { http: { status: error.status, headers } },
    });
  }
  logger.error({ err: error }, 'graphql context failed');
  return new GraphQLError(INTERNAL_MESSAGE, {
    extensions: { code: 'INTERNAL_SERVER_ERROR', http: { status: 500 } },
  });
}

import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { fieldsOf, type ServerGraphQLError } from './graphql-errors';

export type { ServerGraphQLError };

/**
 * The GraphQL errors of a failed operation, whether Apollo parsed the answer (a
 * graphql-response+json body, whatever its status) or kept only its text (a non-200
 * application/json body). Null when the answer held none: the server was not reached or failed.
 */
export function graphQLErrorsOf(error: unknown): ServerGraphQLError[] | null {
  if (CombinedGraphQLErrors.is(error)) return error.errors as ServerGraphQLError[];
  if (ServerError.is(error)) {
    try {
      const { errors } = JSON.parse(error.bodyText) as { errors?: unknown };
      return Array.isArray(errors) && errors.length > 0 ? (errors as ServerGraphQLError[]) : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** The `extensions.code` of each GraphQL error of a failed operation. */
export function errorCodes(error: unknown): string[] {
  return (graphQLErrorsOf(error) ?? [])
    .map((item) => item?.extensions?.code)
    .filter((code): code is string => typeof code === 'string');
}

/**
 * The limit named by a LIMIT_REACHED answer (the caller created as many records of the kind as
 * one account may), or null when the operation failed otherwise.
 */
export function reachedLimit(error: unknown): number | null {
  const reached = (graphQLErrorsOf(error) ?? []).find(
    (item) => item?.extensions?.code === 'LIMIT_REACHED',
  );
  const limit = reached?.extensions?.limit;
  return typeof limit === 'number' ? limit : null;
}

/** The `extensions.reason` of each GraphQL error that has one (why a FORBIDDEN was answered). */
export function errorReasons(error: unknown): string[] {
  return (graphQLErrorsOf(error) ?? [])
    .map((item) => item?.extensions?.reason)
    .filter((reason): reason is string => typeof reason === 'string');
}

/**
 * The `extensions.fields` of the first GraphQL error of a failed operation (BAD_REQUEST and
 * CONFLICT name fields there: `{ field: stable English message }`); empty when there are none.
 */
export function errorFields(error: unknown): Record<string, string> {
  return fieldsOf(graphQLErrorsOf(error));
}

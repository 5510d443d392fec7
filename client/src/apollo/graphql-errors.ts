/** One GraphQL error as the server sends it: a message and `extensions` with a stable code. */
export interface ServerGraphQLError {
  message: string;
  extensions?: {
    code?: unknown;
    retryAfter?: unknown;
    fields?: unknown;
    reason?: unknown;
    limit?: unknown;
  };
}

// Read without Apollo, so the sign-in page (sent before Apollo loads) reads errors as every
// other page does.

/**
 * The `extensions.fields` of the first error (BAD_REQUEST and CONFLICT name fields there:
 * `{ field: stable English message }`); empty when there are none.
 */
export function fieldsOf(errors: readonly ServerGraphQLError[] | null): Record<string, string> {
  const fields: Record<string, string> = {};
  const given = errors?.[0]?.extensions?.fields;
  if (given && typeof given === 'object') {
    for (const [name, message] of Object.entries(given)) {
      if (typeof message === 'string') fields[name] = message;
    }
  }
  return fields;
}

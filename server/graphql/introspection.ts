import type { ApolloServerPlugin } from '@apollo/server';
import { BREAK, type DocumentNode, GraphQLError, visit } from 'graphql';
import type { Context } from '../context';

/**
 * Introspection is decided per request: open to everybody outside production, and in production
 * only to callers that `allowed` accepts (signed-in staff), so the playground still works there.
 */
export function introspectionGate(allowed: (ctx: Context) => boolean): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, contextValue }) {
          if (allowed(contextValue) || !selectsIntrospection(document)) return;
          throw new GraphQLError('Introspection requires a signed-in staff member', {
            extensions: { code: 'FORBIDDEN', http: { status: 403 } },
          });
        },
      };
    },
  };
}

// Walks the whole document, fragments included, so a fragment cannot smuggle __schema in.
function selectsIntrospection(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}

import type { ApolloServerPlugin } from '@apollo/server';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { graphqlOperations } from './registry';

/**
 * Operation names are the client's to choose: the first NAMES_KEPT distinct names are labels,
 * later ones count as `other`, so no caller can grow the label set. The staff and public clients
 * use fewer than half of them.
 */
const NAMES_KEPT = 200;
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
/** Error codes are the server's own (ours, Apollo's, the operation limits'). */
const CODE = /^[A-Z][A-Z_]{0,39}$/;

function firstName(document: DocumentNode | undefined): string | undefined {
  const first = document?.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === 'OperationDefinition',
  );
  return first?.name?.value;
}

/** The label of an operation's name: the first `kept` distinct names, then `other`. */
export function operationLabels(kept = NAMES_KEPT): (name: string | null | undefined) => string {
  const names = new Set<string>();
  return (name) => {
    if (!name) return '(anonymous)';
    if (!NAME.test(name)) return 'other';
    if (names.has(name)) return name;
    if (names.size >= kept) return 'other';
    names.add(name);
    return name;
  };
}

/** Counts each operation Apollo runs (answers kept by the shared answers never reach it). */
export function metricsPlugin(): ApolloServerPlugin {
  const label = operationLabels();
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ operationName, operation, request, document, response }) {
          // The errors as the client reads them: codes after formatError's translation.
          const errors =
            response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          const code = errors?.[0]?.extensions?.code;
          graphqlOperations.inc({
            // Refused before it was resolved: the name the client sent, or its document's first.
            operation: label(operationName ?? request.operationName ?? firstName(document)),
            type: operation?.operation ?? 'unknown',
            outcome: !errors?.length
              ? 'ok'
              : typeof code === 'string' && CODE.test(code)
                ? code
                : 'error',
          });
        },
      };
    },
  };
}

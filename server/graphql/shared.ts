import type { ApolloServerPlugin } from '@apollo/server';
import type { FragmentDefinitionNode, SelectionSetNode } from 'graphql';
import type { Context } from '../context';

/**
 * Marks a query's answer shared (http/shared-responses.ts) when every field it asks at the root
 * is one of `fields` (queries whose REST route is declared `shared`: the same answer for every
 * caller with the same role) or `__typename`, and it answered without errors. Anything else — a
 * mutation, `me`, messages, introspection — is made for its caller alone.
 */
export function sharedOperations(fields: ReadonlySet<string>): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      let shareable = false;
      return {
        async didResolveOperation({ operation, document }) {
          const fragments = new Map(
            document.definitions
              .filter((definition) => definition.kind === 'FragmentDefinition')
              .map((fragment) => [fragment.name.value, fragment]),
          );
          shareable =
            operation?.operation === 'query' &&
            rootFields(operation.selectionSet, fragments).every(
              (name) => name === '__typename' || fields.has(name),
            );
        },
        async willSendResponse({ response, contextValue }) {
          if (
            shareable &&
            response.body.kind === 'single' &&
            response.body.singleResult.errors === undefined &&
            (response.http.status ?? 200) === 200
          ) {
            contextValue.transport.share();
          }
        },
      };
    },
  };
}

/** The names of the fields a selection asks at its level, through fragments. */
function rootFields(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === 'Field') return [selection.name.value];
    if (selection.kind === 'InlineFragment') {
      return rootFields(selection.selectionSet, fragments, seen);
    }
    const name = selection.name.value;
    const fragment = fragments.get(name);
    // A missing fragment (validation refuses it) or one spread twice: simply not shared.
    if (!fragment || seen.has(name)) return ['(unknown)'];
    seen.add(name);
    return rootFields(fragment.selectionSet, fragments, seen);
  });
}

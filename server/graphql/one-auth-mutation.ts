import { GraphQLError, Kind, type SelectionSetNode, type ValidationRule } from 'graphql';
import { AUTH_MUTATIONS } from '../areas/auth/resolvers';

const AUTH_FIELDS: ReadonlySet<string> = new Set(AUTH_MUTATIONS);

export const ONE_AUTH_MUTATION =
  'At most one sign-in, sign-up, password or session mutation per operation';

/**
 * SECURITY 23: at most one authentication mutation per operation, aliases and fragments
 * counted, so that one request cannot try thirty passwords, hash thirty sign-ups or send thirty
 * reset links. The throttles count every attempt anyway; this keeps one request from being many.
 */
export const oneAuthMutation: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    if (operation.operation !== 'mutation') return;
    const seen = new Set<string>();
    const count = (selectionSet: SelectionSetNode): number =>
      selectionSet.selections.reduce((total, selection) => {
        if (selection.kind === Kind.FIELD) {
          return total + (AUTH_FIELDS.has(selection.name.value) ? 1 : 0);
        }
        if (selection.kind === Kind.INLINE_FRAGMENT) return total + count(selection.selectionSet);
        const name = selection.name.value;
        const fragment = context.getFragment(name);
        // A fragment spread twice selects its fields once; a cycle is another rule's error.
        if (!fragment || seen.has(name)) return total;
        seen.add(name);
        return total + count(fragment.selectionSet);
      }, 0);
    if (count(operation.selectionSet) > 1) {
      context.reportError(new GraphQLError(ONE_AUTH_MUTATION, { nodes: [operation] }));
    }
  },
});

import type { ApolloServerPlugin } from '@apollo/server';
import {
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getDirectiveValues,
  getNamedType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import type { Context } from '../context';
import { contextFailure } from './errors';

/** A list field whose SDL says nothing of its size counts as this many items. */
export const DEFAULT_LIST_SIZE = 10;

/** A field's `@listSize` (schema/base.graphql), as written in the SDL. */
export interface ListSize {
  assumedSize?: number;
  slicingArguments?: string[];
  sizedFields?: string[];
}

/** What the SDL declares of a list field's size; nothing for a field without `@listSize`. */
export function declaredListSize(
  schema: GraphQLSchema,
  field: GraphQLField<unknown, unknown>,
): ListSize {
  const directive = schema.getDirective('listSize');
  if (!directive || !field.astNode) return {};
  return (getDirectiveValues(directive, field.astNode) as ListSize | undefined) ?? {};
}

/** The most values an operation's answer may hold, and the lists it counted. */
export interface AnswerSize {
  values: number;
  /** Each list field asked (`IconSet.list`) with the items it counted for it (the fewest, if several). */
  lists: Map<string, number>;
}

/**
 * The most values (leaves, objects, list items) the answer to `operation` can hold: a list
 * counts its size times what one item asks for, its size read from the field's `@listSize` (the
 * page size an argument asks for, or the most it holds) or DEFAULT_LIST_SIZE. Introspection is
 * not counted: its own gate and the cost limit cover it. Unknown fields and fragments count
 * nothing (validation refuses them); a fragment's size is worked out once per sizing.
 */
export function answerSize(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragment: (name: string) => FragmentDefinitionNode | undefined,
): AnswerSize {
  const known = new Map<string, number>();
  const visiting = new Set<string>();
  const lists = new Map<string, number>();

  const selections = (
    set: SelectionSetNode,
    type: GraphQLNamedType | undefined,
    sized: ReadonlyMap<string, number>,
  ): number => {
    let values = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) values += fieldValues(selection, type, sized);
      else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition
          ? schema.getType(selection.typeCondition.name.value)
          : type;
        values += selections(selection.selectionSet, on, sized);
      } else {
        const name = selection.name.value;
        const key = `${name}\n${JSON.stringify([...sized])}`;
        const definition = fragment(name);
        if (!definition || visiting.has(key)) continue;
        let found = known.get(key);
        if (found === undefined) {
          visiting.add(key);
          const on = schema.getType(definition.typeCondition.name.value);
          found = selections(definition.selectionSet, on, sized);
          visiting.delete(key);
          known.set(key, found);
        }
        values += found;
      }
    }
    return values;
  };

  const fieldValues = (
    node: FieldNode,
    parent: GraphQLNamedType | undefined,
    sized: ReadonlyMap<string, number>,
  ): number => {
    const name = node.name.value;
    if (name === '__typename') return 1;
    if (name === '__schema' || name === '__type') return 0;
    const field =
      isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
    if (!field) return 0;
    const declared = declaredListSize(schema, field);
    const size = sliceSize(field, node, declared) ?? declared.assumedSize ?? DEFAULT_LIST_SIZE;
    // A page's size is that of the fields it fills (`items`), not of the page itself.
    const forChildren = new Map((declared.sizedFields ?? []).map((child) => [child, size]));
    const item = node.selectionSet
      ? 1 + selections(node.selectionSet, getNamedType(field.type), forChildren)
      : 1;
    const levels = listLevels(field.type);
    if (levels === 0) return item;
    const items = (sized.get(name) ?? (declared.sizedFields ? DEFAULT_LIST_SIZE : size)) ** levels;
    const coordinate = `${parent?.name}.${name}`;
    lists.set(coordinate, Math.min(items, lists.get(coordinate) ?? Infinity));
    return items * item;
  };

  const root = schema.getRootType(operation.operation);
  const values = root ? selections(operation.selectionSet, root, new Map()) : 0;
  return { values, lists };
}

/** How many lists a type nests (`[[Float]]` is two). */
function listLevels(type: GraphQLField<unknown, unknown>['type']): number {
  let levels = 0;
  let current = type;
  while (isNonNullType(current) || isListType(current)) {
    if (isListType(current)) levels += 1;
    current = current.ofType;
  }
  return levels;
}

/**
 * The page size a request asks for through a slicing argument (`first`, `input.size`): a
 * literal, at most `assumedSize`; the argument's default when it is left out; undefined when a
 * variable chooses it (an operation is measured once for every set of variables: the most counts).
 */
function sliceSize(
  field: GraphQLField<unknown, unknown>,
  node: FieldNode,
  { slicingArguments = [], assumedSize }: ListSize,
): number | undefined {
  for (const path of slicingArguments) {
    const [name = '', ...rest] = path.split('.');
    let value: ValueNode | undefined = node.arguments?.find(
      (arg) => arg.name.value === name,
    )?.value;
    const argument = field.args.find((arg) => arg.name === name);
    let type = argument?.type;
    let fallback = argument?.defaultValue;
    for (const part of rest) {
      const input = getNamedType(type);
      const inner = isInputObjectType(input) ? input.getFields()[part] : undefined;
      type = inner?.type;
      fallback = inner?.defaultValue;
      value =
        value?.kind === Kind.OBJECT
          ? value.fields.find((entry) => entry.name.value === part)?.value
          : value?.kind === Kind.VARIABLE
            ? value
            : undefined;
    }
    if (value?.kind === Kind.INT) return Math.min(Number(value.value), assumedSize ?? Infinity);
    if (value?.kind === Kind.VARIABLE) return undefined;
    if (typeof fallback === 'number') return fallback;
  }
  return undefined;
}

/**
 * SECURITY 38: an anonymous operation whose answer could hold more than `maxValues` values is
 * refused (400) before it runs, so a few bytes cannot buy a large answer however its lists are
 * aliased or nested. Decided per request, as the caller is known only then; signed-in staff are
 * not held to it (their lists are their screens, paged where they grow, and their accounts answer
 * for them). Each operation is measured once: Apollo hands out one parsed document per query.
 */
export function answerSizeGate(maxValues: number): ApolloServerPlugin<Context> {
  const measured = new WeakMap<OperationDefinitionNode, AnswerSize>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, schema, contextValue }) {
          if (contextValue.user !== null || !operation) return;
          let size = measured.get(operation);
          if (!size) {
            const fragments = new Map(
              document.definitions
                .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
                .map((fragment) => [fragment.name.value, fragment]),
            );
            size = answerSize(schema, operation, (name) => fragments.get(name));
            measured.set(operation, size);
          }
          if (size.values <= maxValues) return;
          // A token that failed (expired, ended) is what the caller must hear of: a client
          // refreshes on TOKEN_EXPIRED and asks again, signed in.
          if (contextValue.authError) {
            throw contextFailure(contextValue.authError, contextValue.logger);
          }
          throw tooLarge(size, maxValues);
        },
      };
    },
  };
}

function tooLarge({ values, lists }: AnswerSize, maxValues: number): GraphQLError {
  const [field, items] = [...lists].reduce(
    (most, entry) => (entry[1] > most[1] ? entry : most),
    ['', 0],
  );
  const largest = field ? ` (${field} counts ${items})` : '';
  return new GraphQLError(
    `Answer too large: it could hold ${values} values, over the limit of ${maxValues} without signing in. Each list counts as many values as it may hold${largest}: ask for fewer lists or smaller pages.`,
    { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } },
  );
}

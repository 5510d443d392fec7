import {
  execute,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLOutputType,
  getNamedType,
  isAbstractType,
  isEnumType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  parse,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { RECORD_CAPS } from '../../../server/areas';
import { MAX_CALL_CONTACTS, MAX_PHRASES } from '../../../server/areas/assistant/input';
import { MAX_EMERGENCY_CONTACTS } from '../../../server/areas/emergency-contacts/input';
import { MAX_RESULTS, MAX_SUGGESTIONS } from '../../../server/areas/verification/service';
import {
  answerSize,
  DEFAULT_LIST_SIZE,
  declaredListSize,
} from '../../../server/graphql/answer-size';
import type { SessionUser } from '../../../server/security/authenticate';
import { capLimit } from '../../../server/security/record-caps';
import { createTestApp } from '../../support/app';
import { ROLES, sessionOf } from '../../support/auth';
import { testContext } from '../../support/context';

// SECURITY 38: the operation limits count each list by the most items it may hold. Sound only
// if no list holds more than it is counted for: every query the seeded data can answer is asked
// with every field it has, as every caller, and each list's length is held to its count.

const app = await createTestApp();
const { schema } = app;
const CALLERS: (SessionUser | null)[] = [null, ...ROLES.map((role) => sessionOf(role))];
/** Deep enough for the navigation's three levels of children under a menu. */
const DEPTH = 6;

/** Every field of `type` that needs no argument, `depth` levels down; concrete types by name. */
function selection(type: GraphQLNamedType, depth: number): string {
  if (isLeafType(type)) return '';
  if (isAbstractType(type)) {
    const possible = schema.getPossibleTypes(type);
    return `{ __typename ${possible.map((each) => `... on ${each.name} ${selection(each, depth)}`).join(' ')} }`;
  }
  if (!isObjectType(type) || depth === 0) return '{ __typename }';
  const fields = Object.values(type.getFields()).filter(
    (field) => !field.args.some((arg) => isNonNullType(arg.type)),
  );
  const asked = fields.map((field) => {
    const named = getNamedType(field.type);
    return isLeafType(named) ? field.name : `${field.name} ${selection(named, depth - 1)}`;
  });
  return `{ __typename ${asked.join(' ')} }`;
}

/** Every way to call a root field: none needs arguments, or only enums, each value in turn. */
function calls(field: GraphQLField<unknown, unknown>): string[] {
  const required = field.args.filter((arg) => isNonNullType(arg.type));
  if (required.length === 0) return [''];
  if (required.length > 1) return [];
  const [arg] = required;
  const type = arg && getNamedType(arg.type);
  if (!arg || !isEnumType(type) || isListType(arg.type)) return [];
  return type.getValues().map((value) => `(${arg.name}: ${value.name})`);
}

/** The longest list seen under each `Type.field` of an answer. */
function observe(value: unknown, type: GraphQLOutputType, at: string, seen: Map<string, number>) {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (value === null || value === undefined) return;
  if (isListType(inner)) {
    const items = value as unknown[];
    seen.set(at, Math.max(items.length, seen.get(at) ?? 0));
    for (const item of items) observe(item, inner.ofType, at, seen);
    return;
  }
  if (isLeafType(inner)) return;
  const object = value as Record<string, unknown>;
  const concrete = schema.getType(String(object.__typename));
  if (!isObjectType(concrete)) return;
  for (const [name, child] of Object.entries(object)) {
    const field = concrete.getFields()[name];
    if (field) observe(child, field.type, `${concrete.name}.${name}`, seen);
  }
}

const queries = Object.values(schema.getQueryType()?.getFields() ?? {}).flatMap((field) =>
  calls(field).map((args) => ({
    name: `${field.name}${args}`,
    query: `{ ${field.name}${args} ${selection(getNamedType(field.type), DEPTH)} }`,
  })),
);

describe('the size each list is counted for', () => {
  it('covers most queries', () => {
    expect(queries.length).toBeGreaterThan(50);
  });

  it('is at least the cap the code puts on a list', () => {
    const topics = schema.getType('AssistantTopicId');
    const phrasesType = schema.getType('LocalizedPhrases');
    const caps: [string, string, number][] = [
      ['Query', 'emergencyContacts', MAX_EMERGENCY_CONTACTS],
      ['Query', 'adminEmergencyContacts', MAX_EMERGENCY_CONTACTS],
      ['Mutation', 'reorderEmergencyContacts', MAX_EMERGENCY_CONTACTS],
      ['Query', 'assistantTopics', isEnumType(topics) ? topics.getValues().length : Infinity],
      ['AssistantTopic', 'callContactIds', MAX_CALL_CONTACTS],
      ...Object.keys(phrasesType && isObjectType(phrasesType) ? phrasesType.getFields() : {}).map(
        (lang): [string, string, number] => ['LocalizedPhrases', lang, MAX_PHRASES],
      ),
      ['ProviderVerification', 'results', MAX_RESULTS],
      ['ProviderVerification', 'suggestions', MAX_SUGGESTIONS],
      ['Query', 'notes', capLimit({ caps: RECORD_CAPS }, 'notes')],
      ['Query', 'tasks', capLimit({ caps: RECORD_CAPS }, 'tasks')],
      ['Query', 'contacts', capLimit({ caps: RECORD_CAPS }, 'contacts')],
      ['Chat', 'messages', capLimit({ caps: RECORD_CAPS }, 'chatMessages')],
    ];
    for (const [typeName, name, cap] of caps) {
      const type = schema.getType(typeName);
      const field = isObjectType(type) ? type.getFields()[name] : undefined;
      expect(field, `${typeName}.${name}`).toBeDefined();
      if (!field) continue;
      const counted = declaredListSize(schema, field).assumedSize ?? DEFAULT_LIST_SIZE;
      expect(counted, `${typeName}.${name}`).toBeGreaterThanOrEqual(cap);
    }
  });

  it.each(queries)('holds every list of $name', async ({ query }) => {
    const document = parse(query);
    const operation = document.definitions[0] as OperationDefinitionNode;
    expect(operation.kind).toBe(Kind.OPERATION_DEFINITION);
    const counted = answerSize(schema, operation, () => undefined).lists;
    const seen = new Map<string, number>();
    for (const user of CALLERS) {
      const contextValue = await testContext({ store: app.store, user });
      const result = await execute({ schema, document, contextValue });
      const root = { __typename: 'Query', ...result.data };
      observe(root, schema.getQueryType() as GraphQLOutputType, 'Query', seen);
    }
    const over = [...seen]
      .filter(([at, length]) => length > (counted.get(at) ?? 0))
      .map(([at, length]) => `${at}: ${length} items, counted ${counted.get(at)}`);
    expect(over).toEqual([]);
  });
});

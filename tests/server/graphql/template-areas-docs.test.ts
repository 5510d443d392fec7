import { readFileSync } from 'node:fs';
import { Kind, parse, visit } from 'graphql';
import { describe, expect, it } from 'vitest';

/** The playground's explorer is these areas' manual: every type, field and enum value says what it is. */
describe.each([
  'tasks',
  'notes',
  'scrumboard',
  'academy',
  'help-center',
  'file-manager',
  'chat',
  'icons',
  'dashboards',
  'activities',
])('schema/%s.graphql', (area) => {
  it('describes every type, field, input field and enum value', () => {
    const document = parse(
      readFileSync(new URL(`../../../schema/${area}.graphql`, import.meta.url), 'utf8'),
    );
    const undocumented: string[] = [];
    let owner = '';
    visit(document, {
      enter(node) {
        if ('name' in node && node.name && 'fields' in node) owner = node.name.value;
        if ('name' in node && node.name && 'values' in node) owner = node.name.value;
        const described =
          node.kind === Kind.OBJECT_TYPE_DEFINITION ||
          node.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION ||
          node.kind === Kind.ENUM_TYPE_DEFINITION ||
          node.kind === Kind.FIELD_DEFINITION ||
          node.kind === Kind.INPUT_VALUE_DEFINITION ||
          node.kind === Kind.ENUM_VALUE_DEFINITION;
        // Arguments of root fields are explained by the field's own description.
        if (
          node.kind === Kind.INPUT_VALUE_DEFINITION &&
          (owner === 'Query' || owner === 'Mutation')
        )
          return;
        if (described && !node.description?.value.trim())
          undocumented.push(`${owner}.${node.name.value}`);
      },
    });
    expect(undocumented).toEqual([]);
  });
});

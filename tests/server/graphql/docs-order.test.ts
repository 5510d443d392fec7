import { readFileSync } from 'node:fs';
import { Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../../../server/areas';
import { createTestApp } from '../../support/app';

/** The root fields the template's demo areas declare, by root type. */
function demoRootFields(): Record<'Query' | 'Mutation', Set<string>> {
  const fields = { Query: new Set<string>(), Mutation: new Set<string>() };
  for (const area of AREAS.filter((candidate) => candidate.routes?.demo)) {
    const sdl = readFileSync(new URL(`../../../schema/${area.name}.graphql`, import.meta.url));
    for (const node of parse(sdl.toString()).definitions) {
      if (node.kind !== Kind.OBJECT_TYPE_EXTENSION && node.kind !== Kind.OBJECT_TYPE_DEFINITION)
        continue;
      const root = node.name.value;
      if (root !== 'Query' && root !== 'Mutation') continue;
      for (const field of node.fields ?? []) fields[root].add(field.name.value);
    }
  }
  return fields;
}

describe('the playground’s Docs', () => {
  it('list the product’s queries and mutations before the template’s demo areas', async () => {
    const app = await createTestApp();
    const response = await app.request.post('/graphql').send({
      query: '{ __schema { queryType { fields { name } } mutationType { fields { name } } } }',
    });
    const schema = response.body.data.__schema;
    const demo = demoRootFields();
    for (const [root, type] of [
      ['Query', schema.queryType],
      ['Mutation', schema.mutationType],
    ] as const) {
      const names: string[] = type.fields.map((field: { name: string }) => field.name);
      const firstDemo = names.findIndex((name) => demo[root].has(name));
      expect(firstDemo).toBeGreaterThan(0);
      // After the first demo field, nothing of the product's.
      expect(names.slice(firstDemo).filter((name) => !demo[root].has(name))).toEqual([]);
    }
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import {
  type DefinitionNode,
  type FragmentDefinitionNode,
  Kind,
  parse,
  print,
  visit,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app';

// Every operation the staff application sends, as Apollo Client sends it (with __typename),
// must get past parsing and the operation limits: a limit tuned too tight breaks real screens.

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.graphql'))
    .map((entry) => join(entry.parentPath, entry.name));
}

const definitions: DefinitionNode[] = graphqlFiles('client/src').flatMap(
  (file) => parse(readFileSync(file, 'utf8')).definitions,
);
const fragments = new Map(
  definitions
    .filter((node): node is FragmentDefinitionNode => node.kind === Kind.FRAGMENT_DEFINITION)
    .map((node) => [node.name.value, node]),
);

/** The fragments a definition spreads, and theirs, as the client's documents include them. */
function usedFragments(node: DefinitionNode, found = new Set<string>()): Set<string> {
  visit(node, {
    FragmentSpread(spread) {
      const name = spread.name.value;
      const fragment = fragments.get(name);
      if (found.has(name) || !fragment) return;
      found.add(name);
      usedFragments(fragment, found);
    },
  });
  return found;
}
const operations = definitions.filter((node) => node.kind === Kind.OPERATION_DEFINITION);

/** One operation with the fragments of the client, as Apollo Client would send it. */
function asSent(operation: DefinitionNode): { name: string; query: string } {
  const document = addTypenameToDocument({
    kind: Kind.DOCUMENT,
    definitions: [
      operation,
      ...[...usedFragments(operation)].flatMap((name) => fragments.get(name) ?? []),
    ],
  });
  const name = operation.kind === Kind.OPERATION_DEFINITION ? (operation.name?.value ?? '') : '';
  return { name, query: print(document) };
}

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});

describe("the client's operations", () => {
  it('are found', () => {
    expect(operations.length).toBeGreaterThan(10);
  });

  it.each(operations.map(asSent))(
    '$name passes parsing, validation and the limits',
    async ({ name, query }) => {
      const response = await app.request
        .post('/graphql')
        .set('content-type', 'application/json')
        .send({ query, operationName: name });
      const codes = (response.body.errors ?? []).map(
        (error: { extensions?: { code?: string } }) => error.extensions?.code,
      );
      expect(codes).not.toContain('GRAPHQL_PARSE_FAILED');
      expect(codes).not.toContain('GRAPHQL_VALIDATION_FAILED');
    },
  );
});

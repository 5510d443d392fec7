import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});

function nested(levels: number): string {
  // __type(name) → ofType → ofType … reaches any depth on a schema without cycles.
  let selection = 'name';
  for (let i = 0; i < levels; i++) selection = `ofType { ${selection} }`;
  return `{ __type(name: "Query") { fields { type { ${selection} } } } }`;
}

describe('operation limits', () => {
  it('refuses a query 30 levels deep', async () => {
    const response = await app.graphql(nested(30));
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toMatch(/depth|cost/i);
  });

  it('allows the same query at a reasonable depth', async () => {
    const response = await app.graphql(nested(3));
    expect(response.status).toBe(200);
  });

  it('refuses 101 aliases', async () => {
    const aliases = Array.from({ length: 101 }, (_, i) => `a${i}: __typename`).join(' ');
    const response = await app.graphql(`{ ${aliases} }`);
    expect(response.status).toBe(400);
  });

  it('refuses more aliases than the limit even in a short query', async () => {
    const aliases = Array.from({ length: 31 }, (_, i) => `a${i}: serverInfo { version }`);
    const response = await app.graphql(`{ ${aliases.join(' ')} }`);
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toMatch(/alias/i);
  });

  it('refuses 500 duplicated fields', async () => {
    const response = await app.graphql(`{ ${'serverInfo { version } '.repeat(500)} }`);
    expect(response.status).toBe(400);
  });

  it('refuses 500 duplicated scalar fields', async () => {
    const response = await app.graphql(`{ ${'__typename '.repeat(500)} }`);
    expect(response.status).toBe(400);
  });

  it('counts depth through fragments', async () => {
    let fragments = '';
    for (let i = 0; i < 30; i++) {
      fragments += `fragment F${i} on __Type { ofType { ...F${i + 1} } } `;
    }
    fragments += 'fragment F30 on __Type { name }';
    const response = await app.graphql(`{ x: __type(name: "Query") { ...F0 } } ${fragments}`);
    expect(response.status).toBe(400);
  });

  it('allows an ordinary query and the playground introspection', async () => {
    const { getIntrospectionQuery } = await import('graphql');
    const response = await app.graphql(getIntrospectionQuery({ descriptions: true }));
    expect(response.status).toBe(200);
    expect(response.body.data.__schema.queryType.name).toBe('Query');
  });

  it('refuses batched operations', async () => {
    const response = await app.request
      .post('/graphql')
      .set('content-type', 'application/json')
      .send([{ query: '{__typename}' }, { query: '{__typename}' }]);
    expect(response.status).toBe(400);
  });
});

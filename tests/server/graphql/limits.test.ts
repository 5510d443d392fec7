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
    // Refused for what it asks, not for how it is written.
    expect(response.body.errors[0].message).toMatch(/Query Cost limit of 3000 exceeded|depth/i);
  });

  it('refuses an operation over the cost limit though within the token and depth limits', async () => {
    // A chain of fragments 14 levels down: under the 500 tokens and the depth of 15, over the
    // cost; 12 levels cost less than the limit and are answered.
    const chain = (levels: number) => {
      let fragments = '';
      for (let i = 0; i < levels; i++) {
        fragments += `fragment F${i} on __Type { ofType { ...F${i + 1} } } `;
      }
      return `{ x: __type(name: "Query") { ...F0 } } ${fragments} fragment F${levels} on __Type { name }`;
    };
    const refused = await app.graphql(chain(14));
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].message).toMatch(/Query Cost limit of 3000 exceeded/);
    expect(refused.body.data ?? null).toBeNull();
    expect((await app.graphql(chain(12))).status).toBe(200);
  });

  it('refuses more than 30 directives, and answers 30', async () => {
    // Two directives on each aliased field (a directive may appear once per location).
    const fields = (count: number) =>
      Array.from(
        { length: count },
        (_, i) => `a${i}: __typename @include(if: true) @skip(if: false)`,
      ).join(' ');
    const refused = await app.graphql(`{ ${fields(16)} }`);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].message).toMatch(/Directives limit of 30 exceeded, found 32/);
    const answered = await app.graphql(`{ ${fields(15)} }`);
    expect(answered.status).toBe(200);
    expect(answered.body.data.a14).toBe('Query');
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

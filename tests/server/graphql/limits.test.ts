import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app';
import { signInAs } from '../../support/auth';

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

/** `count` aliases of one icon set's names: about 31 KB of answer each, for 44 bytes asked. */
const iconSets = (count: number) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}:iconSet(id:MATERIAL_OUTLINE){list}`).join(' ')} }`;

describe('the size of an anonymous answer (SECURITY 38)', () => {
  it('refuses thirty aliased icon sets without a token, naming the list that costs most', async () => {
    const query = iconSets(30);
    expect(query.length).toBeLessThan(1400);
    const response = await app.graphql(query);
    expect(response.status).toBe(400);
    expect(response.body.data ?? null).toBeNull();
    expect(response.body.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^Answer too large: .*IconSet\.list counts 2500/),
        extensions: { code: 'BAD_REQUEST' },
      }),
    ]);
  });

  it('counts lists spread through fragments and nested fragments alike', async () => {
    const response = await app.graphql(
      '{ ...A ...B } fragment A on Query { a: iconSet(id: FEATHER) { list } ...B } ' +
        'fragment B on Query { b: iconSet(id: MATERIAL_SOLID) { ...L } c: iconSet(id: HEROICONS_MINI) { ... on IconSet { list } } } ' +
        'fragment L on IconSet { list }',
    );
    expect(response.status).toBe(400);
    expect(response.body.errors[0].extensions.code).toBe('BAD_REQUEST');
  });

  it('answers one icon set, and counts a page by the size it asks for', async () => {
    const one = await app.graphql(iconSets(1));
    expect(one.status).toBe(200);
    expect(one.body.data.a0.list.length).toBeGreaterThan(2000);
    // 100 guides with their languages (20 at most) twice and specialties (12) are over the
    // limit; 5 are not, and are refused for want of a sign-in instead.
    const items = '{ id languages again: languages specialties }';
    const page = (size: string) =>
      app.graphql(`{ guides(input: { size: ${size} }) { items ${items} } }`);
    expect((await page('100')).body.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect((await page('5')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    // A variable may ask for the largest page: counted as one, whatever the variables say.
    const chosen = await app.graphql(
      `query Page($input: GuidesListInput) { guides(input: $input) { items ${items} } }`,
      { input: { size: 5 } },
    );
    expect(chosen.body.errors[0].extensions.code).toBe('BAD_REQUEST');
  });

  it("answers the public page's data, every field of it, in one operation", async () => {
    const text = '{ es en tr }';
    const response = await app.graphql(`{
      emergencyContacts { id name names ${text} phone dial position hidden updatedAt }
      policeOffices { jurisdictionId jurisdiction province districts station address phone dial
        latitude longitude touristZones hours { allDay opens closes } }
      assistantTopics { id position label ${text} answer ${text} phrases ${text} callContactIds
        updatedAt }
    }`);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.policeOffices.length).toBeGreaterThan(0);
  });

  it('tells a caller whose token expired so, for it to refresh, rather than the size', async () => {
    const { accessToken } = await signInAs(app, 'DIRCETUR');
    app.clock.advance(16 * 60_000);
    const response = await app.graphql(iconSets(3), {}, accessToken);
    expect(response.status).toBe(401);
    expect(response.body.errors[0].extensions.code).toBe('TOKEN_EXPIRED');
    app.clock.advance(-16 * 60_000);
  });

  it('leaves signed-in staff to their own screens', async () => {
    const { accessToken } = await signInAs(app, 'ADMINISTRADOR');
    const response = await app.graphql(iconSets(3), {}, accessToken);
    expect(response.status).toBe(200);
    expect(response.body.data.a2.list.length).toBeGreaterThan(2000);
  });
});

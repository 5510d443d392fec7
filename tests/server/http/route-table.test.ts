import { readFileSync } from 'node:fs';
import { isInputObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { API_DOCS_FILE, apiDocs } from '../../../scripts/lib/api-docs';
import { API_ROUTES } from '../../../server/api';
import { sdlSchema } from '../../../server/graphql/sdl';
import { namedShapes, rootField, schemaType } from '../../../server/http/api-docs';
import { fullPath, type RouteAuth, uploadRoutes } from '../../../server/http/route-table';
import { ROLES, ruleFor } from '../../../server/security/permissions';
import { createTestApp } from '../../support/app';
import { listRoutes } from '../../support/routes';
import { CALLERS, type Caller, REST } from '../authorization/expectations';

// The REST route table is the one place a route is declared: Express serves what it builds, the
// docs are written from it, and its `auth` must say what the authorization matrix checks.

const table = API_ROUTES.flatMap((group) =>
  group.routes.map((route) => ({ key: `${route.method} ${fullPath(group, route)}`, route })),
);

/** The callers a route's `auth` lets in, in the matrix's terms. */
function callersOf(auth: RouteAuth): readonly Caller[] {
  const rule = auth === 'public' ? 'public' : auth === 'session' ? null : ruleFor(...auth);
  if (rule === 'public') return CALLERS;
  const roles: readonly string[] = rule ?? ROLES;
  return CALLERS.filter((caller) => roles.includes(caller));
}

describe('the REST route table', () => {
  it('names the routes that take a multipart upload (an avatar, a directory file)', () => {
    expect([...uploadRoutes(API_ROUTES)].sort()).toEqual([
      'POST /admin/directory/lodgings/preview',
      'POST /admin/directory/travel-agencies/preview',
      'POST /apps/contacts/avatar',
    ]);
  });

  it('names every route the adapter serves under /api, each once', async () => {
    const app = await createTestApp();
    const served = listRoutes(app.express)
      .filter((route) => route.path.startsWith('/api/'))
      .map((route) => `${route.method} ${route.path}`);
    const declared = table.map(({ key }) => key);
    expect(new Set(declared).size, 'a route is declared twice').toBe(declared.length);
    expect(served.filter((key) => !declared.includes(key))).toEqual([]);
    expect(declared.filter((key) => !served.includes(key))).toEqual([]);
    await app.stop();
  });

  it.each(table)('$key: auth agrees with the authorization matrix', ({ key, route }) => {
    const expected = REST[key];
    expect(
      expected,
      `${key} has no entry in tests/server/authorization/expectations.ts`,
    ).toBeDefined();
    expect([...callersOf(route.auth)].sort()).toEqual([...(expected?.allowed ?? [])].sort());
  });

  it('names only GraphQL root fields and types that the schema has', () => {
    const schema = sdlSchema();
    for (const { key, route } of table) {
      if (route.graphql) expect(() => rootField(schema, route.graphql ?? ''), key).not.toThrow();
      for (const ref of namedShapes(route))
        expect(() => schemaType(schema, ref), key).not.toThrow();
      expect(route.response ?? route.graphql, `${key} says nothing of its answer`).toBeDefined();
    }
  });
});

describe('the query parameters of shared routes', () => {
  const shared = table.filter(({ route }) => route.shared);

  it.each(shared)('$key reads the parameters it documents', ({ route }) => {
    const params = [...(route.params ?? [])].sort();
    const query = route.query;
    if (query === undefined) expect(params).toEqual([]);
    else if (typeof query === 'string') {
      // Written for people: each parameter between backquotes.
      expect(params.length).toBeGreaterThan(0);
      for (const name of params) expect(query).toContain(`\`${name}\``);
    } else {
      const input = schemaType(sdlSchema(), query.gql);
      expect(isInputObjectType(input)).toBe(true);
      if (isInputObjectType(input)) expect(params).toEqual(Object.keys(input.getFields()).sort());
    }
  });
});

describe('docs/api.md', () => {
  it('is what the route table says now (run `npm run docs:api` and commit it)', () => {
    expect(readFileSync(API_DOCS_FILE, 'utf8')).toBe(apiDocs());
  });
});

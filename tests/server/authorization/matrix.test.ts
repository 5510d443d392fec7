import {
  type GraphQLArgument,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/app';
import { expiredAccessToken, ROLES, signInAs } from '../../support/auth';
import { listRoutes } from '../../support/routes';
import {
  CALLERS,
  type Caller,
  type Expectation,
  GRAPHQL,
  RECORD_HISTORY,
  REST,
} from './expectations';

const app = await createTestApp({
  // The matrix signs in and calls many times from one address.
  env: { SIGN_IN_MAX_FAILURES_PER_IP: '1000' },
});

const rootFields = (['Query', 'Mutation'] as const).flatMap((root) => {
  const type = root === 'Query' ? app.schema.getQueryType() : app.schema.getMutationType();
  return Object.values(type?.getFields() ?? {}).map((field) => ({
    key: `${root}.${field.name}`,
    operation: root === 'Query' ? 'query' : 'mutation',
    field,
  }));
});
const routes = listRoutes(app.express).map((route) => ({
  key: `${route.method} ${route.path}`,
  ...route,
}));

const tokens = {} as Record<Caller, string | undefined>;
beforeAll(async () => {
  tokens.anonymous = undefined;
  tokens.expired = await expiredAccessToken(app, 'ADMINISTRADOR');
  for (const role of ROLES) tokens[role] = (await signInAs(app, role)).accessToken;
});

/** What each caller who is kept out must hear. */
const DENIAL: Record<Caller, { status: number; code: string }> = {
  anonymous: { status: 401, code: 'UNAUTHENTICATED' },
  expired: { status: 401, code: 'TOKEN_EXPIRED' },
  ADMINISTRADOR: { status: 403, code: 'FORBIDDEN' },
  DIRCETUR: { status: 403, code: 'FORBIDDEN' },
  POLICIA: { status: 403, code: 'FORBIDDEN' },
};
const DENIED_CODES = new Set(['UNAUTHENTICATED', 'TOKEN_EXPIRED', 'FORBIDDEN']);

describe('the authorization table', () => {
  it('has an entry for every GraphQL root field, and no entry for a field that is gone', () => {
    const fields = rootFields.map(({ key }) => key);
    const missing = fields.filter((key) => !(key in GRAPHQL));
    const stale = Object.keys(GRAPHQL).filter((key) => !fields.includes(key));
    expect(missing, `add these root fields to tests/server/authorization/expectations.ts`).toEqual(
      [],
    );
    expect(stale, 'these entries name no root field').toEqual([]);
  });

  it('has an entry for every REST route registered in the app, and none that is gone', () => {
    const keys = routes.map(({ key }) => key);
    const missing = keys.filter((key) => !(key in REST));
    const stale = Object.keys(REST).filter((key) => !keys.includes(key));
    expect(missing, `add these routes to tests/server/authorization/expectations.ts`).toEqual([]);
    expect(stale, 'these entries name no route').toEqual([]);
  });
});

describe.each(rootFields)('GraphQL $key', ({ key, operation, field }) => {
  const expectation: Expectation | undefined = GRAPHQL[key];

  it.each(CALLERS)('as %s', async (caller) => {
    if (!expectation) throw new Error(`${key} has no entry in expectations.ts`);
    const args = expectation.args ?? generatedArgs(field.args);
    const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
    const response = await app.graphql(
      `${operation} { ${field.name}${args}${selection} }`,
      {},
      tokens[caller],
    );
    const codes: string[] = (response.body.errors ?? []).map(
      (error: { extensions?: { code?: string } }) => error.extensions?.code,
    );
    const denied = codes.filter((code) => DENIED_CODES.has(code));
    if (expectation.allowed.includes(caller)) {
      expect(denied, `${key} must let ${caller} in`).toEqual([]);
      expect(response.status).not.toBe(500);
    } else {
      expect(denied, `${key} must keep ${caller} out`).toEqual([DENIAL[caller].code]);
      if (caller === 'anonymous' || caller === 'expired') expect(response.status).toBe(401);
    }
  });
});

describe('the history of records', () => {
  const areas = app.schema.getType('RegistryArea');
  const names = isEnumType(areas) ? areas.getValues().map((value) => value.name) : [];

  it('has an entry for every registry of the audit trail', () => {
    expect(Object.keys(RECORD_HISTORY).sort()).toEqual([...names].sort());
  });

  describe.each(names)('recordHistory(area: %s)', (area) => {
    it.each(CALLERS)('as %s', async (caller) => {
      const response = await app.graphql(
        `query { recordHistory(area: ${area}, id: "unknown") { id } }`,
        {},
        tokens[caller],
      );
      const codes: string[] = (response.body.errors ?? []).map(
        (error: { extensions?: { code?: string } }) => error.extensions?.code,
      );
      if (RECORD_HISTORY[area]?.includes(caller)) {
        expect(response.body.errors, `${area} must let ${caller} in`).toBeUndefined();
        expect(response.body.data.recordHistory).toEqual([]);
      } else {
        expect(codes, `${area} must keep ${caller} out`).toEqual([DENIAL[caller].code]);
      }
    });
  });
});

describe.each(routes)('REST $key', ({ key, method, path }) => {
  const expectation: Expectation | undefined = REST[key];

  it.each(CALLERS)('as %s', async (caller) => {
    if (!expectation) throw new Error(`${key} has no entry in expectations.ts`);
    const url = expectation.url ?? path;
    const call =
      method === 'GET'
        ? app.request.get(url)
        : app.request[method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete'](url);
    call.set('accept', 'application/json, text/html;q=0.9');
    const token = tokens[caller];
    if (token) call.set('authorization', `Bearer ${token}`);
    const response = method === 'GET' ? await call : await call.send(expectation.body ?? {});
    const code = typeof response.body === 'object' ? response.body?.error : undefined;
    if (expectation.allowed.includes(caller)) {
      expect(DENIED_CODES.has(code), `${key} must let ${caller} in (${code})`).toBe(false);
      expect(response.status).toBeLessThan(500);
    } else {
      expect({ status: response.status, code }, `${key} must keep ${caller} out`).toEqual(
        DENIAL[caller],
      );
    }
  });
});

/** Arguments for the required parameters, with placeholder values of the right types. */
function generatedArgs(args: readonly GraphQLArgument[]): string {
  const required = args.filter((arg) => isNonNullType(arg.type));
  if (required.length === 0) return '';
  return `(${required.map((arg) => `${arg.name}: ${placeholder(arg.type)}`).join(', ')})`;
}

function placeholder(type: GraphQLInputType): string {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return `[${placeholder(inner.ofType)}]`;
  if (isEnumType(inner)) return inner.getValues()[0]?.name ?? 'null';
  if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields()).filter((field) => isNonNullType(field.type));
    return `{ ${fields.map((field) => `${field.name}: ${placeholder(field.type)}`).join(', ')} }`;
  }
  if (isScalarType(inner)) {
    if (inner.name === 'Int' || inner.name === 'Float') return '1';
    if (inner.name === 'Boolean') return 'false';
    return '"x"';
  }
  return 'null';
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSeed, createDataStore } from '../../../server/data';
import type { Store } from '../../../server/store/types';
import { createTestApp } from '../../support/app';
import { signInAs } from '../../support/auth';

const SECRET_PATH = "EACCES: permission denied, open '/srv/secret/data/db.json'";

/** A store whose reads fail the way a broken disk would. */
function failingStore(): Store {
  const store = createDataStore(buildSeed());
  return {
    ...store,
    emergencyContacts: {
      ...store.emergencyContacts,
      list: async () => {
        throw new Error(SECRET_PATH);
      },
    },
  };
}

describe('unexpected errors', () => {
  it('reach GraphQL clients as a masked internal error', async () => {
    const app = await createTestApp({ store: failingStore() });
    const response = await app.graphql('{ emergencyContacts { name } }');
    expect(response.body.errors).toEqual([
      {
        message: 'Internal server error',
        locations: [{ line: 1, column: 3 }],
        path: ['emergencyContacts'],
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      },
    ]);
    expect(JSON.stringify(response.body)).not.toContain('/srv/secret');
  });

  it('reach REST clients as a masked 500', async () => {
    const app = await createTestApp({ store: failingStore() });
    const response = await app.request.get('/api/public/emergency-contacts');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({
      error: 'INTERNAL_SERVER_ERROR',
      message: 'Internal server error',
    });
  });

  it('keep graphql validation messages, without stack traces', async () => {
    const app = await createTestApp();
    const response = await app.graphql('{ nope }');
    expect(response.status).toBe(400);
    expect(response.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(response.body.errors[0].extensions).not.toHaveProperty('stacktrace');
  });
});

describe('stack traces', () => {
  // vitest sets NODE_ENV=test, under which Apollo leaves stack traces out by itself: the server
  // must leave them out because it says so, also where the environment says development.
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('never reach a client, whatever NODE_ENV the process runs under', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const settings: Record<string, string>[] = [
      {},
      { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) },
    ];
    for (const env of settings) {
      const app = await createTestApp({ env, store: failingStore() });
      const invalid = await app.graphql('{ nope }');
      expect(invalid.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
      const failed = await app.graphql('{ emergencyContacts { name } }');
      const rest = await app.request.get('/api/public/emergency-contacts');
      for (const body of [invalid.text, failed.text, rest.text]) {
        expect(body).not.toMatch(/stacktrace|\bat .+:\d+:\d+|\/srv\/secret/);
      }
    }
  });
});

describe('production settings', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) };

  it('refuses introspection to anonymous callers in production', async () => {
    const app = await createTestApp({ env: production });
    const response = await app.graphql('{ __schema { queryType { name } } }');
    expect(response.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(response.body.data ?? null).toBeNull();
  });

  it('opens introspection to signed-in staff in production', async () => {
    const app = await createTestApp({ env: production });
    const { accessToken } = await signInAs(app, 'POLICIA');
    const response = await app.graphql('{ __schema { queryType { name } } }', {}, accessToken);
    expect(response.status).toBe(200);
    expect(response.body.data.__schema.queryType.name).toBe('Query');
  });

  it('refuses introspection hidden in a fragment too', async () => {
    const app = await createTestApp({ env: production });
    const response = await app.graphql(
      '{ ...Q } fragment Q on Query { __type(name: "Query") { name } }',
    );
    expect(response.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('gives no "Did you mean" hints in production', async () => {
    const app = await createTestApp({ env: production });
    const response = await app.graphql('{ emergencyContact { name } }');
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).not.toMatch(/did you mean/i);
  });

  it('does give hints in development', async () => {
    const app = await createTestApp();
    const response = await app.graphql('{ emergencyContact { name } }');
    expect(response.body.errors[0].message).toMatch(/did you mean/i);
  });
});

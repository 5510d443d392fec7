import { expect } from 'vitest';
import type { Role } from '../../generated/graphql';
import { buildSeed, createDataStore } from '../../server/data';
import type { CollectionName } from '../../server/store/types';
import { createTestApp, type TestApp } from './app';
import { signInAs, withToken } from './auth';

/** A client of the template demo areas: REST calls and GraphQL operations with one token. */
export type StaffClient = ReturnType<typeof withToken> & {
  /** Runs an operation; the data, or throws with the errors. */
  data: (query: string, variables?: Record<string, unknown>) => Promise<Record<string, unknown>>;
  /** Runs an operation expected to fail; its error codes and field details. */
  refused: (
    query: string,
    variables?: Record<string, unknown>,
  ) => Promise<{ codes: string[]; fields: Record<string, string> }>;
};

/**
 * A fresh app over the seed and a signed-in member of staff. Two apps seeded at the same `now`
 * hold the same data (seeded dates count from it), as contract tests need.
 */
export async function appWithStaff(role: Role = 'DIRCETUR', now = new Date()) {
  const app = await createTestApp({ store: createDataStore(buildSeed(now)) });
  const client = staffClient(app, (await signInAs(app, role)).accessToken);
  return { app, client };
}

export function staffClient(app: TestApp, token: string): StaffClient {
  const calls = withToken(app, token);
  return {
    ...calls,
    async data(query, variables) {
      const response = await calls.graphql(query, variables);
      if (response.body.errors) {
        throw new Error(`GraphQL errors: ${JSON.stringify(response.body.errors)}`);
      }
      return response.body.data;
    },
    async refused(query, variables) {
      const response = await calls.graphql(query, variables);
      expect(response.status).toBeLessThan(500);
      const errors: { extensions?: { code?: string; fields?: Record<string, string> } }[] =
        response.body.errors ?? [];
      expect(errors.length, 'the operation must fail').toBeGreaterThan(0);
      return {
        codes: errors.map((error) => error.extensions?.code ?? ''),
        fields: Object.assign({}, ...errors.map((error) => error.extensions?.fields ?? {})),
      };
    },
  };
}

/** The named collections as they are now, to prove a refused call changed nothing. */
export async function snapshot(app: TestApp, names: readonly CollectionName[]) {
  return Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, await app.store[name].list()])),
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `value` (JSON-like) with every string that `rename` names replaced by that name. */
export function renameStrings<T>(value: T, rename: (text: string) => string | undefined): T {
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return rename(item) ?? item;
    if (Array.isArray(item)) return item.map(walk);
    if (item && typeof item === 'object') {
      return Object.fromEntries(Object.entries(item).map(([key, field]) => [key, walk(field)]));
    }
    return item;
  };
  return walk(value) as T;
}

/**
 * `value` with every generated id (a UUID) replaced by `new-1`, `new-2` … in order of first
 * appearance, so two runs of one scenario on two stores compare equal.
 */
export function withStableIds<T>(value: T): T {
  const names = new Map<string, string>();
  return renameStrings(value, (text) => {
    if (!UUID.test(text)) return undefined;
    if (!names.has(text)) names.set(text, `new-${names.size + 1}`);
    return names.get(text);
  });
}

import { appWithStaff, renameStrings } from './apps';
import type { withToken } from './auth';

export type Api = ReturnType<typeof withToken>;
/** Values a scenario remembers between steps (ids it created), per transport. */
export type Vars = Record<string, string>;

/** One step of a scenario, written once for each transport; both must answer the same. */
export interface Step {
  name: string;
  rest: (api: Api, vars: Vars) => Promise<unknown>;
  graphql: (api: Api, vars: Vars) => Promise<unknown>;
}

/**
 * Runs the steps through REST on one fresh app and through GraphQL on another (same data), and
 * answers each transport's results with the ids it created replaced by `$name`, ready to compare.
 */
export async function runContract(steps: Step[]) {
  // One seed time for both, so that data stamped with the time (mail dates) is the same.
  const now = new Date();
  const run = async (transport: 'rest' | 'graphql') => {
    const { app, client } = await appWithStaff('ADMINISTRADOR', now);
    const vars: Vars = {};
    const results: Record<string, unknown> = {};
    for (const step of steps) results[step.name] = await step[transport](client, vars);
    await app.stop();
    const names = new Map(Object.entries(vars).map(([name, id]) => [id, `$${name}`]));
    return renameStrings(results, (text) => names.get(text));
  };
  return { rest: await run('rest'), graphql: await run('graphql') };
}

/** A GraphQL answer's data field, or its error codes when it failed. */
export async function gql(api: Api, query: string, variables?: Record<string, unknown>) {
  const { body } = await api.graphql(query, variables);
  if (body.errors)
    return { error: body.errors.map((e: { extensions: { code: string } }) => e.extensions.code) };
  return body.data;
}

/** A REST answer's body, or the GraphQL-style error code when it failed. */
export async function rest(call: Promise<{ status: number; body: { error?: string } }>) {
  const response = await call;
  if (response.status >= 400) {
    return { error: [response.body.error === 'NOT FOUND' ? 'NOT_FOUND' : response.body.error] };
  }
  return response.body;
}

/** The object without its null fields (GraphQL answers null where REST leaves a field out). */
export function withoutNulls<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null)) as Partial<T>;
}

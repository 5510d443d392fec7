import { expect, it } from 'vitest';
import { appWithStaff, type StaffClient, withStableIds } from '../../../support/apps';

const TASK =
  'id type title notes completed dueDate priority tags assignedTo order subTasks { id title completed }';

/** One scenario, written once per transport; each step's answer in the template's REST shape. */
async function throughRest(client: StaffClient) {
  const ok = async (call: PromiseLike<{ status: number; body: unknown }>) => {
    const response = await call;
    expect(response.status).toBe(200);
    return response.body;
  };
  const tag = (await ok(client.post('/api/apps/tasks/tag', { tag: { title: 'Ferias' } }))) as {
    id: string;
  };
  const task = (await ok(client.post('/api/apps/tasks/task', { type: 'task' }))) as { id: string };
  return [
    tag,
    task,
    await ok(client.post('/api/apps/tasks/task', { type: 'section' })),
    await ok(
      client.patch('/api/apps/tasks/task', {
        id: task.id,
        task: {
          title: 'Feria de <Corpus>',
          priority: 2,
          tags: [tag.id],
          subTasks: [{ title: 'Permisos' }],
        },
      }),
    ),
    await ok(client.patch('/api/apps/tasks/order', { tasks: ['task-4', task.id] })),
    await ok(client.get('/api/apps/tasks/search?query=corpus')),
    await ok(
      client.patch('/api/apps/tasks/tag', { id: tag.id, tag: { title: 'Ferias y fiestas' } }),
    ),
    await ok(client.delete(`/api/apps/tasks/tag?id=${tag.id}`)),
    await ok(client.delete('/api/apps/tasks/task?id=task-7')),
    await ok(client.get(`/api/apps/tasks/task?id=${task.id}`)),
    await ok(client.get('/api/apps/tasks/tags')),
    await ok(client.get('/api/apps/tasks/all')),
  ];
}

async function throughGraphql(client: StaffClient) {
  const run = async (query: string, variables?: Record<string, unknown>) =>
    Object.values(await client.data(query, variables))[0];
  const tag = (await run(
    'mutation { createTaskTag(input: { title: "Ferias" }) { id title } }',
  )) as {
    id: string;
  };
  const task = (await run(`mutation { createTask(input: { type: task }) { ${TASK} } }`)) as {
    id: string;
  };
  return [
    tag,
    task,
    await run(`mutation { createTask(input: { type: section }) { ${TASK} } }`),
    await run(
      `mutation($id: ID!, $input: UpdateTaskInput!) { updateTask(id: $id, input: $input) { ${TASK} } }`,
      {
        id: task.id,
        input: {
          title: 'Feria de <Corpus>',
          priority: 2,
          tags: [tag.id],
          subTasks: [{ title: 'Permisos' }],
        },
      },
    ),
    await run(`mutation($ids: [ID!]!) { reorderTasks(ids: $ids) { ${TASK} } }`, {
      ids: ['task-4', task.id],
    }),
    // The search runs after the update, as in the REST scenario.
    (
      (await run(`{ searchTasks(query: "corpus") { titleHtml task { ${TASK} } } }`)) as {
        titleHtml: string;
        task: object;
      }[]
    ).map(({ titleHtml, task: found }) => ({ ...found, title: titleHtml })),
    await run(
      `mutation { updateTaskTag(id: "${tag.id}", input: { title: "Ferias y fiestas" }) { id title } }`,
    ),
    await run(`mutation { deleteTaskTag(id: "${tag.id}") }`),
    await run('mutation { deleteTask(id: "task-7") }'),
    await run(`{ task(id: "${task.id}") { ${TASK} } }`),
    await run('{ taskTags { id title } }'),
    await run(`{ tasks { ${TASK} } }`),
  ];
}

it('the same scenario through REST and GraphQL gives the same answers and the same store', async () => {
  const now = new Date('2026-11-22T15:00:00.000Z');
  const viaRest = await appWithStaff('DIRCETUR', now);
  const viaGraphql = await appWithStaff('DIRCETUR', now);
  const rest = withStableIds(await throughRest(viaRest.client));
  const graphql = withStableIds(await throughGraphql(viaGraphql.client));
  expect(graphql).toEqual(rest);
  expect(rest[5]).toEqual([
    expect.objectContaining({ title: 'Feria de &lt;<mark>Corpus</mark>&gt;' }),
  ]);
  const stored = async (app: typeof viaRest.app) =>
    withStableIds({ tasks: await app.store.tasks.list(), tags: await app.store.taskTags.list() });
  expect(await stored(viaGraphql.app)).toEqual(await stored(viaRest.app));
});

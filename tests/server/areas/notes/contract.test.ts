import { expect, it } from 'vitest';
import { appWithStaff, type StaffClient, withStableIds } from '../../../support/apps';

const NOTE =
  'id title content tasks { id content completed } image reminder labels { id title } archived';

/** Timestamps differ between two runs; everything else must not. */
const withoutTimes = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (key, field) =>
    key === 'createdAt' || key === 'updatedAt' ? undefined : field,
  );

async function throughRest(client: StaffClient) {
  const ok = async (call: PromiseLike<{ status: number; body: unknown }>) => {
    const response = await call;
    expect(response.status).toBe(200);
    return withoutTimes(response.body);
  };
  const labels = (await ok(client.post('/api/apps/notes/labels', { title: 'Viajes' }))) as {
    id: string;
  }[];
  const label = labels.at(-1) as { id: string; title: string };
  const note = (await ok(
    client.post('/api/apps/notes', {
      note: { title: 'Cusco', content: 'Salida 6:00', labels: [label.id, 'note-label-1'] },
    }),
  )) as { id: string };
  return [
    label,
    note,
    await ok(client.post('/api/apps/notes/tasks', { note, task: 'Bloqueador' })),
    await ok(
      client.patch('/api/apps/notes', {
        updatedNote: { id: note.id, archived: true, reminder: '2026-12-24T20:00:00.000Z' },
      }),
    ),
    await ok(
      client.patch('/api/apps/notes/labels', { label: { id: label.id, title: 'Viajes largos' } }),
    ).then((list) => (list as { id: string }[]).find((item) => item.id === label.id)),
    await ok(client.delete('/api/apps/notes/labels?id=note-label-1')).then(
      (list) => (list as unknown[]).length,
    ),
    await ok(client.delete('/api/apps/notes?id=note-5')),
    await ok(client.get('/api/apps/notes/labels')),
    await ok(client.get('/api/apps/notes/all')),
  ];
}

async function throughGraphql(client: StaffClient) {
  const run = async (query: string, variables?: Record<string, unknown>) =>
    withoutTimes(Object.values(await client.data(query, variables))[0]);
  const label = (await run('mutation { createNoteLabel(title: "Viajes") { id title } }')) as {
    id: string;
  };
  const note = (await run(
    `mutation($labels: [ID!]) { createNote(input: { title: "Cusco", content: "Salida 6:00", labels: $labels }) { ${NOTE} } }`,
    { labels: [label.id, 'note-label-1'] },
  )) as { id: string };
  return [
    label,
    note,
    await run(`mutation { addNoteTask(noteId: "${note.id}", content: "Bloqueador") { ${NOTE} } }`),
    await run(
      `mutation { updateNote(id: "${note.id}", input: { archived: true, reminder: "2026-12-24T20:00:00.000Z" }) { ${NOTE} } }`,
    ),
    await run(
      `mutation { updateNoteLabel(id: "${label.id}", title: "Viajes largos") { id title } }`,
    ),
    await run('mutation { deleteNoteLabel(id: "note-label-1") }').then(
      async () => ((await run('{ noteLabels { id } }')) as unknown[]).length,
    ),
    await run('mutation { deleteNote(id: "note-5") }'),
    await run('{ noteLabels { id title } }'),
    await run(`{ notes { ${NOTE} } }`),
  ];
}

it('the same scenario through REST and GraphQL gives the same answers and the same store', async () => {
  const now = new Date('2026-11-22T15:00:00.000Z');
  const viaRest = await appWithStaff('POLICIA', now);
  const viaGraphql = await appWithStaff('POLICIA', now);
  const rest = withStableIds(await throughRest(viaRest.client));
  const graphql = withStableIds(await throughGraphql(viaGraphql.client));
  expect(graphql).toEqual(rest);
  const stored = async (app: typeof viaRest.app) =>
    withStableIds(
      withoutTimes({
        notes: await app.store.notes.list(),
        labels: await app.store.noteLabels.list(),
      }),
    );
  expect(await stored(viaGraphql.app)).toEqual(await stored(viaRest.app));
});

import { beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../support/app';
import { appWithStaff, type StaffClient, snapshot } from '../../../support/apps';

let app: TestApp;
let client: StaffClient;
beforeEach(async () => {
  ({ app, client } = await appWithStaff('POLICIA'));
});

const setTitle = (id: string, title: string, notes?: string) =>
  client.patch('/api/apps/tasks/task', { id, task: { title, notes } });

describe('task tags', () => {
  it('GET tags and Query.taskTags list the tags by title', async () => {
    const rest = await client.get('/api/apps/tasks/tags');
    expect(rest.status).toBe(200);
    const titles = rest.body.map((tag: { title: string }) => tag.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'es')));
    expect((await client.data('{ taskTags { id title } }')).taskTags).toEqual(rest.body);
  });

  it('creates and renames through REST and GraphQL; a taken title is 409', async () => {
    const created = await client.post('/api/apps/tasks/tag', { tag: { title: ' Turno noche ' } });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ id: expect.any(String), title: 'Turno noche' });
    const renamed = await client.patch('/api/apps/tasks/tag', {
      id: created.body.id,
      tag: { title: 'Turno de noche' },
    });
    expect(renamed.body).toEqual({ id: created.body.id, title: 'Turno de noche' });
    const { createTaskTag } = await client.data(
      'mutation { createTaskTag(input: { title: "Patrullaje" }) { id title } }',
    );
    const { updateTaskTag } = await client.data(
      `mutation { updateTaskTag(id: "${(createTaskTag as { id: string }).id}", input: { title: "Patrulla" }) { title } }`,
    );
    expect(updateTaskTag).toEqual({ title: 'Patrulla' });

    const before = await snapshot(app, ['taskTags']);
    const clash = await client.post('/api/apps/tasks/tag', { tag: { title: 'URGENTE' } });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe('CONFLICT');
    expect(
      (
        await client.refused(
          'mutation { updateTaskTag(id: "task-tag-2", input: { title: "urgente" }) { id } }',
        )
      ).codes,
    ).toEqual(['CONFLICT']);
    expect(await snapshot(app, ['taskTags'])).toEqual(before);
  });

  it('refuses blank, oversize, wrong-typed titles and unknown ids, changing nothing', async () => {
    const before = await snapshot(app, ['taskTags', 'tasks']);
    for (const tag of [{ title: '  ' }, { title: 'x'.repeat(61) }, { title: 7 }, {}, null]) {
      expect((await client.post('/api/apps/tasks/tag', { tag })).status).toBe(400);
    }
    expect((await client.post('/api/apps/tasks/tag', {})).body.fields).toEqual({ tag: 'Required' });
    expect(
      (await client.patch('/api/apps/tasks/tag', { id: 'nope', tag: { title: 'a' } })).status,
    ).toBe(404);
    expect((await client.delete('/api/apps/tasks/tag?id=nope')).status).toBe(404);
    expect(
      (await client.refused('mutation { createTaskTag(input: { title: "" }) { id } }')).codes,
    ).toEqual(['BAD_REQUEST']);
    expect((await client.refused('mutation { deleteTaskTag(id: "nope") }')).codes).toEqual([
      'NOT_FOUND',
    ]);
    expect(await snapshot(app, ['taskTags', 'tasks'])).toEqual(before);
  });

  it('deleting a tag takes it off every task that carried it (REST and GraphQL)', async () => {
    for (const [tagId, remove] of [
      ['task-tag-1', () => client.delete('/api/apps/tasks/tag?id=task-tag-1')],
      ['task-tag-2', () => client.data('mutation { deleteTaskTag(id: "task-tag-2") }')],
    ] as const) {
      await client.patch('/api/apps/tasks/task', {
        id: 'task-5',
        task: { tags: [tagId, 'task-tag-3'] },
      });
      const result = await remove();
      expect('body' in result ? result.body : result.deleteTaskTag).toBe(true);
      const tasks = await app.store.tasks.list();
      expect(tasks.some((task) => task.tags.includes(tagId))).toBe(false);
      expect(tasks.find((task) => task.id === 'task-5')?.tags).toEqual(['task-tag-3']);
      expect(await app.store.taskTags.get(tagId)).toBeNull();
    }
  });
});

describe('searching tasks', () => {
  it('matches title and notes ignoring case and highlights title matches', async () => {
    await setTitle('task-1', 'Ronda en SAN BLAS y san Cristóbal', null as unknown as string);
    await setTitle('task-2', 'Informe semanal', 'Incluir la ronda de San Blas');
    const rest = await client.get('/api/apps/tasks/search?query=san%20blas');
    expect(rest.status).toBe(200);
    const byId = Object.fromEntries(rest.body.map((task: { id: string }) => [task.id, task]));
    expect(byId['task-1'].title).toBe('Ronda en <mark>SAN BLAS</mark> y san Cristóbal');
    // A match in the notes only: the title comes back unmarked.
    expect(byId['task-2'].title).toBe('Informe semanal');
    const { searchTasks } = await client.data(
      '{ searchTasks(query: "SAN blas") { titleHtml task { id title } } }',
    );
    expect(searchTasks).toContainEqual({
      titleHtml: 'Ronda en <mark>SAN BLAS</mark> y san Cristóbal',
      task: { id: 'task-1', title: 'Ronda en SAN BLAS y san Cristóbal' },
    });
    expect((searchTasks as unknown[]).length).toBe(rest.body.length);
  });

  it('answers null for an empty or blank query and [] when nothing matches', async () => {
    for (const url of [
      '/api/apps/tasks/search?query=',
      '/api/apps/tasks/search',
      '/api/apps/tasks/search?query=%20%20',
    ]) {
      const response = await client.get(url);
      expect(response.status).toBe(200);
      expect(response.body).toBeNull();
    }
    expect((await client.data('{ searchTasks(query: "") { titleHtml } }')).searchTasks).toBeNull();
    expect((await client.get('/api/apps/tasks/search?query=zzzqqq')).body).toEqual([]);
    expect((await client.get('/api/apps/tasks/search?query=a&query=b')).status).toBe(400);
    expect((await client.get(`/api/apps/tasks/search?query=${'x'.repeat(201)}`)).status).toBe(400);
  });

  it('escapes a title holding HTML: a <script> comes back as text', async () => {
    await setTitle('task-3', '<script>alert("x")</script> & <b>ronda</b>');
    const rest = await client.get('/api/apps/tasks/search?query=ronda');
    const hit = rest.body.find((task: { id: string }) => task.id === 'task-3');
    expect(hit.title).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;<mark>ronda</mark>&lt;/b&gt;',
    );
    expect(hit.title).not.toContain('<script');
    const { searchTasks } = await client.data(
      '{ searchTasks(query: "script") { titleHtml task { id } } }',
    );
    const html = (searchTasks as { titleHtml: string; task: { id: string } }[]).find(
      (result) => result.task.id === 'task-3',
    )?.titleHtml;
    expect(html).toBe(
      '&lt;<mark>script</mark>&gt;alert(&quot;x&quot;)&lt;/<mark>script</mark>&gt; &amp; &lt;b&gt;ronda&lt;/b&gt;',
    );
    // A query never matches inside an entity the escaping made.
    const amp = await client.get('/api/apps/tasks/search?query=amp');
    expect(amp.body.find((task: { id: string }) => task.id === 'task-3')).toBeUndefined();
    // Regular-expression characters in a query are plain text.
    expect((await client.get('/api/apps/tasks/search?query=.*')).body).toEqual([]);
  });
});

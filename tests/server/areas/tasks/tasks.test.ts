import { beforeEach, describe, expect, it } from 'vitest';
import { seedTasks, seedTaskTags } from '../../../../server/areas/tasks/seed';
import type { TestApp } from '../../../support/app';
import { appWithStaff, type StaffClient, snapshot } from '../../../support/apps';

const NOW = new Date('2026-11-22T15:00:00.000Z');
const TASK_FIELDS =
  'id type title notes completed dueDate priority tags assignedTo order subTasks { id title completed }';

let app: TestApp;
let client: StaffClient;
beforeEach(async () => {
  ({ app, client } = await appWithStaff());
});

const orders = async () =>
  (await app.store.tasks.list()).sort((a, b) => a.order - b.order).map((task) => task.order);

describe('the seeded task list', () => {
  it('is the same on every seed: sections with tasks, contiguous orders, known tags', () => {
    expect(seedTasks(NOW)).toEqual(seedTasks(NOW));
    const tasks = seedTasks(NOW);
    expect(tasks.length).toBeGreaterThanOrEqual(30);
    expect(tasks.filter((task) => task.type === 'section').length).toBeGreaterThanOrEqual(3);
    expect(tasks.map((task) => task.order)).toEqual(tasks.map((_task, index) => index));
    const tags = new Set(seedTaskTags().map((tag) => tag.id));
    for (const task of tasks) {
      expect([0, 1, 2]).toContain(task.priority);
      for (const tag of task.tags) expect(tags).toContain(tag);
    }
    expect(tasks.some((task) => task.completed)).toBe(true);
    expect(tasks.some((task) => task.subTasks.length > 0)).toBe(true);
  });
});

describe('tasks: list and one task', () => {
  it('GET all and Query.tasks answer the same list, in order', async () => {
    const rest = await client.get('/api/apps/tasks/all');
    expect(rest.status).toBe(200);
    expect(rest.body.map((task: { order: number }) => task.order)).toEqual(
      rest.body.map((_task: unknown, index: number) => index),
    );
    const { tasks } = await client.data(`{ tasks { ${TASK_FIELDS} } }`);
    expect(tasks).toEqual(rest.body);
  });

  it('GET task?id and Query.task answer one task; an unknown id is 404 / NOT_FOUND', async () => {
    const rest = await client.get('/api/apps/tasks/task?id=task-1');
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ id: 'task-1', type: 'task' });
    expect((await client.data('{ task(id: "task-1") { id title } }')).task).toEqual({
      id: 'task-1',
      title: rest.body.title,
    });
    const missing = await client.get('/api/apps/tasks/task?id=nope');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('NOT FOUND');
    expect((await client.refused('{ task(id: "nope") { id } }')).codes).toEqual(['NOT_FOUND']);
    expect((await client.get('/api/apps/tasks/task')).status).toBe(400);
  });
});

describe('paths', () => {
  it('answers 404 NOT FOUND for unknown paths and methods of the template areas', async () => {
    for (const call of [
      client.get('/api/apps/tasks/unknown'),
      client.put('/api/apps/tasks/task', {}),
      client.get('/api/apps/scrumboard/board/cards'),
      client.get('/api/apps/notes/unknown'),
    ]) {
      const response = await call;
      expect(response.status).toBe(404);
      expect(response.body.error).toBe('NOT FOUND');
    }
  });
});

describe('oversize input', () => {
  it('a body over the limit is 413 as JSON on every area, and changes nothing', async () => {
    const before = await snapshot(app, ['tasks', 'notes', 'boardCards']);
    const huge = 'x'.repeat(200 * 1024);
    for (const call of [
      client.patch('/api/apps/tasks/task', { id: 'task-1', task: { notes: huge } }),
      client.patch('/api/apps/notes', { updatedNote: { id: 'note-1', content: huge } }),
      client.put('/api/apps/scrumboard/board/card', {
        card: { boardId: 'board-1', listId: 'board-1-list-1', title: huge },
      }),
    ]) {
      const response = await call;
      expect(response.status).toBe(413);
      expect(response.body.error).toBe('PAYLOAD_TOO_LARGE');
    }
    expect(await snapshot(app, ['tasks', 'notes', 'boardCards'])).toEqual(before);
  });
});

describe('creating a task (spec §4: first, orders renumbered, priority 1)', () => {
  it('POST task {type} puts a blank task first and renumbers every order', async () => {
    const before = await app.store.tasks.count();
    const response = await client.post('/api/apps/tasks/task', { type: 'task' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      type: 'task',
      title: '',
      notes: null,
      completed: false,
      priority: 1,
      tags: [],
      subTasks: [],
      order: 0,
    });
    const all = (await client.get('/api/apps/tasks/all')).body;
    expect(all).toHaveLength(before + 1);
    expect(all[0].id).toBe(response.body.id);
    expect(await orders()).toEqual(all.map((_task: unknown, index: number) => index));
  });

  it('createTask makes a section first; without a type it makes a task', async () => {
    const { createTask } = await client.data(
      'mutation { createTask(input: { type: section }) { id type priority order } }',
    );
    expect(createTask).toMatchObject({ type: 'section', priority: 1, order: 0 });
    const plain = await client.data('mutation { createTask { id type order } }');
    expect(plain.createTask).toMatchObject({ type: 'task', order: 0 });
    const list = await client.data('{ tasks { id order } }');
    expect((list.tasks as { id: string }[]).slice(0, 2).map((task) => task.id)).toEqual([
      (plain.createTask as { id: string }).id,
      (createTask as { id: string }).id,
    ]);
    expect(await orders()).toEqual((list.tasks as unknown[]).map((_task, index) => index));
  });

  it('refuses another type through both transports and adds nothing', async () => {
    const before = await snapshot(app, ['tasks']);
    const rest = await client.post('/api/apps/tasks/task', { type: 'bug' });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({
      error: 'BAD_REQUEST',
      fields: { type: 'Must be task or section' },
    });
    expect((await client.post('/api/apps/tasks/task', [1])).status).toBe(400);
    const graphql = await client.refused('mutation { createTask(input: { type: null }) { id } }');
    expect(graphql.codes).toEqual(['BAD_REQUEST']);
    expect(await snapshot(app, ['tasks'])).toEqual(before);
  });
});

describe('updating a task', () => {
  it('PATCH task {id, task} and updateTask change only the fields given', async () => {
    const rest = await client.patch('/api/apps/tasks/task', {
      id: 'task-1',
      task: {
        title: '  Revisar licencias  ',
        completed: true,
        priority: 2,
        tags: ['task-tag-1'],
        order: 99,
      },
    });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      id: 'task-1',
      title: 'Revisar licencias',
      completed: true,
      priority: 2,
      tags: ['task-tag-1'],
      order: 1,
    });
    const { updateTask } = await client.data(
      `mutation($input: UpdateTaskInput!) { updateTask(id: "task-1", input: $input) { ${TASK_FIELDS} } }`,
      {
        input: {
          completed: false,
          dueDate: '2026-12-01T12:00:00.000Z',
          assignedTo: 'user-admin',
          subTasks: [{ title: 'Llamar' }, { id: 'keep', title: 'Anotar', completed: true }],
        },
      },
    );
    expect(updateTask).toMatchObject({
      title: 'Revisar licencias',
      completed: false,
      priority: 2,
      dueDate: '2026-12-01T12:00:00.000Z',
      assignedTo: 'user-admin',
    });
    const subTasks = (
      updateTask as { subTasks: { id: string; title: string; completed: boolean }[] }
    ).subTasks;
    expect(subTasks.map(({ title, completed }) => ({ title, completed }))).toEqual([
      { title: 'Llamar', completed: false },
      { title: 'Anotar', completed: true },
    ]);
    expect(subTasks[1]?.id).toBe('keep');
  });

  it.each([
    ['a priority outside 0, 1, 2', { priority: 3 }, 'priority'],
    ['a fractional priority', { priority: 1.5 }, 'priority'],
    ['a title of the wrong type', { title: 42 }, 'title'],
    ['an oversize title', { title: 'x'.repeat(201) }, 'title'],
    ['oversize notes', { notes: 'x'.repeat(5001) }, 'notes'],
    ['a date that is no date', { dueDate: 'mañana' }, 'dueDate'],
    ['an unknown tag', { tags: ['task-tag-1', 'no-such-tag'] }, 'tags.1'],
    ['too many tags', { tags: Array.from({ length: 21 }, () => 'task-tag-1') }, 'tags'],
    ['an unknown assignee', { assignedTo: 'nobody' }, 'assignedTo'],
    ['a sub-task without title', { subTasks: [{ completed: true }] }, 'subTasks.0.title'],
    [
      'a sub-task id twice',
      {
        subTasks: [
          { id: 'a', title: 'x' },
          { id: 'a', title: 'y' },
        ],
      },
      'subTasks.1.id',
    ],
    ['a completed flag of the wrong type', { completed: 'yes' }, 'completed'],
  ])('refuses %s through REST and GraphQL and changes nothing', async (_name, task, field) => {
    const before = await snapshot(app, ['tasks']);
    const rest = await client.patch('/api/apps/tasks/task', { id: 'task-2', task });
    expect(rest.status).toBe(400);
    expect(Object.keys(rest.body.fields)).toContain(field);
    // GraphQL's own type checks refuse some of these before the service (400 as well).
    const response = await client.graphql(
      'mutation($input: UpdateTaskInput!) { updateTask(id: "task-2", input: $input) { id } }',
      { input: task },
    );
    expect(response.status).toBeLessThan(500);
    expect(response.body.errors?.length).toBeGreaterThan(0);
    expect(await snapshot(app, ['tasks'])).toEqual(before);
  });

  it('answers 404 / NOT_FOUND for an unknown task and 400 for a missing id or body', async () => {
    const unknown = await client.patch('/api/apps/tasks/task', { id: 'nope', task: {} });
    expect(unknown.status).toBe(404);
    expect(
      (await client.refused('mutation { updateTask(id: "nope", input: {}) { id } }')).codes,
    ).toEqual(['NOT_FOUND']);
    expect((await client.patch('/api/apps/tasks/task', { task: {} })).body.fields).toEqual({
      id: 'Required',
    });
    expect((await client.patch('/api/apps/tasks/task', { id: 'task-1' })).body.fields).toEqual({
      task: 'Required',
    });
  });
});

describe('deleting a task', () => {
  it('DELETE task?id answers true and closes the gap; deleteTask likewise; unknown is 404', async () => {
    const before = await app.store.tasks.count();
    const rest = await client.delete('/api/apps/tasks/task?id=task-1');
    expect(rest.status).toBe(200);
    expect(rest.body).toBe(true);
    expect((await client.data('mutation { deleteTask(id: "task-2") }')).deleteTask).toBe(true);
    expect(await app.store.tasks.count()).toBe(before - 2);
    expect(await orders()).toEqual(Array.from({ length: before - 2 }, (_v, index) => index));
    expect((await client.delete('/api/apps/tasks/task?id=task-1')).status).toBe(404);
    expect((await client.refused('mutation { deleteTask(id: "task-1") }')).codes).toEqual([
      'NOT_FOUND',
    ]);
  });
});

describe('reordering tasks', () => {
  it('PATCH order {tasks} puts the listed tasks first in that order, accepting tasks or ids', async () => {
    const rest = await client.patch('/api/apps/tasks/order', {
      tasks: [{ id: 'task-3', title: 'ignored' }, 'task-1'],
    });
    expect(rest.status).toBe(200);
    expect(rest.body.slice(0, 3).map((task: { id: string }) => task.id)).toEqual([
      'task-3',
      'task-1',
      'task-section-1',
    ]);
    expect(rest.body.map((task: { order: number }) => task.order)).toEqual(
      rest.body.map((_task: unknown, index: number) => index),
    );
    const { reorderTasks } = await client.data(
      'mutation { reorderTasks(ids: ["task-2"]) { id order } }',
    );
    expect((reorderTasks as { id: string }[])[0]).toEqual({ id: 'task-2', order: 0 });
    expect((reorderTasks as { id: string }[])[1]?.id).toBe('task-3');
  });

  it('refuses unknown or repeated ids and a body that is no list, moving nothing', async () => {
    const before = await snapshot(app, ['tasks']);
    const unknown = await client.patch('/api/apps/tasks/order', { tasks: ['task-1', 'nope'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ 'tasks.1': 'Unknown task' });
    const twice = await client.patch('/api/apps/tasks/order', { tasks: ['task-1', 'task-1'] });
    expect(twice.body.fields).toEqual({ 'tasks.1': 'Listed twice' });
    expect((await client.patch('/api/apps/tasks/order', { tasks: 'task-1' })).status).toBe(400);
    expect((await client.patch('/api/apps/tasks/order', { tasks: [{}] })).status).toBe(400);
    const graphql = await client.refused('mutation { reorderTasks(ids: ["nope"]) { id } }');
    expect(graphql).toEqual({ codes: ['BAD_REQUEST'], fields: { 'ids.0': 'Unknown task' } });
    expect(await snapshot(app, ['tasks'])).toEqual(before);
  });
});

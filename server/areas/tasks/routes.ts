import { bodyField } from '../../http/body';
import { gql, type RouteGroup } from '../../http/route-table';
import {
  createTask,
  deleteTask,
  getTask,
  listTasks,
  reorderTasks,
  searchTasks,
  updateTask,
} from './service';
import { createTaskTag, deleteTaskTag, listTaskTags, updateTaskTag } from './tags';

const BASE = '/apps/tasks';

/**
 * The template's tasks paths under /api/apps/tasks: tags (GET, POST `{tag}`, PATCH `{id, tag}`,
 * DELETE `?id`), `all`, `search?query` (tasks with the title as highlighted, escaped HTML; null
 * for an empty query), PATCH `order {tasks}` (ids or tasks), and `task`: GET `?id`, POST
 * `{type}`, PATCH `{id, task}`, DELETE `?id`. Deletes answer true; unknown ids 404.
 */
export const tasksRoutes: RouteGroup = {
  title: 'Tasks',
  demo: true,
  routes: [
    {
      method: 'GET',
      path: `${BASE}/tags`,
      summary: 'The task tags.',
      auth: ['tasks', 'read'],
      graphql: 'Query.taskTags',
      handler: async (req, res) => {
        res.json(await listTaskTags(req.ctx));
      },
    },
    {
      method: 'POST',
      path: `${BASE}/tag`,
      summary: 'Adds a task tag.',
      auth: ['tasks', 'create'],
      body: gql('CreateTaskTagInput', 'as `{ tag }`'),
      graphql: 'Mutation.createTaskTag',
      handler: async (req, res) => {
        res.json(await createTaskTag(req.ctx, bodyField(req, 'tag')));
      },
    },
    {
      method: 'PATCH',
      path: `${BASE}/tag`,
      summary: 'Changes a task tag.',
      auth: ['tasks', 'update'],
      body: gql(
        'UpdateTaskTagInput',
        'as `{ id, tag }`; the tag may come back whole, its `id` unchanged',
      ),
      graphql: 'Mutation.updateTaskTag',
      handler: async (req, res) => {
        res.json(await updateTaskTag(req.ctx, bodyField(req, 'id'), bodyField(req, 'tag')));
      },
    },
    {
      method: 'DELETE',
      path: `${BASE}/tag`,
      summary: 'Removes a task tag.',
      auth: ['tasks', 'delete'],
      query: '`id`',
      response: '`true`',
      graphql: 'Mutation.deleteTaskTag',
      handler: async (req, res) => {
        await deleteTaskTag(req.ctx, req.query.id);
        res.json(true);
      },
    },
    {
      method: 'GET',
      path: `${BASE}/all`,
      summary: 'Every task, in order.',
      auth: ['tasks', 'read'],
      graphql: 'Query.tasks',
      handler: async (req, res) => {
        res.json(await listTasks(req.ctx));
      },
    },
    {
      method: 'GET',
      path: `${BASE}/search`,
      summary:
        'The tasks whose title matches, the match highlighted (escaped HTML); null for an empty query.',
      auth: ['tasks', 'read'],
      query: '`query`',
      response: gql('[Task]', 'with `title` as highlighted HTML'),
      graphql: 'Query.searchTasks',
      handler: async (req, res) => {
        const results = await searchTasks(req.ctx, req.query.query);
        res.json(results?.map(({ task, titleHtml }) => ({ ...task, title: titleHtml })) ?? null);
      },
    },
    {
      method: 'PATCH',
      path: `${BASE}/order`,
      summary: 'Puts the tasks in the order given.',
      auth: ['tasks', 'update'],
      body: '`{ tasks }`: the ids, or the tasks, in order',
      graphql: 'Mutation.reorderTasks',
      handler: async (req, res) => {
        res.json(await reorderTasks(req.ctx, bodyField(req, 'tasks'), 'tasks'));
      },
    },
    {
      method: 'GET',
      path: `${BASE}/task`,
      summary: 'One task.',
      auth: ['tasks', 'read'],
      query: '`id`',
      graphql: 'Query.task',
      handler: async (req, res) => {
        res.json(await getTask(req.ctx, req.query.id));
      },
    },
    {
      method: 'POST',
      path: `${BASE}/task`,
      summary: 'Adds a task or a section.',
      auth: ['tasks', 'create'],
      body: gql('CreateTaskInput'),
      graphql: 'Mutation.createTask',
      handler: async (req, res) => {
        res.json(await createTask(req.ctx, req.body));
      },
    },
    {
      method: 'PATCH',
      path: `${BASE}/task`,
      summary: 'Changes the fields given of one task.',
      auth: ['tasks', 'update'],
      body: gql('UpdateTaskInput', 'as `{ id, task }`'),
      graphql: 'Mutation.updateTask',
      handler: async (req, res) => {
        res.json(await updateTask(req.ctx, bodyField(req, 'id'), bodyField(req, 'task')));
      },
    },
    {
      method: 'DELETE',
      path: `${BASE}/task`,
      summary: 'Removes one task.',
      auth: ['tasks', 'delete'],
      query: '`id`',
      response: '`true`',
      graphql: 'Mutation.deleteTask',
      handler: async (req, res) => {
        await deleteTask(req.ctx, req.query.id);
        res.json(true);
      },
    },
  ],
};

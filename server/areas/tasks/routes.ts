import { Router } from 'express';
import { bodyField } from '../../http/body';
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
export function tasksRoutes(): Router {
  const router = Router();
  router.get(`${BASE}/tags`, async (req, res) => {
    res.json(await listTaskTags(req.ctx));
  });
  router.post(`${BASE}/tag`, async (req, res) => {
    res.json(await createTaskTag(req.ctx, bodyField(req, 'tag')));
  });
  router.patch(`${BASE}/tag`, async (req, res) => {
    res.json(await updateTaskTag(req.ctx, bodyField(req, 'id'), bodyField(req, 'tag')));
  });
  router.delete(`${BASE}/tag`, async (req, res) => {
    await deleteTaskTag(req.ctx, req.query.id);
    res.json(true);
  });
  router.get(`${BASE}/all`, async (req, res) => {
    res.json(await listTasks(req.ctx));
  });
  router.get(`${BASE}/search`, async (req, res) => {
    const results = await searchTasks(req.ctx, req.query.query);
    res.json(results?.map(({ task, titleHtml }) => ({ ...task, title: titleHtml })) ?? null);
  });
  router.patch(`${BASE}/order`, async (req, res) => {
    res.json(await reorderTasks(req.ctx, bodyField(req, 'tasks'), 'tasks'));
  });
  router.get(`${BASE}/task`, async (req, res) => {
    res.json(await getTask(req.ctx, req.query.id));
  });
  router.post(`${BASE}/task`, async (req, res) => {
    res.json(await createTask(req.ctx, req.body));
  });
  router.patch(`${BASE}/task`, async (req, res) => {
    res.json(await updateTask(req.ctx, bodyField(req, 'id'), bodyField(req, 'task')));
  });
  router.delete(`${BASE}/task`, async (req, res) => {
    await deleteTask(req.ctx, req.query.id);
    res.json(true);
  });
  return router;
}

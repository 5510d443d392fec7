import { Router } from 'express';
import { getCourse, listCategories, listCourses } from './service';

/** Where the REST adapter mounts these routes (under /api). */
export const ACADEMY_PATH = '/apps/academy';

/**
 * The template's academy paths, mounted at /api/apps/academy: GET categories (by title),
 * GET courses (without steps), GET courses/course?id (with its steps; 404 when unknown).
 */
export function academyRoutes(): Router {
  const router = Router();
  router.get('/categories', async (req, res) => {
    res.json(await listCategories(req.ctx));
  });
  router.get('/courses', async (req, res) => {
    res.json(await listCourses(req.ctx));
  });
  router.get('/courses/course', async (req, res) => {
    res.json(await getCourse(req.ctx, req.query.id));
  });
  return router;
}

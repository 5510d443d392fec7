import type { RouteGroup } from '../../http/route-table';
import { getCourse, listCategories, listCourses } from './service';

/** Where the REST adapter mounts these routes (under /api). */
export const ACADEMY_PATH = '/apps/academy';

/**
 * The template's academy paths, mounted at /api/apps/academy: GET categories (by title),
 * GET courses (without steps), GET courses/course?id (with its steps; 404 when unknown).
 */
export const academyRoutes: RouteGroup = {
  title: 'Academy',
  demo: true,
  mount: ACADEMY_PATH,
  routes: [
    {
      method: 'GET',
      path: '/categories',
      summary: 'The course categories, by title.',
      auth: ['academy', 'read'],
      graphql: 'Query.academyCategories',
      handler: async (req, res) => {
        res.json(await listCategories(req.ctx));
      },
    },
    {
      method: 'GET',
      path: '/courses',
      summary: 'Every course, without its steps.',
      auth: ['academy', 'read'],
      graphql: 'Query.academyCourses',
      handler: async (req, res) => {
        res.json(await listCourses(req.ctx));
      },
    },
    {
      method: 'GET',
      path: '/courses/course',
      summary: 'One course with its eleven steps; 404 for an unknown id.',
      auth: ['academy', 'read'],
      query: '`id`',
      graphql: 'Query.academyCourse',
      handler: async (req, res) => {
        res.json(await getCourse(req.ctx, req.query.id));
      },
    },
  ],
};

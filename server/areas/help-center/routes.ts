import type { RouteGroup } from '../../http/route-table';
import { queryInput } from '../../template/query';
import { getGuide, listFaqs, listGuides } from './service';

/** Where the REST adapter mounts these routes (under /api). */
export const HELP_CENTER_PATH = '/apps/help-center';

/**
 * The template's help-center paths, mounted at /api/apps/help-center: GET faqs?slug, GET
 * guides?slug&limit (limit 1 to 100, default 5), GET guide?categorySlug&guideSlug. An unknown
 * slug is 404; a wrong limit is 400.
 */
export const helpCenterRoutes: RouteGroup = {
  title: 'Help center',
  demo: true,
  mount: HELP_CENTER_PATH,
  routes: [
    {
      method: 'GET',
      path: '/faqs',
      summary: 'The FAQ categories with their questions; with `slug`, that category only.',
      auth: ['help-center', 'read'],
      query: '`slug` (optional)',
      graphql: 'Query.helpCenterFaqs',
      handler: async (req, res) => {
        res.json(await listFaqs(req.ctx, queryInput(req.query)));
      },
    },
    {
      method: 'GET',
      path: '/guides',
      summary:
        'The guide categories: each with its first `limit` guides and the counts, or one category (`slug`) with all of its guides.',
      auth: ['help-center', 'read'],
      query: '`slug` (optional), `limit` (1 to 100, default 5)',
      graphql: 'Query.helpCenterGuides',
      handler: async (req, res) => {
        res.json(await listGuides(req.ctx, queryInput(req.query, { numbers: ['limit'] })));
      },
    },
    {
      method: 'GET',
      path: '/guide',
      summary: 'One guide of one category, with that category; 404 when either is unknown.',
      auth: ['help-center', 'read'],
      query: '`categorySlug`, `guideSlug`',
      graphql: 'Query.helpCenterGuide',
      handler: async (req, res) => {
        res.json(await getGuide(req.ctx, queryInput(req.query)));
      },
    },
  ],
};

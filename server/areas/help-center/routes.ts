import { Router } from 'express';
import { queryInput } from '../../template/query';
import { getGuide, listFaqs, listGuides } from './service';

/** Where the REST adapter mounts these routes (under /api). */
export const HELP_CENTER_PATH = '/apps/help-center';

/**
 * The template's help-center paths, mounted at /api/apps/help-center: GET faqs?slug, GET
 * guides?slug&limit (limit 1 to 100, default 5), GET guide?categorySlug&guideSlug. An unknown
 * slug is 404; a wrong limit is 400.
 */
export function helpCenterRoutes(): Router {
  const router = Router();
  router.get('/faqs', async (req, res) => {
    res.json(await listFaqs(req.ctx, queryInput(req.query)));
  });
  router.get('/guides', async (req, res) => {
    res.json(await listGuides(req.ctx, queryInput(req.query, { numbers: ['limit'] })));
  });
  router.get('/guide', async (req, res) => {
    res.json(await getGuide(req.ctx, queryInput(req.query)));
  });
  return router;
}

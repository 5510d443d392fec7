import { Router } from 'express';
import {
  getAnalyticsDashboard,
  getCryptoDashboard,
  getFinanceDashboard,
  getProjectDashboard,
} from './service';
import { toTemplateKeys } from './view';

/**
 * The template's dashboards: GET /api/dashboards/analytics, crypto, finance and project, each
 * made for today's date in Cusco, with the template's kebab-case keys (`this-year`…).
 */
export function dashboardsRoutes(): Router {
  const router = Router();
  const dashboards = {
    analytics: getAnalyticsDashboard,
    crypto: getCryptoDashboard,
    finance: getFinanceDashboard,
    project: getProjectDashboard,
  };
  for (const [name, get] of Object.entries(dashboards)) {
    router.get(`/dashboards/${name}`, async (req, res) => {
      res.json(toTemplateKeys(await get(req.ctx)));
    });
  }
  return router;
}

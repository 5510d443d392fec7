import { Router } from 'express';
import { listActivities } from './service';

/** The template's activity feed: GET /api/pages/activities, newest first. */
export function activitiesRoutes(): Router {
  const router = Router();
  router.get('/pages/activities', async (req, res) => {
    res.json(await listActivities(req.ctx));
  });
  return router;
}

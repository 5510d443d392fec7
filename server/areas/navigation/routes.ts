import { Router } from 'express';
import { getNavigation } from './service';

/** GET /api/common/navigation: `{ compact, default, futuristic, horizontal }` for the caller. */
export function navigationRoutes(): Router {
  const router = Router();
  router.get('/common/navigation', async (req, res) => {
    res.json(await getNavigation(req.ctx));
  });
  return router;
}

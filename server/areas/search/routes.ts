import { Router } from 'express';
import { bodyField } from '../../http/body';
import { search } from './service';

/** POST /api/common/search `{ query }`: the result sets, `[]` for a query under two characters. */
export function searchRoutes(): Router {
  const router = Router();
  router.post('/common/search', async (req, res) => {
    res.json(await search(req.ctx, bodyField(req, 'query')));
  });
  return router;
}

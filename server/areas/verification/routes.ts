import { Router } from 'express';
import { verifyProvider } from './service';

/**
 * GET /api/public/verify?q=<text>: the same answer as the GraphQL query. 400 when `q` is
 * missing or outside 3 to 100 characters, 429 with Retry-After past the per-IP limit.
 */
export function verificationRoutes(): Router {
  const router = Router();
  router.get('/public/verify', async (req, res) => {
    const q = typeof req.query.q === 'string' ? req.query.q : undefined;
    res.json(await verifyProvider(req.ctx, q));
  });
  return router;
}

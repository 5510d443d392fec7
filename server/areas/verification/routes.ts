import type { RouteGroup } from '../../http/route-table';
import { verifyProvider } from './service';

/**
 * GET /api/public/verify?q=<text>: the same answer as the GraphQL query. 400 when `q` is
 * missing or outside 3 to 100 characters, 429 with Retry-After past the per-IP limit.
 */
export const verificationRoutes: RouteGroup = {
  title: 'Provider verification',
  routes: [
    {
      method: 'GET',
      path: '/public/verify',
      summary:
        'Whether a guide, agency or lodging is registered (3 to 100 characters; 429 past the per-address limit).',
      auth: ['verification', 'read'],
      query: '`q`: a name, RUC, carné or certificate number',
      graphql: 'Query.verifyProvider',
      shared: true,
      params: ['q'],
      handler: async (req, res) => {
        const q = typeof req.query.q === 'string' ? req.query.q : undefined;
        res.json(await verifyProvider(req.ctx, q));
      },
    },
  ],
};

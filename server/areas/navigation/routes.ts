import type { RouteGroup } from '../../http/route-table';
import { getNavigation } from './service';

/** GET /api/common/navigation: `{ compact, default, futuristic, horizontal }` for the caller. */
export const navigationRoutes: RouteGroup = {
  title: 'Navigation',
  routes: [
    {
      method: 'GET',
      path: '/common/navigation',
      summary: "The menu for the caller's role, in each of the layouts' forms.",
      auth: ['navigation', 'read'],
      graphql: 'Query.navigation',
      handler: async (req, res) => {
        res.json(await getNavigation(req.ctx));
      },
    },
  ],
};

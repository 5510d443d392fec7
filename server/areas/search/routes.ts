import { bodyField } from '../../http/body';
import type { RouteGroup } from '../../http/route-table';
import { search } from './service';

/** POST /api/common/search `{ query }`: the result sets, `[]` for a query under two characters. */
export const searchRoutes: RouteGroup = {
  title: 'Search',
  routes: [
    {
      method: 'POST',
      path: '/common/search',
      summary: 'Searches what the caller may read; `[]` for a query under two characters.',
      auth: ['search', 'read'],
      body: '`{ query: String }`',
      graphql: 'Query.search',
      handler: async (req, res) => {
        res.json(await search(req.ctx, bodyField(req, 'query')));
      },
    },
  ],
};

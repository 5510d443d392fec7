import { bodyField } from '../../http/body';
import type { RouteGroup } from '../../http/route-table';
import type { SearchProvider } from './model';
import { search } from './service';

/**
 * POST /api/common/search `{ query }`: the result sets (the template's contacts, pages and tasks,
 * then the registries), `[]` for a query under two characters.
 */
export const searchRoutes = (providers: () => readonly SearchProvider[]): RouteGroup => ({
  title: 'Search',
  routes: [
    {
      method: 'POST',
      path: '/common/search',
      summary:
        "Searches what the caller may read: the template's `contacts`, `pages` and `tasks` sets, then the registries'; `[]` for a query under two characters.",
      auth: ['search', 'read'],
      body: '`{ query: String }`',
      graphql: 'Query.search',
      handler: async (req, res) => {
        res.json(await search(req.ctx, bodyField(req, 'query'), providers()));
      },
    },
  ],
});

import type { RouteGroup } from '../../http/route-table';
import { listPoliceOffices } from './service';

/** GET /api/public/police-offices: the public page's offices, as the GraphQL `policeOffices`. */
export const policeOfficesRoutes: RouteGroup = {
  title: 'Police offices',
  routes: [
    {
      method: 'GET',
      path: '/public/police-offices',
      summary: "The tourist police's offices, for the public page.",
      auth: ['police-offices', 'read'],
      graphql: 'Query.policeOffices',
      shared: true,
      handler: async (req, res) => {
        res.json(await listPoliceOffices(req.ctx));
      },
    },
  ],
};

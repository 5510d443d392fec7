import type { RouteGroup } from '../../http/route-table';
import { listActivities } from './service';

/** The template's activity feed: GET /api/pages/activities, newest first. */
export const activitiesRoutes: RouteGroup = {
  title: 'Activities',
  demo: true,
  routes: [
    {
      method: 'GET',
      path: '/pages/activities',
      summary: 'The activity feed of the three weeks before today, newest first.',
      auth: ['activities', 'read'],
      graphql: 'Query.activities',
      handler: async (req, res) => {
        res.json(await listActivities(req.ctx));
      },
    },
  ],
};

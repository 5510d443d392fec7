import type { AreaDefinition } from '../area';
import { dashboardsResolvers } from './resolvers';
import { dashboardsRoutes } from './routes';

export const dashboardsArea: AreaDefinition = {
  name: 'dashboards',
  resolvers: dashboardsResolvers,
  routes: dashboardsRoutes,
};

import type { AreaDefinition } from '../area';
import { activitiesResolvers } from './resolvers';
import { activitiesRoutes } from './routes';

export const activitiesArea: AreaDefinition = {
  name: 'activities',
  resolvers: activitiesResolvers,
  routes: activitiesRoutes,
};

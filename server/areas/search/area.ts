import type { AreaDefinition } from '../area';
import { searchResolvers } from './resolvers';
import { searchRoutes } from './routes';

export const searchArea: AreaDefinition = {
  name: 'search',
  resolvers: searchResolvers,
  routes: searchRoutes,
};

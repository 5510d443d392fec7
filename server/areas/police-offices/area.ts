import type { AreaDefinition } from '../area';
import { policeOfficesResolvers } from './resolvers';
import { policeOfficesRoutes } from './routes';

export const policeOfficesArea: AreaDefinition = {
  name: 'police-offices',
  resolvers: policeOfficesResolvers,
  routes: policeOfficesRoutes,
};

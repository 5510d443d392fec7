import type { AreaDefinition } from '../area';
import { profileResolvers } from './resolvers';
import { profileRoutes } from './routes';

export const profileArea: AreaDefinition = {
  name: 'profile',
  resolvers: profileResolvers,
  routes: profileRoutes,
};

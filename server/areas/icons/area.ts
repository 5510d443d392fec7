import type { AreaDefinition } from '../area';
import { iconsResolvers } from './resolvers';
import { iconsRoutes } from './routes';

export const iconsArea: AreaDefinition = {
  name: 'icons',
  resolvers: iconsResolvers,
  routes: iconsRoutes,
};

import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { navigationResolvers } from './resolvers';
import { navigationRoutes } from './routes';

export const navigationArea: AreaDefinition = {
  name: 'navigation',
  resolvers: navigationResolvers,
  routes: navigationRoutes,
  collections: collectionsOf(collections),
};

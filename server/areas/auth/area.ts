import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { authResolvers } from './resolvers';
import { authRoutes } from './routes';

export const authArea: AreaDefinition = {
  name: 'auth',
  resolvers: authResolvers,
  routes: authRoutes,
  collections: collectionsOf(collections),
};

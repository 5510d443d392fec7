import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { usersResolvers } from './resolvers';
import { usersRoutes } from './routes';
import { usersSearch } from './search';

export const usersArea: AreaDefinition = {
  name: 'users',
  resolvers: usersResolvers,
  routes: usersRoutes,
  collections: collectionsOf(collections),
  search: [usersSearch],
};

import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { tasksResolvers } from './resolvers';
import { tasksRoutes } from './routes';
import { tasksSearch } from './search';

export const tasksArea: AreaDefinition = {
  name: 'tasks',
  resolvers: tasksResolvers,
  routes: tasksRoutes,
  collections: collectionsOf(collections),
  search: [tasksSearch],
};

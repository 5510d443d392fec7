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
  caps: {
    // Read whole: 1,000 tasks; tags are a menu to pick from, 100 already too many to read.
    tasks: { limit: 1000, noun: 'tasks' },
    taskTags: { limit: 100, noun: 'task tags' },
  },
};

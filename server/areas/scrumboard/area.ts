import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { scrumboardResolvers } from './resolvers';
import { scrumboardRoutes } from './routes';

export const scrumboardArea: AreaDefinition = {
  name: 'scrumboard',
  resolvers: scrumboardResolvers,
  routes: scrumboardRoutes,
  collections: collectionsOf(collections),
};

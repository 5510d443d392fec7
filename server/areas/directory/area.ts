import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { directoryResolvers } from './resolvers';
import { directoryRoutes } from './routes';

export const directoryArea: AreaDefinition = {
  name: 'directory',
  resolvers: directoryResolvers,
  routes: directoryRoutes,
  collections: collectionsOf(collections),
};

import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { fileManagerResolvers } from './resolvers';
import { fileManagerRoutes } from './routes';

export const fileManagerArea: AreaDefinition = {
  name: 'file-manager',
  resolvers: fileManagerResolvers,
  routes: fileManagerRoutes,
  collections: collectionsOf(collections),
};

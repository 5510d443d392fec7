import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { inventoryResolvers } from './resolvers';
import { inventoryRoutes } from './routes';

export const inventoryArea: AreaDefinition = {
  name: 'inventory',
  resolvers: inventoryResolvers,
  routes: inventoryRoutes,
  collections: collectionsOf(collections),
};

import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { inventoryResolvers } from './resolvers';
import { inventoryRoutes } from './routes';

export const inventoryArea: AreaDefinition = {
  name: 'inventory',
  resolvers: inventoryResolvers,
  routes: inventoryRoutes,
  collections: collectionsOf(collections),
  caps: {
    // Paged: 1,000 products; tags are a menu to pick from, 100 already too many to read.
    inventoryProducts: { limit: 1000, noun: 'products' },
    inventoryTags: { limit: 100, noun: 'product tags' },
  },
};

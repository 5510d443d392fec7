import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { shortcutsResolvers } from './resolvers';
import { shortcutsRoutes } from './routes';

export const shortcutsArea: AreaDefinition = {
  name: 'shortcuts',
  resolvers: shortcutsResolvers,
  routes: shortcutsRoutes,
  collections: collectionsOf(collections),
  caps: {
    // The panel shows two columns of shortcuts; 50 is more than fits.
    shortcuts: { limit: 50, noun: 'shortcuts', own: (userId) => ({ userId }) },
  },
};

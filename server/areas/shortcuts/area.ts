import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { shortcutsResolvers } from './resolvers';
import { shortcutsRoutes } from './routes';

export const shortcutsArea: AreaDefinition = {
  name: 'shortcuts',
  resolvers: shortcutsResolvers,
  routes: shortcutsRoutes,
  collections: collectionsOf(collections),
};

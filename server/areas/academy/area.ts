import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { academyResolvers } from './resolvers';
import { academyRoutes } from './routes';

export const academyArea: AreaDefinition = {
  name: 'academy',
  resolvers: academyResolvers,
  routes: academyRoutes,
  collections: collectionsOf(collections),
};

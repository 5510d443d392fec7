import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { travelAgenciesResolvers } from './resolvers';
import { travelAgenciesRoutes } from './routes';

export const travelAgenciesArea: AreaDefinition = {
  name: 'travel-agencies',
  resolvers: travelAgenciesResolvers,
  routes: travelAgenciesRoutes,
  collections: collectionsOf(collections),
};

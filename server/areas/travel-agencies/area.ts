import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { travelAgenciesResolvers } from './resolvers';
import { travelAgenciesRoutes } from './routes';
import { travelAgenciesSearch } from './search';

export const travelAgenciesArea: AreaDefinition = {
  name: 'travel-agencies',
  resolvers: travelAgenciesResolvers,
  routes: travelAgenciesRoutes,
  collections: collectionsOf(collections),
  search: [travelAgenciesSearch],
};

import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { policeResolvers } from './resolvers';
import { policeRoutes } from './routes';
import { policeSearch } from './search';

export const policeArea: AreaDefinition = {
  name: 'police',
  resolvers: policeResolvers,
  routes: policeRoutes,
  collections: collectionsOf(collections),
  search: [policeSearch],
};

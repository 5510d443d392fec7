import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { jurisdictionsResolvers } from './resolvers';
import { jurisdictionsRoutes } from './routes';
import { jurisdictionsSearch } from './search';

export const jurisdictionsArea: AreaDefinition = {
  name: 'jurisdictions',
  resolvers: jurisdictionsResolvers,
  routes: jurisdictionsRoutes,
  collections: collectionsOf(collections),
  search: [jurisdictionsSearch],
};

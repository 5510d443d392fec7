import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { jurisdictionsResolvers } from './resolvers';
import { jurisdictionsRoutes } from './routes';

export const jurisdictionsArea: AreaDefinition = {
  name: 'jurisdictions',
  resolvers: jurisdictionsResolvers,
  routes: jurisdictionsRoutes,
  collections: collectionsOf(collections),
};

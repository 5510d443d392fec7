import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { lodgingsResolvers } from './resolvers';
import { lodgingsRoutes } from './routes';
import { lodgingsSearch } from './search';

export const lodgingsArea: AreaDefinition = {
  name: 'lodgings',
  resolvers: lodgingsResolvers,
  routes: lodgingsRoutes,
  collections: collectionsOf(collections),
  search: [lodgingsSearch],
};

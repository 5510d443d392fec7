import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { helpCenterResolvers } from './resolvers';
import { helpCenterRoutes } from './routes';

export const helpCenterArea: AreaDefinition = {
  name: 'help-center',
  resolvers: helpCenterResolvers,
  routes: helpCenterRoutes,
  collections: collectionsOf(collections),
};

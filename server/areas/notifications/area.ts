import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { notificationsResolvers } from './resolvers';
import { notificationsRoutes } from './routes';

export const notificationsArea: AreaDefinition = {
  name: 'notifications',
  resolvers: notificationsResolvers,
  routes: notificationsRoutes,
  collections: collectionsOf(collections),
};

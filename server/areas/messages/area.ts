import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { messagesResolvers } from './resolvers';
import { messagesRoutes } from './routes';

export const messagesArea: AreaDefinition = {
  name: 'messages',
  resolvers: messagesResolvers,
  routes: messagesRoutes,
  collections: collectionsOf(collections),
};

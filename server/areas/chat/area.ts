import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { chatResolvers } from './resolvers';
import { chatRoutes } from './routes';

export const chatArea: AreaDefinition = {
  name: 'chat',
  resolvers: chatResolvers,
  routes: chatRoutes,
  collections: collectionsOf(collections),
};

import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { messagesResolvers } from './resolvers';
import { messagesRoutes } from './routes';

export const messagesArea: AreaDefinition = {
  name: 'messages',
  resolvers: messagesResolvers,
  routes: messagesRoutes,
  collections: collectionsOf(collections),
  caps: {
    // The toolbar lists show every item unpaged: 200 is the most that stays readable.
    messages: { limit: 200, noun: 'messages', own: (userId) => ({ userId }) },
  },
};

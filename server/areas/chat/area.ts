import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { chatResolvers } from './resolvers';
import { chatRoutes } from './routes';

export const chatArea: AreaDefinition = {
  name: 'chat',
  resolvers: chatResolvers,
  routes: chatRoutes,
  collections: collectionsOf(collections),
  caps: {
    // A long history of the quick chat: 5,000 messages is months of daily use. A user's are
    // those they wrote.
    chatMessages: {
      limit: 5000,
      noun: 'chat messages',
      own: (userId) => ({ contactId: userId, isMine: true }),
    },
  },
};

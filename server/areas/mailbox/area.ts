import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { mailboxResolvers } from './resolvers';
import { mailboxRoutes } from './routes';

export const mailboxArea: AreaDefinition = {
  name: 'mailbox',
  resolvers: mailboxResolvers,
  routes: mailboxRoutes,
  collections: collectionsOf(collections),
};

import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { mailboxResolvers } from './resolvers';
import { mailboxRoutes } from './routes';

export const mailboxArea: AreaDefinition = {
  name: 'mailbox',
  resolvers: mailboxResolvers,
  routes: mailboxRoutes,
  collections: collectionsOf(collections),
  caps: {
    // Labels are a menu to pick from: 100 is already too many to read.
    mailLabels: { limit: 100, noun: 'mail labels' },
  },
};

import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { contactsResolvers } from './resolvers';
import { contactsRoutes } from './routes';
import { contactsSearch } from './search';

export const contactsArea: AreaDefinition = {
  name: 'contacts',
  resolvers: contactsResolvers,
  routes: contactsRoutes,
  collections: collectionsOf(collections),
  search: [contactsSearch],
};

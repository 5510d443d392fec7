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
  caps: {
    // Read whole: 1,000 contacts; tags are a menu to pick from, 100 already too many to read.
    contacts: { limit: 1000, noun: 'contacts' },
    contactTags: { limit: 100, noun: 'contact tags' },
  },
};

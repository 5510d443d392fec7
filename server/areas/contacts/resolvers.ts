import type { Resolvers } from '../../../generated/graphql';
import {
  createContact,
  createContactTag,
  deleteContact,
  deleteContactTag,
  getContact,
  listContacts,
  listContactTags,
  listCountries,
  setAvatar,
  updateContact,
  updateContactTag,
} from './service';

export const contactsResolvers: Resolvers = {
  Query: {
    contacts: (_parent, { query }, ctx) => listContacts(ctx, query),
    contact: (_parent, { id }, ctx) => getContact(ctx, id),
    countries: async (_parent, _args, ctx) => [...(await listCountries(ctx))],
    contactTags: (_parent, _args, ctx) => listContactTags(ctx),
  },
  Mutation: {
    createContact: (_parent, _args, ctx) => createContact(ctx),
    updateContact: (_parent, { id, input }, ctx) => updateContact(ctx, id, input),
    deleteContact: (_parent, { id }, ctx) => deleteContact(ctx, id),
    updateContactAvatar: (_parent, { id, avatar }, ctx) => setAvatar(ctx, id, avatar),
    createContactTag: (_parent, { input }, ctx) => createContactTag(ctx, input),
    updateContactTag: (_parent, { id, input }, ctx) => updateContactTag(ctx, id, input),
    deleteContactTag: (_parent, { id }, ctx) => deleteContactTag(ctx, id),
  },
};

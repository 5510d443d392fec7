import type { Resolvers } from '../../../generated/graphql';
import { pickText } from '../../../shared/locales';
import {
  createEmergencyContact,
  deleteEmergencyContact,
  listAllEmergencyContacts,
  listEmergencyContacts,
  reorderEmergencyContacts,
  updateEmergencyContact,
} from './service';

export const emergencyContactsResolvers: Resolvers = {
  Query: {
    emergencyContacts: (_parent, _args, ctx) => listEmergencyContacts(ctx),
    adminEmergencyContacts: (_parent, _args, ctx) => listAllEmergencyContacts(ctx),
  },
  Mutation: {
    createEmergencyContact: (_parent, { input }, ctx) => createEmergencyContact(ctx, input),
    updateEmergencyContact: (_parent, { id, input }, ctx) => updateEmergencyContact(ctx, id, input),
    deleteEmergencyContact: (_parent, { id }, ctx) => deleteEmergencyContact(ctx, id),
    reorderEmergencyContacts: (_parent, { ids }, ctx) => reorderEmergencyContacts(ctx, ids),
  },
  EmergencyContact: {
    name: (contact, { lang }) => pickText(contact.names, lang).text,
    hidden: (contact) => contact.hidden === true,
  },
};

import type { Resolvers } from '../../../generated/graphql';
import { listEmergencyContacts } from './service';

export const emergencyContactsResolvers: Resolvers = {
  Query: {
    emergencyContacts: (_parent, _args, ctx) => listEmergencyContacts(ctx),
  },
  EmergencyContact: {
    name: (contact, { lang }) => contact.names[lang],
  },
};

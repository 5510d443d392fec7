import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { emergencyContactsResolvers } from './resolvers';
import { emergencyContactsRoutes } from './routes';

export const emergencyContactsArea: AreaDefinition = {
  name: 'emergency-contacts',
  resolvers: emergencyContactsResolvers,
  routes: emergencyContactsRoutes,
  collections: collectionsOf(collections),
};

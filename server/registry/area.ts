import { type AreaDefinition, collectionsOf } from '../areas/area';
import * as collections from './collections';
import { registryResolvers } from './resolvers';

/** What the registries share: the audit trail, the expiry notices' record, the provinces. */
export const registryArea: AreaDefinition = {
  name: 'registry',
  resolvers: registryResolvers,
  collections: collectionsOf(collections),
};

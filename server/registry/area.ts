import { type AreaDefinition, collectionsOf } from '../areas/area';
import * as collections from './collections';
import { registryResolvers } from './resolvers';

/** What the registries share: the landing page's overview and the audit trail. */
export const registryArea: AreaDefinition = {
  name: 'registry',
  resolvers: registryResolvers,
  collections: collectionsOf(collections),
};

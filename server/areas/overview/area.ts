import type { AreaDefinition } from '../area';
import { overviewResolvers } from './resolvers';

/** The staff landing page: what the registries the caller may read hold and what changed. */
export const overviewArea: AreaDefinition = {
  name: 'overview',
  resolvers: overviewResolvers,
};

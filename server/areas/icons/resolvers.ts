import type { Resolvers } from '../../../generated/graphql';
import { getIconSet } from './service';

export const iconsResolvers: Resolvers = {
  Query: {
    // HEROICONS_OUTLINE → heroicons-outline, the REST path's name.
    iconSet: (_parent, { id }, ctx) => getIconSet(ctx, id.toLowerCase().replace('_', '-')),
  },
};

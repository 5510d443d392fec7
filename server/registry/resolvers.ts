import type { Resolvers } from '../../generated/graphql';
import { recordHistory } from './audit-trail';
import { provinces } from './geography';

export const registryResolvers: Resolvers = {
  Query: {
    recordHistory: (_parent, { area, id }, ctx) => recordHistory(ctx, area, id),
    provinces: () => provinces(),
  },
};

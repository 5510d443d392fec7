import type { Resolvers } from '../../generated/graphql';
import { recordHistory } from './audit-trail';
import { provinces } from './geography';
import { registryOverview } from './overview';

export const registryResolvers: Resolvers = {
  Query: {
    recordHistory: (_parent, { area, id }, ctx) => recordHistory(ctx, area, id),
    provinces: () => provinces(),
    registryOverview: (_parent, args, ctx) => registryOverview(ctx, args),
  },
};

import type { Resolvers } from '../../../generated/graphql';
import { getOverview } from './service';

export const overviewResolvers: Resolvers = {
  Query: {
    overview: (_parent, args, ctx) => getOverview(ctx, args),
  },
};

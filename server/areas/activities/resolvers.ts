import type { Resolvers } from '../../../generated/graphql';
import { listActivities } from './service';

export const activitiesResolvers: Resolvers = {
  Query: {
    activities: (_parent, _args, ctx) => listActivities(ctx),
  },
};

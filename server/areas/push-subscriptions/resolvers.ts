import type { Resolvers } from '../../../generated/graphql';
import { createPushSubscription, deletePushSubscription, pushSubscriptionStatus } from './service';

export const pushSubscriptionsResolvers: Resolvers = {
  Query: {
    pushSubscriptionStatus: (_parent, _args, ctx) => pushSubscriptionStatus(ctx),
  },
  Mutation: {
    createPushSubscription: (_parent, { input }, ctx) => createPushSubscription(ctx, input),
    deletePushSubscription: (_parent, { endpoint }, ctx) => deletePushSubscription(ctx, endpoint),
  },
};

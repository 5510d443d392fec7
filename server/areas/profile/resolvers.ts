import type { Resolvers } from '../../../generated/graphql';
import { updateProfile } from './service';

export const profileResolvers: Resolvers = {
  Mutation: {
    updateProfile: (_parent, { input }, ctx) => updateProfile(ctx, input),
  },
};

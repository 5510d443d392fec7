import type { Resolvers } from '../../../generated/graphql';
import { changePassword } from './password';
import { updateProfile } from './service';

export const profileResolvers: Resolvers = {
  Mutation: {
    updateProfile: (_parent, { input }, ctx) => updateProfile(ctx, input),
    changePassword: (_parent, args, ctx) => changePassword(ctx, args),
  },
};

import type { Resolvers } from '../../../generated/graphql';
import { me, refresh, signIn, signOut } from './service';

export const authResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, ctx) => me(ctx),
  },
  Mutation: {
    signIn: (_parent, args, ctx) => signIn(ctx, args),
    refreshToken: (_parent, { refreshToken }, ctx) => refresh(ctx, refreshToken),
    signOut: (_parent, { refreshToken }, ctx) => signOut(ctx, refreshToken),
    unlockSession: (_parent, args, ctx) => signIn(ctx, args, 'unlock-session'),
  },
};

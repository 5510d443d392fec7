import type { MutationResolvers, Resolvers } from '../../../generated/graphql';
import { forgotPassword, resetPassword } from './password-reset';
import { me, refresh, signIn, signOut, signUp } from './service';

/** The mutations that check a credential, hash a password or send a link: one per operation. */
export const AUTH_MUTATIONS = [
  'signIn',
  'unlockSession',
  'refreshToken',
  'signUp',
  'forgotPassword',
  'resetPassword',
] as const satisfies readonly (keyof MutationResolvers)[];

export const authResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, ctx) => me(ctx),
  },
  Mutation: {
    signIn: (_parent, args, ctx) => signIn(ctx, args),
    refreshToken: (_parent, { refreshToken }, ctx) => refresh(ctx, refreshToken),
    signOut: (_parent, { refreshToken }, ctx) => signOut(ctx, refreshToken),
    signUp: (_parent, { input }, ctx) => signUp(ctx, input),
    forgotPassword: (_parent, { email }, ctx) => forgotPassword(ctx, { email }),
    resetPassword: (_parent, args, ctx) => resetPassword(ctx, args),
    unlockSession: (_parent, args, ctx) => signIn(ctx, args, 'unlock-session'),
  },
};

import type { Resolvers } from '../../../generated/graphql';
import { verifyProvider } from './service';

export const verificationResolvers: Resolvers = {
  Query: {
    verifyProvider: (_parent, { query }, ctx) => verifyProvider(ctx, query),
  },
};

import type { Resolvers } from '../../../generated/graphql';
import { getNavigation } from './service';

export const navigationResolvers: Resolvers = {
  Query: {
    navigation: (_parent, _args, ctx) => getNavigation(ctx),
  },
};

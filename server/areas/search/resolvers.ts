import type { Resolvers } from '../../../generated/graphql';
import { search } from './service';

export const searchResolvers: Resolvers = {
  Query: {
    search: (_parent, { query }, ctx) => search(ctx, query),
  },
};

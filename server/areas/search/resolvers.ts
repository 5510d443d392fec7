import type { Resolvers } from '../../../generated/graphql';
import type { SearchProvider } from './model';
import { search } from './service';

export const searchResolvers = (providers: () => readonly SearchProvider[]): Resolvers => ({
  Query: {
    search: (_parent, { query }, ctx) => search(ctx, query, providers()),
  },
});

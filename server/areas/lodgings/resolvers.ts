import type { Resolvers } from '../../../generated/graphql';
import { lodgings } from './service';

export const lodgingsResolvers: Resolvers = {
  Query: {
    lodgings: (_parent, { input }, ctx) => lodgings.list(ctx, input),
    lodging: (_parent, { id }, ctx) => lodgings.get(ctx, id),
  },
  Mutation: {
    createLodging: (_parent, { input }, ctx) => lodgings.create(ctx, input),
    updateLodging: (_parent, { id, input }, ctx) => lodgings.update(ctx, id, input),
    deleteLodging: (_parent, { id }, ctx) => lodgings.remove(ctx, id),
  },
};

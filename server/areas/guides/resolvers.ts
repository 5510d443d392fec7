import type { Resolvers } from '../../../generated/graphql';
import { guides } from './service';

export const guidesResolvers: Resolvers = {
  Query: {
    guides: (_parent, { input }, ctx) => guides.list(ctx, input),
    guide: (_parent, { id }, ctx) => guides.get(ctx, id),
  },
  Mutation: {
    createGuide: (_parent, { input }, ctx) => guides.create(ctx, input),
    updateGuide: (_parent, { id, input }, ctx) => guides.update(ctx, id, input),
    deleteGuide: (_parent, { id }, ctx) => guides.remove(ctx, id),
  },
};

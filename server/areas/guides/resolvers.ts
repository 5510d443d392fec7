import type { Resolvers } from '../../../generated/graphql';
import { guides } from './service';
import { guideLicenseFormat } from './settings';

export const guidesResolvers: Resolvers = {
  Query: {
    guides: (_parent, { input }, ctx) => guides.list(ctx, input),
    guide: (_parent, { id }, ctx) => guides.get(ctx, id),
    guideLicenseFormat: (_parent, _args, ctx) => guideLicenseFormat(ctx),
  },
  Mutation: {
    createGuide: (_parent, { input }, ctx) => guides.create(ctx, input),
    updateGuide: (_parent, { id, input }, ctx) => guides.update(ctx, id, input),
    deleteGuide: (_parent, { id }, ctx) => guides.remove(ctx, id),
  },
};

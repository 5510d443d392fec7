import type { Resolvers } from '../../../generated/graphql';
import { getGuide, listFaqs, listGuides } from './service';

export const helpCenterResolvers: Resolvers = {
  Query: {
    helpCenterFaqs: (_parent, args, ctx) => listFaqs(ctx, args),
    helpCenterGuides: (_parent, args, ctx) => listGuides(ctx, args),
    helpCenterGuide: (_parent, args, ctx) => getGuide(ctx, args),
  },
};

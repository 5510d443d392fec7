import type { Resolvers } from '../../../generated/graphql';
import { givenArguments } from '../../template/query';
import { getGuide, listFaqs, listGuides } from './service';

export const helpCenterResolvers: Resolvers = {
  Query: {
    helpCenterFaqs: (_parent, args, ctx) => listFaqs(ctx, givenArguments(args)),
    helpCenterGuides: (_parent, args, ctx) => listGuides(ctx, givenArguments(args)),
    helpCenterGuide: (_parent, args, ctx) => getGuide(ctx, givenArguments(args)),
  },
};

import type { Resolvers } from '../../../generated/graphql';
import { travelAgencies } from './service';

export const travelAgenciesResolvers: Resolvers = {
  Query: {
    travelAgencies: (_parent, { input }, ctx) => travelAgencies.list(ctx, input),
    travelAgency: (_parent, { id }, ctx) => travelAgencies.get(ctx, id),
  },
  Mutation: {
    createTravelAgency: (_parent, { input }, ctx) => travelAgencies.create(ctx, input),
    updateTravelAgency: (_parent, { id, input }, ctx) => travelAgencies.update(ctx, id, input),
    deleteTravelAgency: (_parent, { id }, ctx) => travelAgencies.remove(ctx, id),
  },
};

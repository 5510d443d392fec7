import type { Resolvers } from '../../../generated/graphql';
import { police } from './service';

export const policeResolvers: Resolvers = {
  Query: {
    policeOfficers: (_parent, { input }, ctx) => police.list(ctx, input),
    policeOfficer: (_parent, { id }, ctx) => police.get(ctx, id),
  },
  Mutation: {
    createPoliceOfficer: (_parent, { input }, ctx) => police.create(ctx, input),
    updatePoliceOfficer: (_parent, { id, input }, ctx) => police.update(ctx, id, input),
    deletePoliceOfficer: (_parent, { id }, ctx) => police.remove(ctx, id),
  },
};

import type { Resolvers } from '../../../generated/graphql';
import { listPoliceOffices } from './service';

export const policeOfficesResolvers: Resolvers = {
  Query: {
    policeOffices: (_parent, _args, ctx) => listPoliceOffices(ctx),
  },
};

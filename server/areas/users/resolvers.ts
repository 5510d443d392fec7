import type { Resolvers } from '../../../generated/graphql';
import { accountPermissions } from './view';

export const usersResolvers: Resolvers = {
  User: {
    permissions: (account) => accountPermissions(account),
  },
};

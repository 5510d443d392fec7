import type { Resolvers } from '../../../generated/graphql';
import { police } from '../police/service';
import { createUser, deleteUser, getUser, resetUserPassword, updateUser } from './admin';
import { listUsers } from './list';
import { accountPermissions } from './view';

export const usersResolvers: Resolvers = {
  Query: {
    users: (_parent, { input }, ctx) => listUsers(ctx, input),
    user: (_parent, { id }, ctx) => getUser(ctx, id),
  },
  Mutation: {
    createUser: (_parent, { input }, ctx) => createUser(ctx, input),
    updateUser: (_parent, { id, input }, ctx) => updateUser(ctx, id, input),
    resetUserPassword: (_parent, { id }, ctx) => resetUserPassword(ctx, id),
    deleteUser: (_parent, { id }, ctx) => deleteUser(ctx, id),
  },
  User: {
    permissions: (account) => accountPermissions(account),
    officer: (account, _args, ctx) =>
      account.officerId ? police.find(ctx, account.officerId) : null,
  },
};

import type { Resolvers } from '../../../generated/graphql';
import { createShortcut, deleteShortcut, listShortcuts, updateShortcut } from './service';

export const shortcutsResolvers: Resolvers = {
  Query: {
    shortcuts: (_parent, _args, ctx) => listShortcuts(ctx),
  },
  Mutation: {
    createShortcut: (_parent, { input }, ctx) => createShortcut(ctx, input),
    updateShortcut: (_parent, { id, input }, ctx) => updateShortcut(ctx, id, input),
    deleteShortcut: async (_parent, { id }, ctx) => (await deleteShortcut(ctx, id)) !== null,
  },
};

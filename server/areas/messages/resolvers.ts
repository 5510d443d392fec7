import type { Resolvers } from '../../../generated/graphql';
import { messages } from './service';

export const messagesResolvers: Resolvers = {
  Query: {
    messages: (_parent, _args, ctx) => messages.list(ctx),
  },
  Mutation: {
    createMessage: (_parent, { input }, ctx) => messages.create(ctx, input),
    updateMessage: (_parent, { id, input }, ctx) => messages.update(ctx, id, input),
    deleteMessage: async (_parent, { id }, ctx) => (await messages.remove(ctx, id)) !== null,
    markAllMessagesAsRead: (_parent, _args, ctx) => messages.markAllAsRead(ctx),
    toggleMessageReadStatus: (_parent, { id }, ctx) => messages.toggleRead(ctx, id),
  },
};

import type { Resolvers } from '../../../generated/graphql';
import { getChat, listChats, markChatAsRead, sendChatMessage } from './service';

export const chatResolvers: Resolvers = {
  Query: {
    chats: (_parent, _args, ctx) => listChats(ctx),
    chat: (_parent, { id }, ctx) => getChat(ctx, id),
  },
  Mutation: {
    sendChatMessage: (_parent, args, ctx) => sendChatMessage(ctx, args),
    markChatAsRead: (_parent, { id }, ctx) => markChatAsRead(ctx, id),
  },
};

import type { Resolvers } from '../../../generated/graphql';
import { getChatContact, getChatProfile, listChatContacts } from './contacts';
import { getChat, listChats, markChatAsRead, sendChatMessage, updateChat } from './service';

export const chatResolvers: Resolvers = {
  Query: {
    chats: (_parent, _args, ctx) => listChats(ctx),
    chat: (_parent, { id }, ctx) => getChat(ctx, id),
    chatContacts: (_parent, _args, ctx) => listChatContacts(ctx),
    chatContact: (_parent, { id }, ctx) => getChatContact(ctx, id),
    chatProfile: (_parent, _args, ctx) => getChatProfile(ctx),
  },
  Mutation: {
    sendChatMessage: (_parent, args, ctx) => sendChatMessage(ctx, args),
    markChatAsRead: (_parent, { id }, ctx) => markChatAsRead(ctx, id),
    updateChat: (_parent, { id, input }, ctx) => updateChat(ctx, id, input),
  },
};

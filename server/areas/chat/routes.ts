import { bodyField } from '../../http/body';
import { gql, type RouteGroup } from '../../http/route-table';
import { getChatContact, getChatProfile, listChatContacts } from './contacts';
import { getChat, listChats, updateChat } from './service';
import { toChatContactSummary, toChatView } from './view';

/**
 * The chat's paths: GET /api/apps/chat/chats (the caller's conversations with their contacts,
 * most recent first, without messages); GET chat?id= (one conversation with its messages,
 * oldest first; 404 "Could not found chat with id of {id}!"); PATCH chat `{ id, chat }` (muted,
 * unreadCount of one's own conversation); GET contacts (by name, without details); GET
 * contact?id= (with details); GET profile (the caller). Sending and marking read are GraphQL's
 * (sendChatMessage, markChatAsRead).
 */
export const chatRoutes: RouteGroup = {
  title: 'Chat',
  routes: [
    {
      method: 'GET',
      path: '/apps/chat/chats',
      summary: "The caller's conversations, most recent first.",
      auth: ['chat', 'read'],
      response: gql('[Chat]', 'without `messages`'),
      graphql: 'Query.chats',
      handler: async (req, res) => {
        res.json((await listChats(req.ctx)).map((chat) => toChatView(chat, { messages: false })));
      },
    },
    {
      method: 'GET',
      path: '/apps/chat/chat',
      summary: 'One conversation with its messages, oldest first.',
      auth: ['chat', 'read'],
      query: '`id`',
      graphql: 'Query.chat',
      handler: async (req, res) => {
        res.json(toChatView(await getChat(req.ctx, req.query.id), { messages: true }));
      },
    },
    {
      method: 'PATCH',
      path: '/apps/chat/chat',
      summary: "Changes `muted` or `unreadCount` of one of the caller's conversations.",
      auth: ['chat', 'update'],
      body: gql('UpdateChatInput', 'as `{ id, chat }`'),
      graphql: 'Mutation.updateChat',
      handler: async (req, res) => {
        const chat = await updateChat(req.ctx, bodyField(req, 'id'), bodyField(req, 'chat'));
        res.json(toChatView(chat, { messages: true }));
      },
    },
    {
      method: 'GET',
      path: '/apps/chat/contacts',
      summary: 'The people of the chat, by name.',
      auth: ['chat', 'read'],
      response: gql('[ChatContact]', 'without `details`'),
      graphql: 'Query.chatContacts',
      handler: async (req, res) => {
        res.json((await listChatContacts(req.ctx)).map(toChatContactSummary));
      },
    },
    {
      method: 'GET',
      path: '/apps/chat/contact',
      summary: 'One person of the chat with their details.',
      auth: ['chat', 'read'],
      query: '`id`',
      graphql: 'Query.chatContact',
      handler: async (req, res) => {
        res.json(await getChatContact(req.ctx, req.query.id));
      },
    },
    {
      method: 'GET',
      path: '/apps/chat/profile',
      summary: "The caller's chat profile.",
      auth: ['chat', 'read'],
      graphql: 'Query.chatProfile',
      handler: async (req, res) => {
        res.json(await getChatProfile(req.ctx));
      },
    },
  ],
};

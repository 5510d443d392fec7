import { gql, type RouteGroup } from '../../http/route-table';
import { getChat, listChats } from './service';
import { toChatView } from './view';

/**
 * The quick chat's two documented paths: GET /api/apps/chat/chats (the caller's conversations
 * with their contacts, most recent first, without messages) and GET /api/apps/chat/chat?id=
 * (one conversation with its messages, oldest first; 404 "Could not found chat with id of
 * {id}!"). Sending and marking read are GraphQL's (sendChatMessage, markChatAsRead).
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
  ],
};

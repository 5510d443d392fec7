import { Router } from 'express';
import { getChat, listChats } from './service';
import { toChatView } from './view';

/**
 * The quick chat's two documented paths: GET /api/apps/chat/chats (the caller's conversations
 * with their contacts, most recent first, without messages) and GET /api/apps/chat/chat?id=
 * (one conversation with its messages, oldest first; 404 "Could not found chat with id of
 * {id}!"). Sending and marking read are GraphQL's (sendChatMessage, markChatAsRead).
 */
export function chatRoutes(): Router {
  const router = Router();
  router.get('/apps/chat/chats', async (req, res) => {
    res.json((await listChats(req.ctx)).map((chat) => toChatView(chat, { messages: false })));
  });
  router.get('/apps/chat/chat', async (req, res) => {
    res.json(toChatView(await getChat(req.ctx, req.query.id), { messages: true }));
  });
  return router;
}

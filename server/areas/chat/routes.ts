import { Router } from 'express';
import { bodyField } from '../../http/body';
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
export function chatRoutes(): Router {
  const router = Router();
  router.get('/apps/chat/chats', async (req, res) => {
    res.json((await listChats(req.ctx)).map((chat) => toChatView(chat, { messages: false })));
  });
  router.get('/apps/chat/chat', async (req, res) => {
    res.json(toChatView(await getChat(req.ctx, req.query.id), { messages: true }));
  });
  router.patch('/apps/chat/chat', async (req, res) => {
    const chat = await updateChat(req.ctx, bodyField(req, 'id'), bodyField(req, 'chat'));
    res.json(toChatView(chat, { messages: true }));
  });
  router.get('/apps/chat/contacts', async (req, res) => {
    res.json((await listChatContacts(req.ctx)).map(toChatContactSummary));
  });
  router.get('/apps/chat/contact', async (req, res) => {
    res.json(await getChatContact(req.ctx, req.query.id));
  });
  router.get('/apps/chat/profile', async (req, res) => {
    res.json(await getChatProfile(req.ctx));
  });
  return router;
}

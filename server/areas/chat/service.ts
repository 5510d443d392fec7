import { type Context, nowIso } from '../../context';
import { NotFoundError } from '../../errors';
import { authorize, signedIn } from '../../security/authorize';
import { ownerWithinCap } from '../../security/record-caps';
import { timeOrderedId } from '../../store/ids';
import { idSchema, parseInput, requiredText } from '../../validation';
import { updateChatSchema } from './input';
import type { ChatMessageRecord, ChatRecord, ChatView } from './model';

export const MAX_MESSAGE_LENGTH = 2000;

/** The template's message for a chat that is not there (spec §8), also for somebody else's. */
export function chatNotFound(id: string): NotFoundError {
  return new NotFoundError(`Could not found chat with id of ${id}!`);
}

/** The signed-in user's conversations, the most recent first, each with its messages. */
export async function listChats(ctx: Context): Promise<ChatView[]> {
  authorize(ctx, 'chat', 'read');
  const { id: userId } = signedIn(ctx);
  const chats = await ctx.store.chats.list({ where: { userId } });
  const messages = await messagesOf(ctx, chats);
  const views = await Promise.all(
    chats.map((chat) =>
      toView(
        ctx,
        chat,
        messages.filter((message) => message.chatId === chat.id),
      ),
    ),
  );
  return views.sort((a, b) => (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? ''));
}

/** One conversation of the signed-in user; NOT_FOUND "Could not found chat with id of {id}!". */
export async function getChat(ctx: Context, id: unknown): Promise<ChatView> {
  authorize(ctx, 'chat', 'read');
  const chat = await ownChat(ctx, parseInput(idSchema, id, 'id'));
  return toView(ctx, chat, await messagesOf(ctx, [chat]));
}

/**
 * Adds a message of the signed-in user to one of their conversations. 409 LIMIT_REACHED when they
 * sent as many messages as one account may keep.
 */
export async function sendChatMessage(
  ctx: Context,
  input: { chatId: unknown; value: unknown },
): Promise<ChatMessageRecord> {
  authorize(ctx, 'chat', 'update');
  const chatId = parseInput(idSchema, input.chatId, 'chatId');
  const value = parseInput(requiredText(MAX_MESSAGE_LENGTH), input.value, 'value');
  const chat = await ownChat(ctx, chatId);
  return ctx.store.transaction(async (tx) =>
    tx.chatMessages.insert({
      // Time-ordered: messages of one moment keep the order they were sent in.
      id: timeOrderedId(),
      chatId: chat.id,
      // The writer: the user, whose cap counts the messages they wrote.
      contactId: await ownerWithinCap(ctx, tx, 'chatMessages'),
      value,
      createdAt: nowIso(ctx),
      isMine: true,
    }),
  );
}

/** Marks one of the signed-in user's conversations read. */
export async function markChatAsRead(ctx: Context, id: unknown): Promise<ChatView> {
  authorize(ctx, 'chat', 'update');
  const chat = await ownChat(ctx, parseInput(idSchema, id, 'id'));
  if (chat.unreadCount !== 0) await ctx.store.chats.update(chat.id, { unreadCount: 0 });
  return getChat(ctx, chat.id);
}

async function ownChat(ctx: Context, id: string): Promise<ChatRecord> {
  const { id: userId } = signedIn(ctx);
  const chat = await ctx.store.chats.get(id);
  if (chat?.userId !== userId) throw chatNotFound(id);
  return chat;
}

/** The messages of `chats`, oldest first. */
function messagesOf(ctx: Context, chats: readonly ChatRecord[]): Promise<ChatMessageRecord[]> {
  return ctx.store.chatMessages.list({
    where: { chatId: { in: chats.map((chat) => chat.id) } },
    orderBy: [{ field: 'createdAt' }],
  });
}

async function toView(
  ctx: Context,
  chat: ChatRecord,
  messages: ChatMessageRecord[],
): Promise<ChatView> {
  const contact = await ctx.store.chatContacts.get(chat.contactId);
  if (!contact) throw new Error(`chat ${chat.id} names a contact that does not exist`);
  const last = messages.at(-1);
  return {
    ...chat,
    contact,
    messages,
    lastMessage: last?.value ?? null,
    lastMessageAt: last?.createdAt ?? null,
  };
}

/**
 * Changes the given fields (`muted`, `unreadCount`) of one of the signed-in user's conversations
 * and answers it; BAD_REQUEST for wrong or unknown fields, NOT_FOUND for somebody else's chat.
 */
export async function updateChat(ctx: Context, id: unknown, input: unknown): Promise<ChatView> {
  authorize(ctx, 'chat', 'update');
  const chatId = parseInput(idSchema, id, 'id');
  const change = parseInput(updateChatSchema, input, 'chat');
  const chat = await ownChat(ctx, chatId);
  const given = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
  if (Object.keys(given).length > 0) await ctx.store.chats.update(chat.id, given);
  return getChat(ctx, chat.id);
}

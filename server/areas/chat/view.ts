import type { ChatContactRecord, ChatContactSummary, ChatView } from './model';

/** A conversation as REST answers it: the GraphQL `Chat` fields, messages only when asked for. */
export function toChatView(chat: ChatView, { messages }: { messages: boolean }) {
  return {
    id: chat.id,
    contactId: chat.contactId,
    unreadCount: chat.unreadCount,
    muted: chat.muted,
    lastMessage: chat.lastMessage,
    lastMessageAt: chat.lastMessageAt,
    contact: chat.contact,
    ...(messages ? { messages: chat.messages } : {}),
  };
}

/** A contact as `GET contacts` lists it: without the details. */
export function toChatContactSummary({
  details: _details,
  ...summary
}: ChatContactRecord): ChatContactSummary {
  return summary;
}

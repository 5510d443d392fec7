import { defineCollection, seedTogether } from '../../store/collection';
import type { ChatContactRecord, ChatMessageRecord, ChatRecord } from './model';
import { seedChatContacts, seedChats } from './seed';

declare module '../../store/types' {
  interface Collections {
    chatContacts: ChatContactRecord;
    chats: ChatRecord;
    chatMessages: ChatMessageRecord;
  }
}

const seedChatsOnce = seedTogether((now) => seedChats(now.toISOString()));

export const chatContactsCollection = defineCollection('chatContacts', {
  seed: () => seedChatContacts(),
});

export const chatsCollection = defineCollection('chats', {
  seed: (now) => seedChatsOnce(now).chats,
});

export const chatMessagesCollection = defineCollection('chatMessages', {
  seed: (now) => seedChatsOnce(now).chatMessages,
});

import { defineCollection } from '../../store/collection';
import type { MessageRecord } from './model';
import { seedMessages } from './seed';

declare module '../../store/types' {
  interface Collections {
    messages: MessageRecord;
  }
}

export const messagesCollection = defineCollection('messages', {
  seed: (now) => seedMessages(now.toISOString()),
});

import { defineCollection } from '../../store/collection';
import type { AssistantTopicRecord } from './model';
import { seedAssistantTopics } from './seed';

declare module '../../store/types' {
  interface Collections {
    assistantTopics: AssistantTopicRecord;
  }
}

export const assistantTopicsCollection = defineCollection('assistantTopics', {
  seed: (now) => seedAssistantTopics(now.toISOString()),
});

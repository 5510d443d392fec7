import { withSeededLanguages, withSeedTwins } from '../../i18n';
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
  migrations: {
    8: {
      reason: 'the seeded topics get their texts in every language of the tourists’ page',
      // Each text where staff kept the seeded Spanish; phrases for the languages it lacks.
      migrate: (stored, seeded) =>
        withSeedTwins(
          stored,
          seeded,
          (topic, twin) =>
            ({
              ...topic,
              label: withSeededLanguages(topic.label, twin.label, topic.label.es === twin.label.es),
              answer: withSeededLanguages(
                topic.answer,
                twin.answer,
                topic.answer.es === twin.answer.es,
              ),
              phrases: withSeededLanguages(topic.phrases, twin.phrases, true),
            }) as AssistantTopicRecord,
        ),
    },
  },
});

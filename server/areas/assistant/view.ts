import type { AssistantTopicRecord } from './model';

/** A topic as REST answers it: the GraphQL type's fields (no createdAt). */
export function toTopic(topic: AssistantTopicRecord) {
  return {
    id: topic.id,
    position: topic.position,
    label: topic.label,
    answer: topic.answer,
    phrases: topic.phrases,
    callContactIds: topic.callContactIds,
    updatedAt: topic.updatedAt,
  };
}

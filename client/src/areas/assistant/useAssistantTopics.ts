import {
  type AssistantTopicFieldsFragment,
  type AssistantTopicsAdminQuery,
  type UpdateAssistantTopicInput,
  useAssistantTopicsAdminQuery,
  useUpdateAssistantTopicMutation,
} from '../../../../generated/client';

export type AssistantTopic = AssistantTopicFieldsFragment;
export type AssistantContact = AssistantTopicsAdminQuery['adminEmergencyContacts'][number];

export const TOPIC_LANGUAGES = ['es', 'en', 'tr'] as const;
export type TopicLanguage = (typeof TOPIC_LANGUAGES)[number];

/** The drawer's fields: every text of a topic and the numbers it offers. */
export interface AssistantTopicDraft {
  label: Record<TopicLanguage, string>;
  answer: Record<TopicLanguage, string>;
  phrases: Record<TopicLanguage, string[]>;
  callContactIds: string[];
}

/** The topics in chip order, the numbers they may offer, and the save of one topic. */
export function useAssistantTopics() {
  const { data, loading, error, refetch } = useAssistantTopicsAdminQuery({
    fetchPolicy: 'cache-and-network',
  });
  // The answer updates the cached topic in place (same id).
  const [update] = useUpdateAssistantTopicMutation();
  const topics = [...(data?.assistantTopics ?? [])].sort((a, b) => a.position - b.position);
  return {
    topics,
    contacts: data?.adminEmergencyContacts ?? [],
    loading: loading && !data,
    failed: Boolean(error) && !data,
    retry: () => refetch(),
    save: (id: AssistantTopic['id'], draft: AssistantTopicDraft) =>
      update({ variables: { id, input: toInput(id, draft) } }),
  };
}

export function toDraft(topic: AssistantTopic): AssistantTopicDraft {
  return {
    label: pick(topic.label),
    answer: pick(topic.answer),
    phrases: { es: [...topic.phrases.es], en: [...topic.phrases.en], tr: [...topic.phrases.tr] },
    callContactIds: [...topic.callContactIds],
  };
}

function pick(text: Record<TopicLanguage, string>): Record<TopicLanguage, string> {
  return { es: text.es, en: text.en, tr: text.tr };
}

/** The fallback has no phrases by rule, so its phrases are never sent. */
function toInput(id: AssistantTopic['id'], draft: AssistantTopicDraft): UpdateAssistantTopicInput {
  const trimmed = (text: Record<TopicLanguage, string>) => ({
    es: text.es.trim(),
    en: text.en.trim(),
    tr: text.tr.trim(),
  });
  return {
    label: trimmed(draft.label),
    answer: trimmed(draft.answer),
    ...(id === 'FALLBACK' ? {} : { phrases: draft.phrases }),
    callContactIds: draft.callContactIds,
  };
}

import {
  type AssistantPhrasesInput,
  type AssistantTextInput,
  type AssistantTopicFieldsFragment,
  type AssistantTopicsAdminQuery,
  type UpdateAssistantTopicInput,
  useAssistantTopicsAdminQuery,
  useUpdateAssistantTopicMutation,
} from '../../../../generated/client';
import { type ByLanguage, changedTexts, fromGraphQL, TEXT_RULES } from '../../forms/localized';

export type AssistantTopic = AssistantTopicFieldsFragment;
export type AssistantContact = AssistantTopicsAdminQuery['adminEmergencyContacts'][number];

/** The drawer's fields: every text of a topic, by language code, and the numbers it offers. */
export interface AssistantTopicDraft {
  label: ByLanguage<string>;
  answer: ByLanguage<string>;
  phrases: ByLanguage<string[]>;
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
    save: (topic: AssistantTopic, draft: AssistantTopicDraft) =>
      update({ variables: { id: topic.id, input: toInput(topic, draft) } }),
  };
}

export function toDraft(topic: AssistantTopic): AssistantTopicDraft {
  return {
    label: fromGraphQL(topic.label),
    answer: fromGraphQL(topic.answer),
    phrases: fromGraphQL(topic.phrases),
    callContactIds: [...topic.callContactIds],
  };
}

const trimmedList = (list: string[] | undefined) => (list ?? []).map((phrase) => phrase.trim());

/** Phrases typed as tags: none is empty; the same phrases in the same order are unchanged. */
const PHRASE_RULES = {
  isEmpty: (list: string[] | undefined) => trimmedList(list).length === 0,
  same: (a: string[] | undefined, b: string[] | undefined) =>
    trimmedList(a).join('\n') === trimmedList(b).join('\n'),
  clean: (list: string[]) => trimmedList(list),
};

/**
 * Texts of the other languages travel only when changed (forms/localized.ts says why); the
 * fallback has no phrases by rule, so its phrases are never sent.
 */
function toInput(topic: AssistantTopic, draft: AssistantTopicDraft): UpdateAssistantTopicInput {
  const before = toDraft(topic);
  return {
    label: changedTexts(before.label, draft.label, TEXT_RULES) as AssistantTextInput,
    answer: changedTexts(before.answer, draft.answer, TEXT_RULES) as AssistantTextInput,
    ...(topic.id === 'FALLBACK'
      ? {}
      : {
          phrases: changedTexts(
            before.phrases,
            draft.phrases,
            PHRASE_RULES,
          ) as AssistantPhrasesInput,
        }),
    callContactIds: draft.callContactIds,
  };
}

import { ASSISTANT_TOPIC_IDS, type AssistantTopicId } from '../../../shared/assistant-topics';
import type { PublicLanguage } from '../../../shared/locales';
import type { LocalizedText } from '../emergency-contacts/model';

export { ASSISTANT_TOPIC_IDS, type AssistantTopicId };

/** Words and short phrases per language that lead to a topic. */
export type LocalizedPhrases = Partial<Record<PublicLanguage, string[]>>;

/** One subject of the public page's assistant, as the store keeps it (the id is the topic). */
export interface AssistantTopicRecord {
  id: AssistantTopicId;
  /** Order of the quick-reply chips, ascending. */
  position: number;
  /** The chip's text. */
  label: LocalizedText;
  /** Plain text, paragraphs separated by a blank line; never rendered as HTML. */
  answer: LocalizedText;
  phrases: LocalizedPhrases;
  /** Emergency contacts (their ids) offered as call buttons with the answer. */
  callContactIds: string[];
  createdAt: string;
  updatedAt: string;
}

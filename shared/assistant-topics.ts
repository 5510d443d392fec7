import type { AssistantTopicId } from '../generated/graphql';
import { UNSPACED_SCRIPT } from './fold-text';

export type { AssistantTopicId };

/**
 * The virtual assistant's topics in their canonical order (the seed's chip order), for the
 * server that keeps them and the public page that answers with them.
 */
export const ASSISTANT_TOPIC_IDS = [
  'EMERGENCY',
  'THEFT',
  'SCAM',
  'LOST_DOCUMENTS',
  'HEALTH',
  'VERIFY',
  'NEAREST_POLICE',
  'FALLBACK',
] as const satisfies readonly AssistantTopicId[];

/** A phrase that leads to a topic has at least this many letters... */
export const MIN_PHRASE_LENGTH = 2;

/**
 * ...except in Chinese, Japanese or Korean, where one character is a whole word (骗, "to cheat";
 * 薬, "medicine"), and the matcher finds it as one.
 */
export function phraseTooShort(phrase: string): boolean {
  const text = phrase.trim();
  return text.length < (UNSPACED_SCRIPT.test(text) ? 1 : MIN_PHRASE_LENGTH);
}

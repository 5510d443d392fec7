import type { AssistantTopicId } from '../../../../../shared/assistant-topics';

/** The emergencies every language's assistant must answer with the numbers first. */
export type Situation =
  | 'help'
  | 'ambulance'
  | 'police'
  | 'robbed'
  | 'unconscious'
  | 'cantBreathe'
  | 'chestPain'
  | 'bleeding'
  | 'fire'
  | 'accident'
  | 'lostChild'
  | 'assault';

/** How visitors write in one language, as a person types it: test data, not the product's lists. */
export interface Phrasings {
  /** Every situation at least once, with the usual typos and missing accents. */
  urgent: [text: string, situation: Situation][];
  /** Thanks, greetings and errands: never an emergency. At least five. */
  notUrgent: string[];
  /** Each topic but FALLBACK at least once, in the language's own words. */
  topics: [text: string, topic: AssistantTopicId][];
}

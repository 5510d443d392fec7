import type { AssistantTopicId } from '../generated/graphql';

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

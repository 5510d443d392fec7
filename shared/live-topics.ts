// The live updates' event stream (GET /api/events), as the server sends it and the staff
// application reads it.

/** The topics a change event may name: the client refetches what shows each. */
export const LIVE_TOPICS = ['notifications', 'incidents'] as const;
export type LiveTopicName = (typeof LIVE_TOPICS)[number];

/** Where the staff application opens its stream. */
export const EVENTS_PATH = '/api/events';

/**
 * The data of a `change` event: what to refetch, and how many new items arrived per topic where
 * arrivals are announced (a new case). No ids, no personal data.
 */
export interface LiveChange {
  refetch: LiveTopicName[];
  arrived?: Partial<Record<LiveTopicName, number>>;
}

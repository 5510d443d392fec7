import type { AlertCategory } from '../../../../shared/alerts';
import { ALERT_WORDS } from './alert-words';
import { createPhraseFinder } from './match';

/**
 * What a visitor may ask about the alerts: the trains, a strike or blockade, the roads. The
 * assistant answers with the active alerts of those categories, or says there is none.
 */
export const ALERT_TOPICS = ['RAILWAY', 'STRIKE', 'ROAD'] as const;
export type AlertTopic = (typeof ALERT_TOPICS)[number];

/** The categories each question is answered with: a blockade closes roads too. */
export const ALERT_TOPIC_CATEGORIES: Record<AlertTopic, readonly AlertCategory[]> = {
  RAILWAY: ['RAILWAY'],
  STRIKE: ['STRIKE_BLOCKADE'],
  ROAD: ['ROAD', 'STRIKE_BLOCKADE'],
};

const find = createPhraseFinder<AlertTopic>(
  ALERT_TOPICS.map((id, position) => ({
    id,
    position,
    phrases: Object.values(ALERT_WORDS).flatMap((words) => words[id]),
  })),
);

/** Whether `text` asks about trains, strikes or roads (in any of the page's languages), or null. */
export function alertTopicOf(text: string): AlertTopic | null {
  return find(text);
}

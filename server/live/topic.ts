import type { LiveTopicName } from '../../shared/live-topics';
import type { Context } from '../context';

/**
 * Something a signed-in client shows and refetches when it changes (its unread notifications,
 * the open cases): an area declares it (AreaDefinition.live), the event stream (live/hub.ts)
 * asks it after each change of the store, per connected user, and tells the client its name.
 */
export interface LiveTopic {
  /** The name the client refetches by, the same on both sides (shared/live-topics.ts). */
  readonly name: LiveTopicName;
  /** The view is the same for every user of one role: worked out once per role and change. */
  readonly byRole?: boolean;
  /** What the caller sees of it now, or null when they see none of it. */
  view(ctx: Context): Promise<LiveView | null>;
}

export interface LiveView {
  /** Changes whenever what the user sees does; nothing personal (it never leaves the server). */
  key: string;
  /** How many items arrived so far, when arrivals are announced (new cases): only ever grows. */
  arrivals?: number;
}

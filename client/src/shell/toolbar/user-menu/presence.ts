import type { Presence } from '../../../../../generated/client';

/** The presences in the order offered, with the colour of their dot on the avatar. */
export const PRESENCES: readonly { id: Presence; color: string }[] = [
  { id: 'online', color: '#22c55e' },
  { id: 'away', color: '#f59e0b' },
  { id: 'busy', color: '#ef4444' },
  { id: 'not_visible', color: '#94a3b8' },
];

export const presenceColor = (presence: Presence | null | undefined) =>
  PRESENCES.find(({ id }) => id === presence)?.color;

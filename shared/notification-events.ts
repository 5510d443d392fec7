import type { NotificationEventKind } from '../generated/graphql';

// What a notification the server writes tells, as both sides read it: the server writes its
// Spanish title for clients that show only that; the staff application writes it in its
// reader's language from the same dictionary entries.

export const NOTIFICATION_EVENT_KINDS = [
  'INCIDENT_REPORTED',
  'INCIDENT_ROUTED',
  'INCIDENT_ASSIGNED',
] as const satisfies readonly NotificationEventKind[];

/** A kind's words: `<this>.<KIND>.title` and `<this>.<KIND>.description`, with its params. */
export const NOTIFICATION_EVENT_TEXTS = 'shell.toolbar.notifications.events';

/** Params that hold an enum's value, shown as its label (`enums.<Enum>.<value>`). */
const ENUM_PARAMS: Readonly<Record<string, string>> = { type: 'IncidentType' };

/**
 * The values an event's text is written with: its params as given, enum values as their labels
 * in the reader's language (`label` looks a dictionary key up). Params that are not text are
 * left out, so a stored event can never put markup or objects in a text.
 */
export function eventTextValues(
  params: Readonly<Record<string, unknown>>,
  label: (key: string) => string,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value !== 'string') continue;
    const enumName = ENUM_PARAMS[name];
    values[name] = enumName ? label(`enums.${enumName}.${value}`) : value;
  }
  return values;
}

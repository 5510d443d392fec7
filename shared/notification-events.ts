import type { NotificationEventKind } from '../generated/graphql';

// What a notification the server writes tells, as both sides read it: the server writes its
// Spanish title for clients that show only that; the staff application writes it in its
// reader's language from the same dictionary entries.

export const NOTIFICATION_EVENT_KINDS = [
  'INCIDENT_REPORTED',
  'INCIDENT_ROUTED',
  'INCIDENT_ASSIGNED',
  'INCIDENT_ABANDONING',
  'ACCOUNT_REQUESTED',
  'GUIDE_LICENSE_EXPIRING',
  'AGENCY_CERTIFICATE_EXPIRING',
] as const satisfies readonly NotificationEventKind[];

/** The icon of each kind (the shell's names, heroicons_outline:<name>). */
export const NOTIFICATION_EVENT_ICONS: Readonly<Record<NotificationEventKind, string>> = {
  INCIDENT_REPORTED: 'heroicons_outline:exclamation-circle',
  INCIDENT_ROUTED: 'heroicons_outline:map',
  INCIDENT_ASSIGNED: 'heroicons_outline:identification',
  INCIDENT_ABANDONING: 'heroicons_outline:clock',
  ACCOUNT_REQUESTED: 'heroicons_outline:user-plus',
  GUIDE_LICENSE_EXPIRING: 'heroicons_outline:identification',
  AGENCY_CERTIFICATE_EXPIRING: 'heroicons_outline:briefcase',
};

/** A kind's words: `<this>.<KIND>.title` and `<this>.<KIND>.description`, with its params. */
export const NOTIFICATION_EVENT_TEXTS = 'shell.toolbar.notifications.events';

/** Params that hold an enum's value, shown as its label (`enums.<Enum>.<value>`). */
const ENUM_PARAMS: Readonly<Record<string, string>> = { type: 'IncidentType' };

/** Params that hold a calendar day (YYYY-MM-DD), shown as the reader's language writes days. */
const DATE_PARAMS: ReadonlySet<string> = new Set(['expiresOn', 'closesOn']);

/** How a reader's language shows what a param holds: an enum's label, a calendar day. */
export interface EventWords {
  /** The text of a dictionary key, e.g. `enums.IncidentType.THEFT`. */
  label: (key: string) => string;
  /** A YYYY-MM-DD day as the language writes it. */
  day: (value: string) => string;
}

/**
 * The values an event's text is written with: its params as given, enum values as their labels
 * and days as the reader writes them (`words`). Params that are not text are left out, so a
 * stored event can never put markup or objects in a text.
 */
export function eventTextValues(
  params: Readonly<Record<string, unknown>>,
  words: EventWords,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value !== 'string') continue;
    const enumName = ENUM_PARAMS[name];
    values[name] = enumName
      ? words.label(`enums.${enumName}.${value}`)
      : DATE_PARAMS.has(name)
        ? words.day(value)
        : value;
  }
  return values;
}

/** A YYYY-MM-DD day as Spanish writes it (20/12/2026), for the texts the server writes. */
export function spanishDay(value: string): string {
  const [year, month, day] = value.split('-');
  return year && month && day ? `${day}/${month}/${year}` : value;
}

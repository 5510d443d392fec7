import type {
  AlertAreaKind,
  AlertCategory,
  AlertCertainty,
  AlertSeverity,
  AlertState,
  AlertUrgency,
} from '../generated/graphql';
import type { PublicLanguage } from './locales';

// An alert as every side knows it: the server's input schema enforces these values and limits,
// the staff form says them before sending, the public page and the CAP feed read the same
// words. Free of runtime imports beyond shared/ itself, so the light public page can read it.

export type {
  AlertAreaKind,
  AlertCategory,
  AlertCertainty,
  AlertSeverity,
  AlertState,
  AlertUrgency,
};

/** What an alert is about, in the order the staff form offers them. */
export const ALERT_CATEGORIES = [
  'STRIKE_BLOCKADE',
  'RAILWAY',
  'ROAD',
  'WEATHER',
  'EARTHQUAKE',
  'HEALTH',
  'SECURITY',
  'OTHER',
] as const satisfies readonly AlertCategory[];

/** CAP 1.2 severities, most severe first: the public page shows alerts in this order. */
export const ALERT_SEVERITIES = [
  'EXTREME',
  'SEVERE',
  'MODERATE',
  'MINOR',
] as const satisfies readonly AlertSeverity[];

/** CAP 1.2 urgencies, most urgent first. */
export const ALERT_URGENCIES = [
  'IMMEDIATE',
  'EXPECTED',
  'FUTURE',
  'PAST',
  'UNKNOWN',
] as const satisfies readonly AlertUrgency[];

/** CAP 1.2 certainties, most certain first. */
export const ALERT_CERTAINTIES = [
  'OBSERVED',
  'LIKELY',
  'POSSIBLE',
  'UNLIKELY',
  'UNKNOWN',
] as const satisfies readonly AlertCertainty[];

/**
 * Where an alert is in its life. DRAFT is seen by staff only; PUBLISHED and UPDATED are active
 * (shown to tourists until `expires`); CANCELLED and EXPIRED are over and stay for the history.
 */
export const ALERT_STATES = [
  'DRAFT',
  'PUBLISHED',
  'UPDATED',
  'CANCELLED',
  'EXPIRED',
] as const satisfies readonly AlertState[];

/** The states in which tourists see an alert (until its expiry). */
export const ACTIVE_ALERT_STATES = [
  'PUBLISHED',
  'UPDATED',
] as const satisfies readonly AlertState[];

export const ALERT_AREA_KINDS = [
  'REGION',
  'PROVINCES',
  'DISTRICTS',
  'CIRCLE',
] as const satisfies readonly AlertAreaKind[];

/** How much one alert may hold: read on a phone, in a hurry, on a bad connection. */
export const ALERT_LIMITS = {
  headline: 120,
  description: 1500,
  instruction: 800,
  source: 80,
  link: 500,
  /** Expiry at most this many days after the onset (or after now, when renewed). */
  daysAhead: 14,
  /** A circle's radius in kilometres. */
  radiusKm: 300,
  /** Provinces or districts named by one alert. */
  places: 40,
} as const;

/** A tourist's texts of an alert in one language: all three are required in that language. */
export interface AlertText {
  headline: string;
  description: string;
  /** What to do. */
  instruction: string;
}

/** The texts of an alert: Spanish and English required, the page's other languages optional. */
export type AlertTexts = Record<'es' | 'en', AlertText> &
  Partial<Record<PublicLanguage, AlertText>>;

export interface AlertDistrict {
  province: string;
  district: string;
}

export interface AlertCircle {
  latitude: number;
  longitude: number;
  radiusKm: number;
}

/** Where an alert applies: the whole region, some provinces, some districts, or a circle. */
export type AlertArea =
  | { kind: 'REGION' }
  | { kind: 'PROVINCES'; provinces: string[] }
  | { kind: 'DISTRICTS'; districts: AlertDistrict[] }
  | { kind: 'CIRCLE'; circle: AlertCircle };

/**
 * An active alert as the public page receives it (`GET /api/public/alerts`, the page's inline
 * data): the texts in the page's language chosen by the server, and `lang` the language they are
 * actually in (another one when the alert was not written in the page's: the page says so).
 */
export interface PublicAlert {
  id: string;
  category: AlertCategory;
  severity: AlertSeverity;
  urgency: AlertUrgency;
  certainty: AlertCertainty;
  area: AlertArea;
  onset: string;
  expires: string;
  /** PUBLISHED, or UPDATED after a change. */
  state: 'PUBLISHED' | 'UPDATED';
  lang: PublicLanguage;
  headline: string;
  description: string;
  instruction: string;
  /** Who it comes from, e.g. "PeruRail" or "PNP – Policía de Turismo". */
  source: string;
  link: string | null;
  /** When it was last published or updated: the page shows "updated HH:MM". */
  updatedAt: string;
}

/** Most severe first, then the most recently updated: the order tourists read alerts in. */
export function compareAlerts(
  a: Pick<PublicAlert, 'severity' | 'updatedAt' | 'id'>,
  b: Pick<PublicAlert, 'severity' | 'updatedAt' | 'id'>,
): number {
  const bySeverity = ALERT_SEVERITIES.indexOf(a.severity) - ALERT_SEVERITIES.indexOf(b.severity);
  if (bySeverity !== 0) return bySeverity;
  if (a.updatedAt !== b.updatedAt) return a.updatedAt < b.updatedAt ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** True while tourists see it: published or updated, and not past its expiry at `now`. */
export function isAlertActive(
  alert: { state: AlertState | PublicAlert['state']; expires: string },
  now: Date,
): boolean {
  return (
    (ACTIVE_ALERT_STATES as readonly string[]).includes(alert.state) &&
    Date.parse(alert.expires) > now.getTime()
  );
}

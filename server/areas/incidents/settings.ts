import { duration, durationMs } from '../../env';
import { declareSettings } from '../../settings';

const DAY_MS = 86_400_000;

/**
 * How long before closing an abandoned case its officers are warned: two weeks cover a shift
 * rotation or a leave, as the registry's expiry notices come a fixed time ahead. Fixed, so the
 * one setting (INCIDENT_ABANDONED_AFTER) says when a case is closed.
 */
export const ABANDONED_NOTICE_MS = 14 * DAY_MS;

/**
 * The shortest INCIDENT_ABANDONED_AFTER taken: a month, so an office that takes a while to get
 * to a case is warned after two weeks of silence at the earliest, never on its first days.
 */
export const ABANDONED_AFTER_MIN_MS = 30 * DAY_MS;

/** How long the server keeps what tourists tell it. */
export interface IncidentsSettings {
  /** How long after a case closes its personal data is kept (SECURITY 31). */
  retentionMs: number;
  /** How long a case nobody works on stays open: then it is closed and its personal data erased. */
  abandonedAfterMs: number;
}

declare module '../../settings' {
  interface Settings {
    incidents: IncidentsSettings;
  }
}

export const incidentsSettings = declareSettings(
  'incidents',
  { INCIDENT_RETENTION: duration('180d'), INCIDENT_ABANDONED_AFTER: duration('90d') },
  (values, problems) => {
    const abandonedAfterMs = durationMs(values.INCIDENT_ABANDONED_AFTER);
    if (abandonedAfterMs < ABANDONED_AFTER_MIN_MS) {
      problems.push('INCIDENT_ABANDONED_AFTER: must be at least 30d');
    }
    return { retentionMs: durationMs(values.INCIDENT_RETENTION), abandonedAfterMs };
  },
);

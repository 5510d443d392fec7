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

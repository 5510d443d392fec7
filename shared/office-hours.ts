/**
 * When a police office receives the public, the same every day, in Cusco time: open day and
 * night, or from an opening to a closing time. A closing time earlier than the opening one means
 * the office closes after midnight (20:00–02:00), as a night shift does. The server checks them
 * with these rules and the staff form offers the same choices.
 */
import { cuscoDateTime } from './dates';

/** Open 24 hours, or from `opens` to `closes` (HH:mm, Cusco time). */
export type OfficeHours =
  | { allDay: true; opens: null; closes: null }
  | { allDay: false; opens: string; closes: string };

/** A time of day, 24-hour clock with leading zeros: 00:00 to 23:59. */
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isClockTime(value: string): boolean {
  return CLOCK_TIME.test(value);
}

/** The server's messages (the staff form maps them to its own words). */
export const OFFICE_HOURS_ERRORS = {
  time: 'A time HH:mm, from 00:00 to 23:59',
  notAllDay: 'Leave empty when the office is open 24 hours',
  sameTime: 'Opening and closing at the same time: choose open 24 hours instead',
} as const;

/** Whether the office closes on the day after it opens (closing time before opening time). */
export function closesOvernight(hours: OfficeHours): boolean {
  return !hours.allDay && hours.closes < hours.opens;
}

/** Whether an office receives the public at an instant; when it does not, when it opens (HH:mm). */
export type OfficeOpening = { open: true } | { open: false; opens: string };

/**
 * Whether an office with `hours` is open at `at`, on Cusco's clock whatever the device's zone:
 * from the opening minute up to, not including, the closing one. The public page and the
 * server's routing of reports both ask this.
 */
export function officeOpening(hours: OfficeHours, at: Date): OfficeOpening {
  if (hours.allDay) return { open: true };
  const time = cuscoDateTime(at).slice(11);
  const open = closesOvernight(hours)
    ? time >= hours.opens || time < hours.closes
    : time >= hours.opens && time < hours.closes;
  return open ? { open: true } : { open: false, opens: hours.opens };
}

/** Closed at `at` by its registered hours; an office whose hours are unknown is not called closed. */
export function isClosedAt(hours: OfficeHours | null | undefined, at: Date): boolean {
  return hours ? !officeOpening(hours, at).open : false;
}

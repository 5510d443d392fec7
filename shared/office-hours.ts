/**
 * When a police office receives the public, the same every day, in Cusco time: open day and
 * night, or from an opening to a closing time. A closing time earlier than the opening one means
 * the office closes after midnight (20:00–02:00), as a night shift does. The server checks them
 * with these rules and the staff form offers the same choices.
 */

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

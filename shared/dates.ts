/**
 * Calendar days as the registries keep them: YYYY-MM-DD strings in Cusco's calendar. Peru keeps
 * UTC-5 all year (no daylight saving), so a fixed offset is exact and needs no time-zone data.
 */

/** Cusco's offset from UTC. */
export const CUSCO_OFFSET_MS = -5 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day in Cusco at an instant, e.g. 2026-03-01T03:00Z → "2026-02-28". */
export function cuscoDate(instant: Date): string {
  return new Date(instant.getTime() + CUSCO_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `days` after `day` (negative: before), both YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** An instant as Cusco's date and time to the minute, "2026-11-20 10:30", as spreadsheets read it. */
export function cuscoDateTime(instant: Date): string {
  return new Date(instant.getTime() + CUSCO_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * The instant Cusco's clock reads `time` (HH:mm) on `day`; midnight, the day's start, by default.
 * E.g. ("2026-11-26", "22:00") → "2026-11-27T03:00:00.000Z".
 */
export function cuscoInstant(day: string, time = '00:00'): string {
  return new Date(Date.parse(`${day}T${time}:00Z`) - CUSCO_OFFSET_MS).toISOString();
}

// Peru keeps UTC-5 all year (no daylight saving), so a fixed offset gives Cusco's calendar day.
const CUSCO_OFFSET_MS = -5 * 60 * 60 * 1000;

/** The calendar day in Cusco at `clock` (ms since the epoch), as YYYY-MM-DD. */
export function cuscoToday(clock: number): string {
  return new Date(clock + CUSCO_OFFSET_MS).toISOString().slice(0, 10);
}

/** `date` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 24 * 60 * 60 * 1000;
  return new Date(time).toISOString().slice(0, 10);
}

/** Whether `value` is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

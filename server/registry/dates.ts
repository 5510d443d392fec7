import { cuscoDate } from '../../shared/dates';

export { addDays } from '../../shared/dates';

/** The calendar day in Cusco at `clock` (ms since the epoch), as YYYY-MM-DD. */
export function cuscoToday(clock: number): string {
  return cuscoDate(new Date(clock));
}

/** Whether `value` is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

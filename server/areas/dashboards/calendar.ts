import { CUSCO_OFFSET_MS, cuscoDate, DAY_MS } from '../../../shared/dates';
import { createRandom, type Random, textSeed } from '../../seed/random';

export { DAY_MS };

/**
 * The dashboards' sense of "today": the date in Cusco (UTC−5 all year, Peru keeps no summer
 * time) at the request's clock. Every figure is drawn from a generator seeded with that date, so
 * one day's answers are always the same and tomorrow's move on: the data never looks stale.
 */

export interface Today {
  /** YYYY-MM-DD in Cusco. */
  date: string;
  /** Midnight of that date in Cusco, in ms since the epoch. */
  start: number;
}

export function todayAt(now: number): Today {
  const date = cuscoDate(new Date(now));
  return { date, start: Date.parse(`${date}T00:00:00.000Z`) - CUSCO_OFFSET_MS };
}

/** An instant `days` whole days before `today`'s midnight, plus `minutes` into that day. */
export function daysAgo(today: Today, days: number, minutes = 0): string {
  return new Date(today.start - days * DAY_MS + minutes * 60_000).toISOString();
}

/** The generator of one dashboard on one date. */
export function randomFor(today: Today, name: string): Random {
  return createRandom(textSeed(`${name}:${today.date}`));
}

const LABEL = new Intl.DateTimeFormat('es', { day: '2-digit', month: 'short', timeZone: 'UTC' });

/** "02 nov" for an instant in Cusco. */
export function dayLabel(instant: number): string {
  return LABEL.format(new Date(instant + CUSCO_OFFSET_MS)).replace('.', '');
}

const MONTH = new Intl.DateTimeFormat('es', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "nov 2026" for an instant in the middle of a month. */
export function monthLabel(instant: number): string {
  return MONTH.format(new Date(instant)).replace('.', '');
}

/**
 * The template's weekly windows: `count` spans of 8 days (first and last day included), the
 * last ending today, each starting the day after the previous one ended. Labelled "dd mmm - dd mmm".
 */
export function weeklyWindows(today: Today, count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const end = today.start - (count - 1 - index) * 8 * DAY_MS;
    return `${dayLabel(end - 7 * DAY_MS)} - ${dayLabel(end)}`;
  });
}

/** A walk of `count` values from `start`, each step at most `step` up or down, never below `min`. */
export function walk(random: Random, count: number, start: number, step: number, min = 0) {
  const values: number[] = [];
  let value = start;
  for (let i = 0; i < count; i++) {
    values.push(value);
    value = Math.max(min, value + random.int(-step, step));
  }
  return values;
}

/** A number rounded to two decimals, as money and percentages are shown. */
export function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

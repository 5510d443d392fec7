import type { Random } from './random';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a seeded record was created and last changed: some time in the last `maxAgeDays` days,
 * never after `now`, so "recently updated" sorts have something to show.
 */
export function recordStamps(
  random: Random,
  now: Date,
  maxAgeDays: number,
): { createdAt: string; updatedAt: string } {
  const created = now.getTime() - Math.floor(random.next() * maxAgeDays * DAY_MS);
  const updated = random.chance(0.6)
    ? created + Math.floor(random.next() * (now.getTime() - created))
    : created;
  return { createdAt: new Date(created).toISOString(), updatedAt: new Date(updated).toISOString() };
}

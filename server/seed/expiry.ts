import { addDays } from '../../shared/dates';
import { type Random, spread } from './random';

export type Expiry = 'expired' | 'expiring' | 'valid';

/**
 * Which of `count` carnés or certificates have expired (about 10%), expire within the next 30
 * days (about 8%, at least 5) or are comfortably valid, in a random order: the registry's lists,
 * filters and the landing page's "expiring soon" all have something to show.
 */
export function expiryPlan(random: Random, count: number): Expiry[] {
  const expired = Math.round(count * 0.1);
  const expiring = Math.min(count - expired, Math.max(5, Math.round(count * 0.08)));
  return spread<Expiry>(
    random,
    count,
    [
      ['expired', expired],
      ['expiring', expiring],
    ],
    'valid',
  );
}

/**
 * Issue and expiry days for a document valid `validityDays` whose expiry falls as planned
 * relative to `today`: the day before or earlier, in 1 to 28 days, or 40 days or more ahead.
 */
export function validityPeriod(
  random: Random,
  today: string,
  expiry: Expiry,
  validityDays: number,
): { from: string; until: string } {
  const offset =
    expiry === 'expired'
      ? -random.int(1, 400)
      : expiry === 'expiring'
        ? random.int(1, 28)
        : random.int(40, validityDays - 20);
  const until = addDays(today, offset);
  return { from: addDays(until, -validityDays), until };
}

import type { OrderBy, Scalar, Where } from '../store/query';

/**
 * The one collator of the template areas' "locale comparison": Spanish rules, accents and case
 * as secondary differences, digits by value. Built once: `localeCompare` builds one per call.
 */
export const collator = new Intl.Collator('es', { sensitivity: 'variant', numeric: true });

/**
 * The order of a list the template keeps as it was written, as a store order: the seeded items
 * (named by their `field`, e.g. their ids) in the seed's order, and the items added since either
 * after them, oldest first (`'last'`), or before them, newest first (`'first'`), by their
 * time-ordered ids. No stored field says where an item was added, so the seed's order is stated
 * here as the query's derived value.
 */
export function seedOrder<T>(
  field: keyof T & string,
  seeded: readonly Scalar[],
  added: 'first' | 'last',
): OrderBy<T>[] {
  const first = added === 'first';
  const cases = seeded.map((value, index) => ({
    where: { [field]: value } as Where<T>,
    // Descending for `first`: the seed counts down, below the added items' value.
    value: first ? seeded.length - 1 - index : index,
  }));
  // Everything else (the added items) matches the last case; ties then go by id.
  const rest = { where: {} as Where<T>, value: seeded.length };
  return [{ field, descending: first, cases: [...cases, rest] }];
}

/**
 * The fields of `after` whose values differ from `before` (compared as JSON), for an update
 * that sends only what the person changed: a field someone else changed meanwhile is not
 * overwritten with a stale value, and the history records only real changes.
 */
export function changedFields<T extends object>(before: T, after: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (after[key] === undefined) continue;
    if (JSON.stringify(after[key]) !== JSON.stringify(before[key] ?? null))
      changed[key] = after[key];
  }
  return changed;
}

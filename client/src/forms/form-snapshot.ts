/**
 * A form's values as one comparable string: what "something changed" is measured against.
 * An empty value (undefined, null, '' or []) reads the same whichever of them a field holds, so
 * a field typed into and emptied again counts as unchanged; dates (dayjs) compare by their
 * instant through their toJSON, and object keys in any order compare equal.
 */
export function formSnapshot(values: unknown): string {
  return JSON.stringify(canonical(values)) ?? '';
}

function canonical(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'object') return value;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return (value as { toJSON: () => unknown }).toJSON();
  }
  if (Array.isArray(value)) {
    return value.length === 0 ? undefined : value.map((item) => canonical(item) ?? null);
  }
  const entries = Object.entries(value as Record<string, unknown>)
    .map(([key, item]) => [key, canonical(item)] as const)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
}

/** GraphiQL's key prefix; only these keys are this page's to clear. */
const PREFIX = 'graphiql:';

/**
 * GraphiQL's storage (localStorage, keys `graphiql:*`) with every request-headers field blanked.
 * The history plugin saves each run's headers even when headers are not persisted, and they carry
 * the staff access token, which must never reach web storage (SECURITY.md item 11).
 */
export function storageWithoutHeaders(backing: Storage = window.localStorage): Storage {
  const ownKeys = () =>
    Array.from({ length: backing.length }, (_, index) => backing.key(index)).filter(
      (key): key is string => key?.startsWith(PREFIX) ?? false,
    );
  return {
    get length() {
      return ownKeys().length;
    },
    key: (index) => ownKeys()[index] ?? null,
    getItem: (key) => backing.getItem(key),
    removeItem: (key) => backing.removeItem(key),
    // GraphiQL's "clear storage" setting must not sign the staff app out or reset its language.
    clear: () => {
      for (const key of ownKeys()) backing.removeItem(key);
    },
    setItem: (key, value) => backing.setItem(key, withoutHeaders(value)),
  };
}

/**
 * The JSON text with every `headers` property set to null (GraphiQL's tab check wants the key
 * present); text that is not JSON is returned unchanged.
 */
export function withoutHeaders(value: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return value;
  }
  return JSON.stringify(parsed, (key, item) => (key === 'headers' ? null : item));
}

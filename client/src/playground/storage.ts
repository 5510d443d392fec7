/** GraphiQL's key prefix; only these keys are this page's to clear. */
const PREFIX = 'graphiql:';

/** Variable names whose values are secrets (the SignIn example's `password`, a reset token). */
const SECRET_NAME = /pass(word)?|token|secret/i;

/**
 * GraphiQL's storage (localStorage, keys `graphiql:*`) with the secrets of every saved tab and
 * history entry blanked: request headers carry the staff access token, and variables may carry a
 * password (the SignIn example). The history plugin saves each run's headers and variables even
 * when headers are not persisted; neither may reach web storage (SECURITY.md items 11 and 26).
 */
export function storageWithoutSecrets(backing: Storage = window.localStorage): Storage {
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
    setItem: (key, value) => backing.setItem(key, withoutSecrets(value)),
  };
}

/**
 * The JSON text with every `headers` property set to null (GraphiQL's tab check wants the key
 * present) and, in every `variables` text, each secret variable's value emptied; text that is
 * not JSON is returned unchanged.
 */
export function withoutSecrets(value: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return value;
  }
  return JSON.stringify(parsed, (key, item) => {
    if (key === 'headers') return null;
    if (key === 'variables' && typeof item === 'string') return variablesWithoutSecrets(item);
    return item;
  });
}

/** A variables text with its secret values emptied; one that does not parse, emptied if it names one. */
function variablesWithoutSecrets(text: string): string {
  let variables: unknown;
  try {
    variables = JSON.parse(text);
  } catch {
    // Half-typed: its secret cannot be found for sure, so nothing of it is kept.
    return SECRET_NAME.test(text) ? '' : text;
  }
  if (typeof variables !== 'object' || variables === null) return text;
  let blanked = false;
  const kept = JSON.stringify(
    variables,
    (key, item) => {
      if (key !== '' && SECRET_NAME.test(key) && typeof item === 'string' && item !== '') {
        blanked = true;
        return '';
      }
      return item;
    },
    2,
  );
  return blanked ? kept : text;
}

import { requestWithoutSecrets } from './secrets';

/** GraphiQL's key prefix; only these keys are this page's to clear. */
const PREFIX = 'graphiql:';

/** The raw texts GraphiQL keeps of the active tab besides its tab state. */
const QUERY_KEY = `${PREFIX}query`;
const VARIABLES_KEY = `${PREFIX}variables`;

/**
 * GraphiQL's storage (localStorage, keys `graphiql:*`) with the secrets of every saved tab and
 * history entry blanked: request headers carry the staff access token, and operations and
 * variables may carry a password (the SignIn example, `signIn(password: "…")`). GraphiQL saves
 * the active tab's operation and variables as raw texts too, and the history plugin each run's
 * headers and variables even when headers are not persisted; none may reach web storage
 * (SECURITY.md items 11 and 26).
 */
export function storageWithoutSecrets(backing: Storage = window.localStorage): Storage {
  const ownKeys = () =>
    Array.from({ length: backing.length }, (_, index) => backing.key(index)).filter(
      (key): key is string => key?.startsWith(PREFIX) ?? false,
    );
  const kept = (key: string, value: string) => {
    if (key === QUERY_KEY) return requestWithoutSecrets({ query: value }).query;
    // Its operation says which variables are passwords beyond their names.
    if (key === VARIABLES_KEY) {
      return requestWithoutSecrets({ query: backing.getItem(QUERY_KEY), variables: value })
        .variables;
    }
    return withoutSecrets(value);
  };
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
    setItem: (key, value) => backing.setItem(key, kept(key, value)),
  };
}

/**
 * The JSON text with every `headers` property set to null (GraphiQL's tab check wants the key
 * present) and every object holding an operation or variables (a tab, a history entry) without
 * its secrets (secrets.ts); text that is not JSON is returned unchanged.
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
    if (isRequest(item)) return requestWithoutSecrets(item);
    return item;
  });
}

/** An object GraphiQL keeps with an operation or variables text. */
function isRequest(item: unknown): item is { query?: string; variables?: string } {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return false;
  const { query, variables } = item as Record<string, unknown>;
  return typeof query === 'string' || typeof variables === 'string';
}

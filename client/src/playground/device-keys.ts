/**
 * The value of a variable that the playground replaces by a new UUID on every run (fetcher.ts):
 * the ReportIncident example's deviceKey, so that running it never answers somebody else's case
 * and no key is the same in every browser.
 */
export const NEW_DEVICE_KEY = '<UUID nuevo en cada ejecución>';

/** The variables with every NEW_DEVICE_KEY replaced by its own new UUID; the rest as given. */
export function withNewDeviceKeys(variables: unknown): unknown {
  if (variables === NEW_DEVICE_KEY) return crypto.randomUUID();
  if (Array.isArray(variables)) return variables.map(withNewDeviceKeys);
  if (variables !== null && typeof variables === 'object') {
    return Object.fromEntries(
      Object.entries(variables).map(([name, value]) => [name, withNewDeviceKeys(value)]),
    );
  }
  return variables;
}

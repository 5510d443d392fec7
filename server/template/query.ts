/**
 * A REST query string as a service's input: each parameter given once is its string, those
 * named in `numbers` become numbers when they are written as whole numbers. Anything else (a
 * repeated parameter, `?page=x`) is passed on as it came, for the service's schema to refuse
 * with a 400 naming the field.
 */
export function queryInput(
  query: Record<string, unknown>,
  { numbers = [] }: { numbers?: readonly string[] } = {},
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    input[key] =
      numbers.includes(key) && typeof value === 'string' && /^-?\d{1,15}$/.test(value)
        ? Number(value)
        : value;
  }
  return input;
}

/**
 * GraphQL arguments as a service's input: an argument left out or sent as null is "not given",
 * so the service's defaults apply as they do for a REST query string without it.
 */
export function givenArguments(args: object | null | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(args ?? {}).filter(([, value]) => value != null));
}

import type { TFunction } from 'i18next';

/**
 * How one of the server's stable English field messages reads in the user's language: the exact
 * text or a pattern, and the i18n key (a pattern's named groups become the key's values).
 */
export type MessageRule = readonly [match: string | RegExp, key: string];

/** A server field message through the first rule that matches, else the fallback key. */
export function translateMessage(
  t: TFunction,
  message: string,
  rules: readonly MessageRule[],
  fallbackKey: string,
): string {
  for (const [match, key] of rules) {
    if (typeof match === 'string') {
      if (match === message) return t(key);
    } else {
      const found = match.exec(message);
      if (found) return t(key, { ...found.groups });
    }
  }
  return t(fallbackKey);
}

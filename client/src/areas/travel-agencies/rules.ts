// The form mirrors the server's rules (server/areas/travel-agencies/rules.ts); each check answers
// the server's stable English message, so the form shows it through the same translations.

/** The server's website rule: an absolute http(s) URL with a host. */
export function websiteError(value: string): string | null {
  const link = value.trim();
  if (!/^https?:\/\//i.test(link)) return 'An http(s) URL';
  try {
    return new URL(link).hostname === '' ? 'An http(s) URL' : null;
  } catch {
    return 'An http(s) URL';
  }
}

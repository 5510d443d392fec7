/**
 * Addresses built from data for an href. Every link whose address comes from data (the server's,
 * a directory file, what a person typed) passes isSafeUrl before it is put into an href.
 */

/**
 * Addresses a link may point to: http(s), mailto and tel, or a relative address. Anything else
 * with a scheme (javascript:, data:, vbscript: ...) is refused. The same rule as DOMPurify's
 * default, without the protocols nobody here needs (ftp, sms, xmpp ...).
 */
export const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

// What browsers ignore inside a URL ("java\tscript:" runs as javascript:), removed before testing.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point here.
const IGNORED_IN_URL = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g;

/** Whether an address from data may be put into an href. */
export function isSafeUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  return SAFE_URL.test(url.replace(IGNORED_IN_URL, ''));
}

/** A place on OpenStreetMap, with a marker: where the staff registries link a position. */
export function mapLink(latitude: number, longitude: number): string {
  const params = new URLSearchParams({ mlat: String(latitude), mlon: String(longitude) });
  return `https://www.openstreetmap.org/?${params}#map=17/${latitude}/${longitude}`;
}

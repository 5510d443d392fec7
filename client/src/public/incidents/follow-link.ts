/**
 * The follow-up link keeps its token in the fragment: browsers never send a fragment to a
 * server, so the token reaches no access log and no Referer header.
 */
export const FOLLOW_FRAGMENT = '#caso=';

export function followLink(token: string, origin = location.origin): string {
  return `${origin}/${FOLLOW_FRAGMENT}${encodeURIComponent(token)}`;
}

/** The token in a page's fragment, or null when the fragment is not a follow-up link. */
export function tokenInFragment(hash: string): string | null {
  if (!hash.startsWith(FOLLOW_FRAGMENT)) return null;
  try {
    return decodeURIComponent(hash.slice(FOLLOW_FRAGMENT.length)).trim() || null;
  } catch {
    return null;
  }
}

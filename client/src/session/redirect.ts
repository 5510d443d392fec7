import { HOME_PAGE, staffPageLink } from '../../../shared/staff-pages';

/** Where a signed-in visitor lands when no (acceptable) redirectURL says otherwise. */
export const HOME_PATH = staffPageLink(HOME_PAGE);
export const SIGN_IN_PATH = '/sign-in';

const ORIGIN = 'https://app.invalid';

/** The sign-in page's addresses (the template's /auth/sign-in too). */
export function isSignInPath(pathname: string): boolean {
  return /^\/(?:auth\/)?sign-in\/?$/.test(pathname);
}

/**
 * The redirectURL of the sign-in page, if it is safe to follow: a path of this site only.
 * Protocol-relative (`//evil.com`), backslashed (`/\evil.com`, which browsers read as `//`),
 * absolute (`https://…`) and script (`javascript:`) addresses are refused, and so is anything
 * that does not resolve to the same origin or that holds control characters.
 */
export function safeRedirectURL(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point.
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to go once signed in: the safe redirectURL of `search`, else the home page. */
export function redirectTarget(search: string): string {
  const requested = safeRedirectURL(new URLSearchParams(search).get('redirectURL'));
  // Back to sign-in would only bounce, and to sign-out would end the new session: go home.
  if (!requested || /^\/(?:auth\/)?sign-(?:in|out)(?=[/?#]|$)/.test(requested)) return HOME_PATH;
  return requested;
}

/** The sign-in page for a visitor who asked for `url`; /sign-out is not worth coming back to. */
export function signInPathFor(url: string): string {
  if (url === '/sign-out' || url.startsWith('/sign-out?') || url.startsWith('/sign-out#')) {
    return SIGN_IN_PATH;
  }
  return `${SIGN_IN_PATH}?${new URLSearchParams({ redirectURL: url })}`;
}

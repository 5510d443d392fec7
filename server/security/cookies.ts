import type { CookieOptions, Request } from 'express';
import { HOME_LANGUAGE, type StaffLanguage as Language } from '../../shared/locales';

/** The web client's refresh token travels only in this cookie, sent only to /api/auth. */
export const REFRESH_COOKIE = 'tsc_refresh';
export const REFRESH_COOKIE_PATH = '/api/auth';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * What services need from the transport: the caller's address, language and refresh-token
 * cookie. GraphQL and REST build it the same way from Express's request and response.
 */
export interface Transport {
  /** The client's IP address (behind a proxy only with TRUST_PROXY). */
  ip: string;
  /** The language the caller reads (`Accept-Language`, else Spanish), for what the server writes them. */
  language(): Language;
  /** The refresh token the browser sent in its cookie, if any. */
  refreshCookie(): string | undefined;
  /**
   * The caller is a browser (SECURITY 36): it sent Fetch Metadata's `Sec-Fetch-Site`, which
   * browsers add to every request to a secure origin (localhost included) and a page's scripts
   * can neither remove nor forge. The refresh cookie reaches it, so the token stays out of bodies.
   * Not `Sec-Fetch-Mode`: Node's, Deno's and Bun's `fetch` send it too, and API clients written
   * with them have no cookie jar to refresh with.
   */
  fromBrowser(): boolean;
  setRefreshCookie(token: string, expiresAt: Date): void;
  clearRefreshCookie(): void;
  /** Whether the caller went away before its answer: nothing it is sent can reach it. */
  gone(): boolean;
  /**
   * The answer is the same for every caller with this caller's permissions until the store
   * changes: it may be kept and served to them (http/shared-responses.ts).
   */
  share(): void;
}

/** For work the server does on its own, with nobody calling (e.g. warming a cache at start). */
export const NO_CALLER: Transport = {
  ip: '',
  language: () => HOME_LANGUAGE,
  refreshCookie: () => undefined,
  fromBrowser: () => false,
  setRefreshCookie() {},
  clearRefreshCookie() {},
  gone: () => false,
  share() {},
};

/**
 * SECURITY 11: `HttpOnly` (scripts cannot read it), `SameSite=Strict` (never sent from another
 * site), `Path=/api/auth` (only the refresh and sign-out calls carry it) and `Secure`, which is
 * dropped only for plain http to localhost, where browsers would otherwise refuse the cookie.
 */
export function refreshCookieOptions(req: Request): CookieOptions {
  const local = req.protocol === 'http' && LOCAL_HOSTS.has(req.hostname);
  return { httpOnly: true, sameSite: 'strict', path: REFRESH_COOKIE_PATH, secure: !local };
}

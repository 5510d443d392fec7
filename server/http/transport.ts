import type { Request, Response } from 'express';
import { REFRESH_COOKIE, refreshCookieOptions, type Transport } from '../security/cookies';
import { acceptedLanguage } from './language';
import { markShared } from './shared-responses';

/** The transport of one HTTP request, for GraphQL and REST alike. */
export function httpTransport(req: Request, res: Response): Transport {
  return {
    ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    language: () => acceptedLanguage(req),
    refreshCookie() {
      const value = (req.cookies as Record<string, unknown> | undefined)?.[REFRESH_COOKIE];
      return typeof value === 'string' && value !== '' ? value : undefined;
    },
    fromBrowser: () => req.headers['sec-fetch-site'] !== undefined,
    setRefreshCookie(token, expiresAt) {
      res.cookie(REFRESH_COOKIE, token, { ...refreshCookieOptions(req), expires: expiresAt });
    },
    clearRefreshCookie() {
      res.clearCookie(REFRESH_COOKIE, refreshCookieOptions(req));
    },
    // The connection closed before the answer was handed to it (a browser cancels a request
    // it no longer waits for, e.g. when the page reloads, by closing the connection).
    gone: () => !res.writableFinished && res.destroyed,
    share: () => markShared(res),
  };
}

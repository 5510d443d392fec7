import type { IncomingMessage, ServerResponse } from 'node:http';
import { answersShared } from './shared-responses';

/** The API's paths: REST under /api, GraphQL at /graphql. */
const API_PATH = /^\/(?:api|graphql)(?:[/?]|$)/;

/**
 * SECURITY 34: every API answer made for its caller — anything but a shared answer
 * (http/shared-responses.ts) — carries `Cache-Control: no-store`, so no browser or proxy keeps a
 * caller's records, personal data or tokens (sign-in answers and a report's follow-up are made
 * for anonymous callers, and hold them too). Decided as the headers go out, so it holds however
 * the answer was made: a route, Apollo, the error handler or the shared response cache.
 */
export function noStoreUnlessShared(req: IncomingMessage, res: ServerResponse): void {
  if (!API_PATH.test(req.url ?? '')) return;
  const writeHead = res.writeHead as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    const status = typeof args[0] === 'number' ? args[0] : res.statusCode;
    if (!answersShared(res, status)) res.setHeader('Cache-Control', 'no-store');
    return writeHead.apply(res, args);
  }) as ServerResponse['writeHead'];
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { httpDuration, httpRequests } from './registry';

/** The route pattern each request was answered by, set by whatever answered it. */
const routes = new WeakMap<IncomingMessage, string>();
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Answered by nothing that names itself (a body refused before Express, say). */
const UNNAMED = 'other';

/** Names the route answering `req` (a pattern such as `/api/admin/guides/:id`, never its URL). */
export function nameRoute(req: IncomingMessage, route: string): void {
  routes.set(req, route);
}

/**
 * The route that answered `req` so far: the one named, else the Express route that matched (its
 * pattern is the whole path for routers mounted at the root, like an area's own paths).
 */
export function routeOf(req: IncomingMessage): string {
  const named = routes.get(req);
  if (named) return named;
  const matched = (req as { route?: { path?: unknown } }).route?.path;
  return typeof matched === 'string' ? matched : UNNAMED;
}

/** Middleware naming the route of every request that reaches it; a later one may rename it. */
export function routeNamed(route: string): RequestHandler {
  return (req, _res, next) => {
    nameRoute(req, route);
    next();
  };
}

/**
 * Counts `req` once its answer is done or abandoned: by route pattern, method and status, and
 * its time. On node's own request, so answers served before Express are counted too.
 */
export function measureRequests(req: IncomingMessage, res: ServerResponse): void {
  const started = performance.now();
  res.once('close', () => {
    const route = routeOf(req);
    const method = METHODS.has(req.method ?? '') ? (req.method as string) : 'other';
    // A client that left before the answer: the status it would have had is not what it got.
    const status = res.writableFinished ? String(res.statusCode) : 'aborted';
    httpRequests.inc({ route, method, status });
    httpDuration.observe({ route, method }, (performance.now() - started) / 1000);
  });
}

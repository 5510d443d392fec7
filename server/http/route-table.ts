import { type Request, type RequestHandler, type Response, Router } from 'express';
import { z } from 'zod';
import { routeNamed } from '../metrics/http';
import { authorize } from '../security/authorize';
import type { Action, Area } from '../security/permissions';
import { inputObject, parseInput } from '../validation';
import { markShared } from './shared-responses';

/**
 * The REST adapter's one route table. Routes are declared as data and the Express routers are
 * built from the declarations, so a route cannot be served without the entry that documents it
 * (docs/api.md is generated from this table: `npm run docs:api`; a test fails when it is stale).
 *
 * Converting an area written the old way is mechanical:
 *
 *     export function fooRoutes(): Router {              export const fooRoutes: RouteGroup = {
 *       const router = Router();                           title: 'Foo',
 *       router.get('/apps/foo/all', async (req, res) => {  routes: [
 *         res.json(await listFoo(req.ctx));                  {
 *       });                                                    method: 'GET',
 *       return router;                                         path: '/apps/foo/all',
 *     }                                                        summary: 'Every foo of the caller.',
 *                                                              auth: ['foo', 'read'],
 *                                                              graphql: 'Query.foos',
 *                                                              handler: async (req, res) => {
 *                                                                res.json(await listFoo(req.ctx));
 *                                                              },
 *                                                            },
 *                                                          ],
 *                                                        };
 *
 * then list the group in `API_ROUTES` (server/api.ts) where `router.use(fooRoutes())` was, with
 * `mount` when it was mounted under a prefix. Handlers stay as they were (parse, call the
 * service, shape the output). `auth` says who gets in: the area and action the service
 * authorizes with (server/security/permissions.ts), `'public'`, or `'session'` (any valid session,
 * no permission rule); a test checks it against the authorization matrix.
 *
 * Shapes: `gql('Type')` / `gql('[Type]')` names a GraphQL type whose fields the docs print from
 * the SDL; a plain string is written as is, for what the SDL cannot say (cookies, CSV, files,
 * the template's own wrappers). `response` may be left out when it is exactly the return type of
 * the `graphql` equivalent.
 */

/** A path's parameters: `:id` is the only one the table uses (add names here as needed). */
export type PathParams = { id: string };

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who gets in: anybody, any signed-in session, or the roles of one permission rule. */
export type RouteAuth = 'public' | 'session' | readonly [Area, Action];

/** A GraphQL type named as a shape, with an optional note on how REST carries it. */
export interface GqlShape {
  gql: string;
  note?: string;
}

export type Shape = string | GqlShape;

/** A shape that is the GraphQL type `ref` (`Guide`, `[Guide]`), optionally with a note. */
export function gql(ref: string, note?: string): GqlShape {
  return note ? { gql: ref, note } : { gql: ref };
}

export interface RouteSpec {
  method: Method;
  /** Under /api, or under the group's `mount` when it has one. */
  path: string;
  /** One sentence: what the route does. */
  summary: string;
  auth: RouteAuth;
  /** The query string's parameters. */
  query?: Shape;
  /** The request body (JSON unless it says otherwise). */
  body?: Shape;
  /** What a success answers; the `graphql` field's type when left out. */
  response?: Shape;
  /** The GraphQL root field that does the same, as `Query.name` / `Mutation.name`. */
  graphql?: string;
  /**
   * Takes a file as multipart/form-data: the JSON-only rule for changes (http/csrf.ts) lets
   * this route have a multipart body when it carries a Bearer token, and its `auth` is checked
   * before `before` reads the upload.
   */
  upload?: true;
  /** Middleware that must run before the handler (e.g. reading a multipart upload). */
  before?: readonly RequestHandler[];
  /**
   * The answer depends on the request and the caller's role only, never on who the caller is
   * (no per-user data, nothing written): it may be served to every caller with that role until
   * the store changes (http/shared-responses.ts). Its GraphQL query is shared the same way.
   */
  shared?: true;
  /**
   * The names of the query parameters a `shared` route reads; it refuses any other with 400
   * naming it. The cache keys answers by URL: an unread parameter (`?n=<random>`) would make
   * the same answer again under a key of its own.
   */
  params?: readonly string[];
  /** Thin: parse, call the service, shape the output. Errors go to the error handler. */
  handler: (req: Request<PathParams>, res: Response) => unknown;
}

/** One area's routes: a heading in docs/api.md and one Express router. */
export interface RouteGroup {
  title: string;
  /** A template demo area (not product): the docs list it after the product's areas. */
  demo?: boolean;
  /**
   * A prefix (under /api) the group's router is mounted at: requests outside it skip every route
   * of the group after one prefix test, and route paths are relative to it.
   */
  mount?: string;
  routes: readonly RouteSpec[];
}

const ROUTER_METHOD = {
  GET: 'get',
  POST: 'post',
  PUT: 'put',
  PATCH: 'patch',
  DELETE: 'delete',
} as const satisfies Record<Method, string>;

/** An Express router serving `group`'s routes, in their order, each counted under its pattern. */
function buildRouter(group: RouteGroup): Router {
  const router = Router();
  for (const route of group.routes) {
    const before = [
      routeNamed(fullPath(group, route)),
      ...(route.shared ? [onlyParams(route.params ?? []), share] : []),
      ...(route.upload ? [authorizeFirst(route.auth)] : []),
      ...(route.before ?? []),
    ];
    router[ROUTER_METHOD[route.method]](route.path, ...before, route.handler);
  }
  return router;
}

/** Who may upload is settled before the upload is read. */
function authorizeFirst(auth: RouteAuth): RequestHandler {
  return (req, _res, next) => {
    if (Array.isArray(auth)) authorize(req.ctx, ...(auth as readonly [Area, Action]));
    next();
  };
}

/** Refuses query parameters other than `names`, as a body's unknown fields are refused. */
function onlyParams(names: readonly string[]): RequestHandler {
  const schema = inputObject(
    Object.fromEntries(names.map((name) => [name, z.unknown().optional()])),
  ).strict();
  return (req, _res, next) => {
    parseInput(schema, req.query, 'query');
    next();
  };
}

const share: RequestHandler = (_req, res, next) => {
  markShared(res);
  next();
};

/** The GraphQL queries of the routes declared `shared` (`Query.products` → `products`). */
export function sharedQueries(groups: readonly RouteGroup[]): Set<string> {
  return new Set(
    groups.flatMap((group) =>
      group.routes
        .filter((route) => route.shared && route.graphql?.startsWith('Query.'))
        .map((route) => route.graphql?.slice('Query.'.length) ?? ''),
    ),
  );
}

/** One router for the whole table: each group's router, mounted at its prefix when it has one. */
export function buildApiRouter(groups: readonly RouteGroup[]): Router {
  const router = Router();
  for (const group of groups) {
    if (group.mount) router.use(group.mount, buildRouter(group));
    else router.use(buildRouter(group));
  }
  return router;
}

/** The routes that take an upload, as `METHOD /path` under /api (what `req.path` is there). */
export function uploadRoutes(groups: readonly RouteGroup[]): Set<string> {
  return new Set(
    groups.flatMap((group) =>
      group.routes
        .filter((route) => route.upload)
        .map((route) => `${route.method} ${fullPath(group, route).slice('/api'.length)}`),
    ),
  );
}

/** The full path a route is served at, as Express registers it (`/api/admin/guides/:id`). */
export function fullPath(group: RouteGroup, route: RouteSpec): string {
  // A mount's own path (`/` under /apps/file-manager) is served without the trailing slash.
  const path = `/api${group.mount ?? ''}${route.path}`;
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

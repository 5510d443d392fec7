import type { Express } from 'express';

/** A route registered in the Express app: method and full path as written (`/api/auth/login`). */
export interface RegisteredRoute {
  method: string;
  path: string;
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  rawPath?: string | RegExp | (string | RegExp)[];
  handle?: { stack?: Layer[] };
}

/**
 * Every route of the app, found by walking Express's router stack (routers mounted inside
 * routers included), so a route added anywhere shows up without being listed by hand.
 */
export function listRoutes(app: Express): RegisteredRoute[] {
  const root = (app as unknown as { router: { stack: Layer[] } }).router;
  return walk(root.stack, '');
}

function walk(stack: Layer[], prefix: string): RegisteredRoute[] {
  const found: RegisteredRoute[] = [];
  for (const layer of stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const path of paths) {
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== '_all')
            found.push({ method: method.toUpperCase(), path: join(prefix, path) });
        }
      }
    } else if (layer.handle?.stack) {
      const mount = layer.rawPath;
      if (mount !== undefined && typeof mount !== 'string') {
        throw new Error(`cannot name the routes of a router mounted at ${String(mount)}`);
      }
      found.push(...walk(layer.handle.stack, join(prefix, mount ?? '')));
    } else if (prefix.startsWith('/api')) {
      // Inside the REST adapter every handler must be a route the table can name.
      throw new Error(
        `${prefix} holds a middleware (${(layer as { name?: string }).name}) instead of a route`,
      );
    }
  }
  return found;
}

function join(prefix: string, path: string): string {
  const joined = `${prefix}/${path}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

import type { Router } from 'express';
import { AREAS } from './areas';
import { buildApiRouter, type RouteGroup } from './http/route-table';

/** The REST adapter's one route table (see http/route-table.ts), in the areas' mount order; docs/api.md is generated from it. */
export const API_ROUTES: readonly RouteGroup[] = AREAS.flatMap((area) => area.routes ?? []);

/** The REST adapter: every area's routes, mounted under /api. */
export function apiRoutes(): Router {
  return buildApiRouter(API_ROUTES);
}

import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '../../client/src/router';
import type { Session } from '../../client/src/session/session';
import { STAFF_APP_PATHS, STAFF_APP_ROOT } from '../../shared/staff-app-paths';

/** The top-level addresses of routes (through the pathless layout routes that hold them). */
function topLevelPaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => {
    if (route.path === undefined) return route.index ? [] : topLevelPaths(route.children ?? []);
    return route.path === '*' ? [] : [`/${route.path}`];
  });
}

describe('the staff application’s addresses', () => {
  it('are those the server sends the application for, and no other', () => {
    const [root] = createRoutes({} as Session);
    expect(topLevelPaths(root?.children ?? []).sort()).toEqual(
      [...STAFF_APP_PATHS, STAFF_APP_ROOT].sort(),
    );
  });
});

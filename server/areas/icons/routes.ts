import type { RouteGroup } from '../../http/route-table';
import { ICON_SETS } from './model';
import { getIconSet } from './service';

/**
 * The template's icon lists, one path per set: GET /api/ui/icons/feather, heroicons-outline,
 * heroicons-solid, heroicons-mini, material-solid, material-outline, material-twotone; each
 * answers `{ namespace, name, grid, list }`. Public and shared.
 */
export const iconsRoutes: RouteGroup = {
  title: 'Icons',
  demo: true,
  mount: '/ui/icons',
  routes: ICON_SETS.map((id) => ({
    method: 'GET' as const,
    path: `/${id}`,
    summary: `The names of the ${id} icons, in alphabetical order.`,
    auth: 'public' as const,
    graphql: 'Query.iconSet',
    // The same list for everybody: made once, then served from the shared responses.
    shared: true as const,
    handler: (req, res) => {
      res.json(getIconSet(req.ctx, id));
    },
  })),
};

import { Router } from 'express';
import { ICON_SETS } from './model';
import { getIconSet } from './service';

/**
 * The template's icon lists, one path per set: GET /api/ui/icons/feather, heroicons-outline,
 * heroicons-solid, heroicons-mini, material-solid, material-outline, material-twotone; each
 * answers `{ namespace, name, grid, list }`. Public.
 */
export function iconsRoutes(): Router {
  const router = Router();
  for (const id of ICON_SETS) {
    router.get(`/ui/icons/${id}`, (req, res) => {
      res.json(getIconSet(req.ctx, id));
    });
  }
  return router;
}

import { Router } from 'express';
import { bodyField } from '../../http/body';
import { toUserView } from '../users/view';
import { getProfile, updateProfile } from './service';

/**
 * GET /api/common/user: the signed-in user. PATCH /api/common/user: `{ user: { name, avatar,
 * presence } }` as the template sends it (the fields at the top level work too); answers the
 * updated user.
 */
export function profileRoutes(): Router {
  const router = Router();
  router.get('/common/user', async (req, res) => {
    res.json(toUserView(await getProfile(req.ctx)));
  });
  router.patch('/common/user', async (req, res) => {
    const wrapped = bodyField(req, 'user');
    const input = wrapped === undefined ? (req.body ?? {}) : wrapped;
    res.json(toUserView(await updateProfile(req.ctx, input)));
  });
  return router;
}

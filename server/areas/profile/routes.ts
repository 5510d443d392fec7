import { Router } from 'express';
import { bodyField } from '../../http/body';
import { toUserView } from '../users/view';
import { changePassword } from './password';
import { getProfile, updateProfile } from './service';

/**
 * GET /api/common/user: the signed-in user. PATCH /api/common/user: `{ user: { name, avatar,
 * presence } }` as the template sends it (the fields at the top level work too); answers the
 * updated user. POST /api/auth/change-password: `{ currentPassword, newPassword }`; answers the
 * user.
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
  router.post('/auth/change-password', async (req, res) => {
    res.json(toUserView(await changePassword(req.ctx, req.body)));
  });
  return router;
}

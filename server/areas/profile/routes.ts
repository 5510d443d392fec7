import { bodyField } from '../../http/body';
import { gql, type RouteGroup } from '../../http/route-table';
import { toUserView } from '../users/view';
import { changePassword } from './password';
import { getProfile, updateProfile } from './service';

/**
 * GET /api/common/user: the signed-in user. PATCH /api/common/user: `{ user: { name, avatar,
 * presence } }` as the template sends it (the fields at the top level work too); answers the
 * updated user. POST /api/auth/change-password: `{ currentPassword, newPassword }`; answers the
 * user.
 */
export const profileRoutes: RouteGroup = {
  title: 'Own account',
  routes: [
    {
      method: 'GET',
      path: '/common/user',
      summary: 'The signed-in user.',
      auth: ['profile', 'read'],
      graphql: 'Query.me',
      handler: async (req, res) => {
        res.json(toUserView(await getProfile(req.ctx)));
      },
    },
    {
      method: 'PATCH',
      path: '/common/user',
      summary: "Changes the signed-in user's name, avatar or presence.",
      auth: ['profile', 'update'],
      body: gql('UpdateProfileInput', 'as `{ user }` (the fields at the top level work too)'),
      graphql: 'Mutation.updateProfile',
      handler: async (req, res) => {
        const wrapped = bodyField(req, 'user');
        const input = wrapped === undefined ? (req.body ?? {}) : wrapped;
        res.json(toUserView(await updateProfile(req.ctx, input)));
      },
    },
    {
      method: 'POST',
      path: '/auth/change-password',
      summary: "Changes the signed-in user's password (also a temporary one).",
      auth: 'session',
      body: '`{ currentPassword, newPassword }`',
      graphql: 'Mutation.changePassword',
      handler: async (req, res) => {
        res.json(toUserView(await changePassword(req.ctx, req.body)));
      },
    },
  ],
};

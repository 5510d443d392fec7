import { Router } from 'express';
import { listQuery } from '../../http/query';
import { createUser, deleteUser, getUser, resetUserPassword, updateUser } from './admin';
import { listUsers } from './list';
import { toUserView } from './view';

/**
 * The ADMINISTRADOR's staff accounts. GET the list with the GraphQL input's names as query
 * parameters (`?page=2&size=20&search=quispe&role=DIRCETUR,POLICIA&sortBy=EMAIL&order=DESC`);
 * POST and PATCH take the input as the body; create and reset-password answer
 * `{ user, temporaryPassword }`, DELETE the removed account.
 */
export function usersRoutes(): Router {
  const router = Router();
  router.get('/admin/users', async (req, res) => {
    const input = listQuery(req, {
      numbers: ['page', 'size'],
      lists: ['role', 'status'],
      texts: ['search', 'sortBy', 'order'],
    });
    const page = await listUsers(req.ctx, input);
    res.json({ items: page.items.map(toUserView), pageInfo: page.pageInfo });
  });
  router.get('/admin/users/:id', async (req, res) => {
    res.json(toUserView(await getUser(req.ctx, req.params.id)));
  });
  router.post('/admin/users', async (req, res) => {
    const created = await createUser(req.ctx, req.body);
    res.status(201).json({ ...created, user: toUserView(created.user) });
  });
  router.patch('/admin/users/:id', async (req, res) => {
    res.json(toUserView(await updateUser(req.ctx, req.params.id, req.body)));
  });
  router.delete('/admin/users/:id', async (req, res) => {
    res.json(toUserView(await deleteUser(req.ctx, req.params.id)));
  });
  router.post('/admin/users/:id/reset-password', async (req, res) => {
    const reset = await resetUserPassword(req.ctx, req.params.id);
    res.json({ ...reset, user: toUserView(reset.user) });
  });
  return router;
}

import { Router } from 'express';
import { parseLanguage } from '../../http/language';
import { type CsvColumn, registryCsv } from '../../registry/csv';
import { cuscoToday } from '../../registry/dates';
import { createUser, deleteUser, getUser, resetUserPassword, updateUser } from './admin';
import { allUsers, listUsers } from './list';
import type { Account } from './model';
import { toUserView } from './view';

/** The columns of the accounts' CSV export; the password hash is never among them. */
const USERS_CSV: readonly CsvColumn<Account>[] = [
  { field: 'name', value: (user) => user.name },
  { field: 'username', value: (user) => user.username },
  { field: 'email', value: (user) => user.email },
  { field: 'role', value: (user) => user.role, enumName: 'Role' },
  { field: 'status', value: (user) => user.status, enumName: 'AccountStatus' },
  { field: 'lastSignInAt', value: (user) => user.lastSignInAt },
  { field: 'createdAt', value: (user) => user.createdAt },
];

/**
 * The ADMINISTRADOR's staff accounts. GET the list with the GraphQL input's names as query
 * parameters (`?page=2&size=20&search=quispe&role=DIRCETUR,POLICIA&sortBy=EMAIL&order=DESC`);
 * GET export answers the whole filtered list as CSV (`lang` for the headers); POST and PATCH
 * take the input as the body; create and reset-password answer `{ user, temporaryPassword }`,
 * DELETE the removed account.
 */
export function usersRoutes(): Router {
  const router = Router();
  router.get('/admin/users', async (req, res) => {
    const page = await listUsers(req.ctx, req.query);
    res.json({ items: page.items.map(toUserView), pageInfo: page.pageInfo });
  });
  router.get('/admin/users/export', async (req, res) => {
    const { lang, ...query } = req.query;
    const users = await allUsers(req.ctx, query);
    res
      .type('text/csv; charset=utf-8')
      .attachment(`usuarios-${cuscoToday(req.ctx.auth.clock())}.csv`)
      .send(registryCsv('users', USERS_CSV, users, parseLanguage(lang)));
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

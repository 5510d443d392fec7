import { parseLanguage } from '../../http/language';
import { gql, type RouteGroup } from '../../http/route-table';
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
export const usersRoutes: RouteGroup = {
  title: 'Staff accounts',
  routes: [
    {
      method: 'GET',
      path: '/admin/users',
      summary: 'One page of the staff accounts, searched, filtered and sorted.',
      auth: ['users', 'read'],
      query: gql(
        'UsersListInput',
        'its fields as query parameters; lists repeated or comma-separated',
      ),
      graphql: 'Query.users',
      handler: async (req, res) => {
        const page = await listUsers(req.ctx, req.query);
        res.json({ items: page.items.map(toUserView), pageInfo: page.pageInfo });
      },
    },
    {
      method: 'GET',
      path: '/admin/users/export',
      summary: 'The whole filtered list as a CSV file (headers in `lang`: es, en or tr).',
      auth: ['users', 'read'],
      query: gql('UsersListInput', 'its filters and sort as query parameters, plus `lang`'),
      response: 'text/csv attachment `usuarios-YYYY-MM-DD.csv` (never the password hash)',
      handler: async (req, res) => {
        const { lang, ...query } = req.query;
        const users = await allUsers(req.ctx, query);
        res
          .type('text/csv; charset=utf-8')
          .attachment(`usuarios-${cuscoToday(req.ctx.clock())}.csv`)
          .send(registryCsv('users', USERS_CSV, users, parseLanguage(lang)));
      },
    },
    {
      method: 'GET',
      path: '/admin/users/:id',
      summary: 'One account.',
      auth: ['users', 'read'],
      graphql: 'Query.user',
      handler: async (req, res) => {
        res.json(toUserView(await getUser(req.ctx, req.params.id)));
      },
    },
    {
      method: 'POST',
      path: '/admin/users',
      summary: 'Creates an account with a temporary password; answers 201.',
      auth: ['users', 'create'],
      body: gql('CreateUserInput'),
      graphql: 'Mutation.createUser',
      handler: async (req, res) => {
        const created = await createUser(req.ctx, req.body);
        res.status(201).json({ ...created, user: toUserView(created.user) });
      },
    },
    {
      method: 'PATCH',
      path: '/admin/users/:id',
      summary: 'Changes the fields given of one account.',
      auth: ['users', 'update'],
      body: gql('UpdateUserInput'),
      graphql: 'Mutation.updateUser',
      handler: async (req, res) => {
        res.json(toUserView(await updateUser(req.ctx, req.params.id, req.body)));
      },
    },
    {
      method: 'DELETE',
      path: '/admin/users/:id',
      summary: 'Removes an account (not your own); answers the removed one.',
      auth: ['users', 'delete'],
      graphql: 'Mutation.deleteUser',
      handler: async (req, res) => {
        res.json(toUserView(await deleteUser(req.ctx, req.params.id)));
      },
    },
    {
      method: 'POST',
      path: '/admin/users/:id/reset-password',
      summary: 'Gives the account a new temporary password and ends its sessions.',
      auth: ['users', 'update'],
      graphql: 'Mutation.resetUserPassword',
      handler: async (req, res) => {
        const reset = await resetUserPassword(req.ctx, req.params.id);
        res.json({ ...reset, user: toUserView(reset.user) });
      },
    },
  ],
};

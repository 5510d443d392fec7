import { NotFoundError } from '../../errors';
import { bodyField } from '../../http/body';
import { gql, type RouteGroup } from '../../http/route-table';
import { createShortcut, deleteShortcut, listShortcuts, updateShortcut } from './service';
import { toShortcutView } from './view';

const PATH = '/common/shortcuts';

/**
 * The template's paths: GET the list; POST `{ shortcut }`; PATCH `{ id, shortcut }` (only the
 * fields given change; a whole shortcut may be sent back); DELETE `?id=` answers the removed
 * shortcut, 404 when the caller has none with that id.
 */
export const shortcutsRoutes: RouteGroup = {
  title: 'Shortcuts',
  routes: [
    {
      method: 'GET',
      path: PATH,
      summary: "The caller's shortcuts.",
      auth: ['shortcuts', 'read'],
      graphql: 'Query.shortcuts',
      handler: async (req, res) => {
        res.json((await listShortcuts(req.ctx)).map(toShortcutView));
      },
    },
    {
      method: 'POST',
      path: PATH,
      summary: 'Adds a shortcut for the caller.',
      auth: ['shortcuts', 'create'],
      body: gql('CreateShortcutInput', 'as `{ shortcut }`'),
      graphql: 'Mutation.createShortcut',
      handler: async (req, res) => {
        res.json(toShortcutView(await createShortcut(req.ctx, bodyField(req, 'shortcut'))));
      },
    },
    {
      method: 'PATCH',
      path: PATH,
      summary: 'Changes the fields given (a whole shortcut may be sent back).',
      auth: ['shortcuts', 'update'],
      body: gql('UpdateShortcutInput', 'as `{ id, shortcut }`'),
      graphql: 'Mutation.updateShortcut',
      handler: async (req, res) => {
        const shortcut = await updateShortcut(
          req.ctx,
          bodyField(req, 'id'),
          bodyField(req, 'shortcut'),
        );
        res.json(toShortcutView(shortcut));
      },
    },
    {
      method: 'DELETE',
      path: PATH,
      summary: "Removes one of the caller's shortcuts; 404 when the caller has none with that id.",
      auth: ['shortcuts', 'delete'],
      query: '`id`',
      response: gql('Shortcut', 'the removed one'),
      graphql: 'Mutation.deleteShortcut',
      handler: async (req, res) => {
        const removed = await deleteShortcut(req.ctx, req.query.id);
        if (!removed) throw new NotFoundError('Shortcut not found');
        res.json(toShortcutView(removed));
      },
    },
  ],
};

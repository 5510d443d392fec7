import { Router } from 'express';
import { NotFoundError } from '../../errors';
import { bodyField } from '../../http/body';
import { createShortcut, deleteShortcut, listShortcuts, updateShortcut } from './service';
import { toShortcutView } from './view';

/**
 * The template's paths: GET the list; POST `{ shortcut }`; PATCH `{ id, shortcut }` (only the
 * fields given change; a whole shortcut may be sent back); DELETE `?id=` answers the removed
 * shortcut, 404 when the caller has none with that id.
 */
export function shortcutsRoutes(): Router {
  const router = Router();
  router.get('/common/shortcuts', async (req, res) => {
    res.json((await listShortcuts(req.ctx)).map(toShortcutView));
  });
  router.post('/common/shortcuts', async (req, res) => {
    res.json(toShortcutView(await createShortcut(req.ctx, bodyField(req, 'shortcut'))));
  });
  router.patch('/common/shortcuts', async (req, res) => {
    const shortcut = await updateShortcut(
      req.ctx,
      bodyField(req, 'id'),
      bodyField(req, 'shortcut'),
    );
    res.json(toShortcutView(shortcut));
  });
  router.delete('/common/shortcuts', async (req, res) => {
    const removed = await deleteShortcut(req.ctx, req.query.id);
    if (!removed) throw new NotFoundError('Shortcut not found');
    res.json(toShortcutView(removed));
  });
  return router;
}

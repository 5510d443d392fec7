import { Router } from 'express';
import { NotFoundError } from '../errors';
import { bodyField } from '../http/body';
import type { Inbox } from './service';
import { toInboxItemView } from './view';

/**
 * The template's paths of one toolbar list, e.g. `/common/messages` with key `message`:
 * GET the list (newest first); POST `{ message }`; PATCH `{ id, message }`; DELETE `?id=`
 * (answers the removed item, 404 when the caller has none with that id);
 * GET `…/mark-all-as-read` (answers true); POST `…/toggle-read-status` with `{ id }` or
 * `{ message: { id } }` (answers the item).
 */
export function inboxRoutes(path: string, key: string, inbox: Inbox): Router {
  const router = Router();
  const missing = () => new NotFoundError(`${key[0]?.toUpperCase()}${key.slice(1)} not found`);

  router.get(path, async (req, res) => {
    res.json((await inbox.list(req.ctx)).map(toInboxItemView));
  });
  router.post(path, async (req, res) => {
    res.json(toInboxItemView(await inbox.create(req.ctx, bodyField(req, key))));
  });
  router.patch(path, async (req, res) => {
    const item = await inbox.update(req.ctx, bodyField(req, 'id'), bodyField(req, key));
    res.json(toInboxItemView(item));
  });
  router.delete(path, async (req, res) => {
    const removed = await inbox.remove(req.ctx, req.query.id);
    if (!removed) throw missing();
    res.json(toInboxItemView(removed));
  });
  router.get(`${path}/mark-all-as-read`, async (req, res) => {
    await inbox.markAllAsRead(req.ctx);
    res.json(true);
  });
  router.post(`${path}/toggle-read-status`, async (req, res) => {
    const wrapped = bodyField(req, key);
    const id =
      bodyField(req, 'id') ??
      (typeof wrapped === 'object' && wrapped !== null
        ? (wrapped as Record<string, unknown>).id
        : undefined);
    res.json(toInboxItemView(await inbox.toggleRead(req.ctx, id)));
  });
  return router;
}

import { Router } from 'express';
import { bodyField } from '../../http/body';
import { queryInput } from '../../template/query';
import {
  createLabel,
  deleteLabel,
  getMail,
  getSettings,
  listFilters,
  listFolders,
  listLabels,
  listMails,
  updateLabel,
  updateMail,
  updateSettings,
} from './service';
import { toMailPage, toMailView } from './view';

/** Where the REST adapter mounts these routes (under /api). */
export const MAILBOX_PATH = '/apps/mailbox';

/**
 * The template's mailbox paths, mounted at /api/apps/mailbox: GET and PATCH settings
 * (`{ settings }`); GET folders, filters, labels; POST label `{ label }`; PATCH label
 * `{ id, label }`; DELETE label?id (answers true); GET mails?folder|filter|label&page;
 * GET mail?id; PATCH mail `{ id, mail }`.
 */
export function mailboxRoutes(): Router {
  const router = Router();
  router.get('/settings', async (req, res) => {
    res.json(withoutId(await getSettings(req.ctx)));
  });
  router.patch('/settings', async (req, res) => {
    res.json(withoutId(await updateSettings(req.ctx, bodyField(req, 'settings'))));
  });
  router.get('/folders', async (req, res) => {
    res.json(await listFolders(req.ctx));
  });
  router.get('/filters', async (req, res) => {
    res.json(await listFilters(req.ctx));
  });
  router.get('/labels', async (req, res) => {
    res.json(await listLabels(req.ctx));
  });
  router.post('/label', async (req, res) => {
    res.json(await createLabel(req.ctx, bodyField(req, 'label')));
  });
  router.patch('/label', async (req, res) => {
    res.json(await updateLabel(req.ctx, bodyField(req, 'id'), bodyField(req, 'label')));
  });
  router.delete('/label', async (req, res) => {
    res.json(await deleteLabel(req.ctx, req.query.id));
  });
  router.get('/mails', async (req, res) => {
    const input = queryInput(req.query, { numbers: ['page'] });
    res.json(toMailPage(await listMails(req.ctx, input)));
  });
  router.get('/mail', async (req, res) => {
    res.json(toMailView(await getMail(req.ctx, req.query.id)));
  });
  router.patch('/mail', async (req, res) => {
    res.json(toMailView(await updateMail(req.ctx, bodyField(req, 'id'), bodyField(req, 'mail'))));
  });
  return router;
}

/** The settings as the template keeps them: without the store's record id. */
function withoutId<T extends { id: string }>({ id: _id, ...rest }: T) {
  return rest;
}

import { Router } from 'express';
import { bodyField } from '../../http/body';
import { parseLanguage } from '../../http/language';
import {
  createEmergencyContact,
  deleteEmergencyContact,
  listAllEmergencyContacts,
  listEmergencyContacts,
  reorderEmergencyContacts,
  updateEmergencyContact,
} from './service';
import { toAdminContact, toPublicContact } from './view';

/**
 * GET /api/public/emergency-contacts[?lang=en]: the same list as the GraphQL query. Under
 * /api/admin/emergency-contacts the administration's: GET (hidden ones too), POST the input,
 * PATCH /:id the fields to change, DELETE /:id (answers the removed one), PUT /order `{ ids }`.
 */
export function emergencyContactsRoutes(): Router {
  const router = Router();
  router.get('/public/emergency-contacts', async (req, res) => {
    const lang = parseLanguage(req.query.lang);
    const contacts = await listEmergencyContacts(req.ctx);
    res.json(contacts.map((contact) => toPublicContact(contact, lang)));
  });

  const ADMIN = '/admin/emergency-contacts';
  router.get(ADMIN, async (req, res) => {
    const contacts = await listAllEmergencyContacts(req.ctx);
    const lang = parseLanguage(req.query.lang);
    res.json(contacts.map((contact) => toAdminContact(contact, lang)));
  });
  router.post(ADMIN, async (req, res) => {
    const contact = await createEmergencyContact(req.ctx, req.body);
    res.json(toAdminContact(contact));
  });
  router.put(`${ADMIN}/order`, async (req, res) => {
    const contacts = await reorderEmergencyContacts(req.ctx, bodyField(req, 'ids'));
    res.json(contacts.map((contact) => toAdminContact(contact)));
  });
  router.patch(`${ADMIN}/:id`, async (req, res) => {
    res.json(toAdminContact(await updateEmergencyContact(req.ctx, req.params.id, req.body)));
  });
  router.delete(`${ADMIN}/:id`, async (req, res) => {
    res.json(toAdminContact(await deleteEmergencyContact(req.ctx, req.params.id)));
  });
  return router;
}

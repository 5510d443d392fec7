import { Router } from 'express';
import { parseLanguage } from '../../http/language';
import { listEmergencyContacts } from './service';
import { toPublicContact } from './view';

/** GET /api/public/emergency-contacts[?lang=en]: the same list as the GraphQL query. */
export function emergencyContactsRoutes(): Router {
  const router = Router();
  router.get('/public/emergency-contacts', async (req, res) => {
    const lang = parseLanguage(req.query.lang);
    const contacts = await listEmergencyContacts(req.ctx);
    res.json(contacts.map((contact) => toPublicContact(contact, lang)));
  });
  return router;
}

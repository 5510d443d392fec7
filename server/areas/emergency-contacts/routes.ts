import { bodyField } from '../../http/body';
import { parseLanguage, parsePublicLanguage } from '../../http/language';
import { gql, type RouteGroup } from '../../http/route-table';
import {
  createEmergencyContact,
  deleteEmergencyContact,
  listAllEmergencyContacts,
  listEmergencyContacts,
  reorderEmergencyContacts,
  updateEmergencyContact,
} from './service';
import { toAdminContact, toPublicContact } from './view';

const ADMIN = '/admin/emergency-contacts';
const LANG = '`lang`: es (default), en or tr, the language of `name`';

/**
 * GET /api/public/emergency-contacts[?lang=en]: the same list as the GraphQL query. Under
 * /api/admin/emergency-contacts the administration's: GET (hidden ones too), POST the input,
 * PATCH /:id the fields to change, DELETE /:id (answers the removed one), PUT /order `{ ids }`.
 */
export const emergencyContactsRoutes: RouteGroup = {
  title: 'Emergency contacts',
  routes: [
    {
      method: 'GET',
      path: '/public/emergency-contacts',
      summary: "The public page's numbers in display order, hidden ones left out.",
      auth: ['emergency-contacts', 'read'],
      query: LANG,
      response: gql('[EmergencyContact]', 'without `hidden`'),
      graphql: 'Query.emergencyContacts',
      shared: true,
      params: ['lang'],
      handler: async (req, res) => {
        const lang = parsePublicLanguage(req.query.lang);
        const contacts = await listEmergencyContacts(req.ctx);
        res.json(contacts.map((contact) => toPublicContact(contact, lang)));
      },
    },
    {
      method: 'GET',
      path: ADMIN,
      summary: 'Every number in display order, hidden ones too.',
      auth: ['emergency-contacts', 'update'],
      query: LANG,
      graphql: 'Query.adminEmergencyContacts',
      handler: async (req, res) => {
        const contacts = await listAllEmergencyContacts(req.ctx);
        const lang = parseLanguage(req.query.lang);
        res.json(contacts.map((contact) => toAdminContact(contact, lang)));
      },
    },
    {
      method: 'POST',
      path: ADMIN,
      summary: 'Adds a number at the end of the list.',
      auth: ['emergency-contacts', 'create'],
      body: gql('CreateEmergencyContactInput'),
      graphql: 'Mutation.createEmergencyContact',
      handler: async (req, res) => {
        const contact = await createEmergencyContact(req.ctx, req.body);
        res.json(toAdminContact(contact));
      },
    },
    {
      method: 'PUT',
      path: `${ADMIN}/order`,
      summary: 'Puts the numbers in the order given (every id, once).',
      auth: ['emergency-contacts', 'update'],
      body: '`{ ids: [ID] }`',
      graphql: 'Mutation.reorderEmergencyContacts',
      handler: async (req, res) => {
        const contacts = await reorderEmergencyContacts(req.ctx, bodyField(req, 'ids'));
        res.json(contacts.map((contact) => toAdminContact(contact)));
      },
    },
    {
      method: 'PATCH',
      path: `${ADMIN}/:id`,
      summary: 'Changes the fields given of one number.',
      auth: ['emergency-contacts', 'update'],
      body: gql('UpdateEmergencyContactInput'),
      graphql: 'Mutation.updateEmergencyContact',
      handler: async (req, res) => {
        res.json(toAdminContact(await updateEmergencyContact(req.ctx, req.params.id, req.body)));
      },
    },
    {
      method: 'DELETE',
      path: `${ADMIN}/:id`,
      summary: 'Removes one number; answers the removed one.',
      auth: ['emergency-contacts', 'delete'],
      graphql: 'Mutation.deleteEmergencyContact',
      handler: async (req, res) => {
        res.json(toAdminContact(await deleteEmergencyContact(req.ctx, req.params.id)));
      },
    },
  ],
};

import { bodyField } from '../../http/body';
import { gql, type RouteGroup } from '../../http/route-table';
import { singleFileUpload } from '../../http/upload';
import { MAX_AVATAR_BYTES } from './avatar';
import {
  createContact,
  createContactTag,
  deleteContact,
  deleteContactTag,
  getContact,
  listContacts,
  listContactTags,
  listCountries,
  updateContact,
  updateContactTag,
  uploadAvatar,
} from './service';

const avatarUpload = singleFileUpload('avatar', {
  maxBytes: () => MAX_AVATAR_BYTES,
  tooLarge: (max) => `The avatar may be at most ${max / 1000} KB`,
});

/** Where the REST adapter mounts these routes (under /api). */
export const CONTACTS_PATH = '/apps/contacts';

/**
 * The template's contacts paths, mounted at /api/apps/contacts: GET all, search?query,
 * contact?id, countries, tags; POST contact (no body); PATCH contact `{ id, contact }`; DELETE
 * contact?id (answers true); POST tag `{ tag }`; PATCH tag `{ id, tag }`; DELETE tag?id;
 * POST avatar as multipart/form-data with the fields `id` and `avatar` (the file).
 */
export const contactsRoutes: RouteGroup = {
  title: 'Contacts',
  demo: true,
  mount: CONTACTS_PATH,
  routes: [
    {
      method: 'GET',
      path: '/all',
      summary: 'Every contact.',
      auth: ['contacts', 'read'],
      graphql: 'Query.contacts',
      handler: async (req, res) => {
        res.json(await listContacts(req.ctx));
      },
    },
    {
      method: 'GET',
      path: '/search',
      summary: 'The contacts whose name matches.',
      auth: ['contacts', 'read'],
      query: '`query`',
      graphql: 'Query.contacts',
      handler: async (req, res) => {
        res.json(await listContacts(req.ctx, req.query.query ?? ''));
      },
    },
    {
      method: 'GET',
      path: '/contact',
      summary: 'One contact.',
      auth: ['contacts', 'read'],
      query: '`id`',
      graphql: 'Query.contact',
      handler: async (req, res) => {
        res.json(await getContact(req.ctx, req.query.id));
      },
    },
    {
      method: 'GET',
      path: '/countries',
      summary: 'The countries, for phone numbers.',
      auth: ['contacts', 'read'],
      graphql: 'Query.countries',
      handler: async (req, res) => {
        res.json(await listCountries(req.ctx));
      },
    },
    {
      method: 'GET',
      path: '/tags',
      summary: 'The contact tags.',
      auth: ['contacts', 'read'],
      graphql: 'Query.contactTags',
      handler: async (req, res) => {
        res.json(await listContactTags(req.ctx));
      },
    },
    {
      method: 'POST',
      path: '/contact',
      summary: 'Adds a new, empty contact.',
      auth: ['contacts', 'create'],
      body: 'none',
      graphql: 'Mutation.createContact',
      handler: async (req, res) => {
        res.json(await createContact(req.ctx));
      },
    },
    {
      method: 'PATCH',
      path: '/contact',
      summary: 'Changes the fields given of one contact.',
      auth: ['contacts', 'update'],
      body: gql('UpdateContactInput', 'as `{ id, contact }`'),
      graphql: 'Mutation.updateContact',
      handler: async (req, res) => {
        res.json(await updateContact(req.ctx, bodyField(req, 'id'), bodyField(req, 'contact')));
      },
    },
    {
      method: 'DELETE',
      path: '/contact',
      summary: 'Removes one contact.',
      auth: ['contacts', 'delete'],
      query: '`id`',
      graphql: 'Mutation.deleteContact',
      handler: async (req, res) => {
        res.json(await deleteContact(req.ctx, req.query.id));
      },
    },
    {
      method: 'POST',
      path: '/tag',
      summary: 'Adds a contact tag.',
      auth: ['contacts', 'create'],
      body: gql('ContactTagInput', 'as `{ tag }`'),
      graphql: 'Mutation.createContactTag',
      handler: async (req, res) => {
        res.json(await createContactTag(req.ctx, bodyField(req, 'tag')));
      },
    },
    {
      method: 'PATCH',
      path: '/tag',
      summary: 'Renames a contact tag.',
      auth: ['contacts', 'update'],
      body: gql(
        'ContactTagInput',
        'as `{ id, tag }`; the tag may come back whole, its `id` unchanged',
      ),
      graphql: 'Mutation.updateContactTag',
      handler: async (req, res) => {
        res.json(await updateContactTag(req.ctx, bodyField(req, 'id'), bodyField(req, 'tag')));
      },
    },
    {
      method: 'DELETE',
      path: '/tag',
      summary: 'Removes a contact tag.',
      auth: ['contacts', 'delete'],
      query: '`id`',
      graphql: 'Mutation.deleteContactTag',
      handler: async (req, res) => {
        res.json(await deleteContactTag(req.ctx, req.query.id));
      },
    },
    {
      method: 'POST',
      path: '/avatar',
      summary: "Sets a contact's avatar from an uploaded image.",
      auth: ['contacts', 'update'],
      body: `multipart/form-data: \`id\` and \`avatar\` (one image file, at most ${MAX_AVATAR_BYTES / 1000} KB)`,
      response: gql('Contact'),
      graphql: 'Mutation.updateContactAvatar',
      upload: true,
      before: [avatarUpload],
      handler: async (req, res) => {
        const file = req.file && { type: req.file.mimetype, bytes: req.file.buffer };
        res.json(await uploadAvatar(req.ctx, bodyField(req, 'id'), file));
      },
    },
  ],
};

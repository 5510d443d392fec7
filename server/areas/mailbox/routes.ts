import { bodyField } from '../../http/body';
import { gql, type RouteGroup } from '../../http/route-table';
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
export const mailboxRoutes: RouteGroup = {
  title: 'Mailbox',
  demo: true,
  mount: MAILBOX_PATH,
  routes: [
    {
      method: 'GET',
      path: '/settings',
      summary: "The caller's mailbox settings.",
      auth: ['mailbox', 'read'],
      graphql: 'Query.mailboxSettings',
      handler: async (req, res) => {
        res.json(withoutId(await getSettings(req.ctx)));
      },
    },
    {
      method: 'PATCH',
      path: '/settings',
      summary: 'Changes the settings given.',
      auth: ['mailbox', 'update'],
      body: gql('UpdateMailboxSettingsInput', 'as `{ settings }`'),
      graphql: 'Mutation.updateMailboxSettings',
      handler: async (req, res) => {
        res.json(withoutId(await updateSettings(req.ctx, bodyField(req, 'settings'))));
      },
    },
    {
      method: 'GET',
      path: '/folders',
      summary: 'The folders.',
      auth: ['mailbox', 'read'],
      graphql: 'Query.mailFolders',
      handler: async (req, res) => {
        res.json(await listFolders(req.ctx));
      },
    },
    {
      method: 'GET',
      path: '/filters',
      summary: 'The filters.',
      auth: ['mailbox', 'read'],
      graphql: 'Query.mailFilters',
      handler: async (req, res) => {
        res.json(await listFilters(req.ctx));
      },
    },
    {
      method: 'GET',
      path: '/labels',
      summary: 'The labels.',
      auth: ['mailbox', 'read'],
      graphql: 'Query.mailLabels',
      handler: async (req, res) => {
        res.json(await listLabels(req.ctx));
      },
    },
    {
      method: 'POST',
      path: '/label',
      summary: 'Adds a label.',
      auth: ['mailbox', 'create'],
      body: gql('CreateMailLabelInput', 'as `{ label }`'),
      graphql: 'Mutation.createMailLabel',
      handler: async (req, res) => {
        res.json(await createLabel(req.ctx, bodyField(req, 'label')));
      },
    },
    {
      method: 'PATCH',
      path: '/label',
      summary: 'Changes a label.',
      auth: ['mailbox', 'update'],
      body: gql(
        'UpdateMailLabelInput',
        'as `{ id, label }`; the label may come back whole, its `id` and `slug` unchanged',
      ),
      graphql: 'Mutation.updateMailLabel',
      handler: async (req, res) => {
        res.json(await updateLabel(req.ctx, bodyField(req, 'id'), bodyField(req, 'label')));
      },
    },
    {
      method: 'DELETE',
      path: '/label',
      summary: 'Removes a label.',
      auth: ['mailbox', 'delete'],
      query: '`id`',
      graphql: 'Mutation.deleteMailLabel',
      handler: async (req, res) => {
        res.json(await deleteLabel(req.ctx, req.query.id));
      },
    },
    {
      method: 'GET',
      path: '/mails',
      summary: 'One page of the mails of a folder, filter or label.',
      auth: ['mailbox', 'read'],
      query: gql('MailsInput', 'its fields as query parameters'),
      graphql: 'Query.mails',
      handler: async (req, res) => {
        const input = queryInput(req.query, { numbers: ['page'] });
        res.json(toMailPage(await listMails(req.ctx, input)));
      },
    },
    {
      method: 'GET',
      path: '/mail',
      summary: 'One mail.',
      auth: ['mailbox', 'read'],
      query: '`id`',
      graphql: 'Query.mail',
      handler: async (req, res) => {
        res.json(toMailView(await getMail(req.ctx, req.query.id)));
      },
    },
    {
      method: 'PATCH',
      path: '/mail',
      summary: 'Changes a mail (read, starred, folder, labels\u2026).',
      auth: ['mailbox', 'update'],
      body: gql('UpdateMailInput', 'as `{ id, mail }`'),
      graphql: 'Mutation.updateMail',
      handler: async (req, res) => {
        res.json(
          toMailView(await updateMail(req.ctx, bodyField(req, 'id'), bodyField(req, 'mail'))),
        );
      },
    },
  ],
};

/** The settings as the template keeps them: without the store's record id. */
function withoutId<T extends { id: string }>({ id: _id, ...rest }: T) {
  return rest;
}

import { nowIso } from '../../context';
import { bodyField } from '../../http/body';
import { parsePublicLanguage } from '../../http/language';
import { gql, type RouteGroup } from '../../http/route-table';
import {
  cancelAlert,
  createAlert,
  deleteAlert,
  getAlert,
  listAlerts,
  publishAlert,
  updateAlert,
} from './service';
import { publicAlerts, toAlert } from './view';

const ALERT = gql('Alert', 'without `text`; `texts` in full');

/**
 * GET /api/public/alerts[?lang=en]: the active alerts in the tourist's language, most severe
 * first. Under /api/alerts the staff's list and the alert's life: POST a draft, PUT the whole
 * alert, DELETE a draft, POST /:id/publish, POST /:id/cancel `{ reason }`.
 */
export const alertsRoutes: RouteGroup = {
  title: 'Alerts',
  routes: [
    {
      method: 'GET',
      path: '/public/alerts',
      summary:
        'The alerts tourists see now, most severe first, in `lang` (else English, else Spanish: each says its `lang`).',
      auth: ['public-alerts', 'read'],
      query: '`lang`: es (default), en, pt, fr, de, it, ja, ko, zh-Hans or tr',
      response: '`{ alerts: [PublicAlert], fetchedAt }` (shared/alerts.ts)',
      graphql: 'Query.activeAlerts',
      shared: true,
      params: ['lang'],
      handler: async (req, res) => {
        const lang = parsePublicLanguage(req.query.lang);
        const alerts = await publicAlerts(req.ctx, lang);
        res.json({ alerts, fetchedAt: nowIso(req.ctx) });
      },
    },
    {
      method: 'GET',
      path: '/alerts',
      summary: 'One page of the alerts in every state, newest change first.',
      auth: ['alerts', 'read'],
      query: gql(
        'AlertsListInput',
        'its fields as query parameters; lists repeated or comma-separated',
      ),
      response: '`{ items: [Alert], pageInfo }` (items as `GET /api/alerts/:id` answers one)',
      graphql: 'Query.alerts',
      handler: async (req, res) => {
        const page = await listAlerts(req.ctx, req.query);
        res.json({ items: page.items.map(toAlert), pageInfo: page.pageInfo });
      },
    },
    {
      method: 'POST',
      path: '/alerts',
      summary: 'Writes a draft, which tourists do not see.',
      auth: ['alerts', 'create'],
      body: gql('AlertInput'),
      response: ALERT,
      graphql: 'Mutation.createAlert',
      handler: async (req, res) => {
        res.status(201).json(toAlert(await createAlert(req.ctx, req.body)));
      },
    },
    {
      method: 'GET',
      path: '/alerts/:id',
      summary: 'One alert, in any state.',
      auth: ['alerts', 'read'],
      response: ALERT,
      graphql: 'Query.alert',
      handler: async (req, res) => {
        res.json(toAlert(await getAlert(req.ctx, req.params.id)));
      },
    },
    {
      method: 'PUT',
      path: '/alerts/:id',
      summary:
        'Changes an alert, given whole: a draft stays a draft, a published one becomes UPDATED (409 once ended).',
      auth: ['alerts', 'update'],
      body: gql('AlertInput'),
      response: ALERT,
      graphql: 'Mutation.updateAlert',
      handler: async (req, res) => {
        res.json(toAlert(await updateAlert(req.ctx, req.params.id, req.body)));
      },
    },
    {
      method: 'DELETE',
      path: '/alerts/:id',
      summary: 'Deletes a draft (409 for a published alert: it is cancelled instead).',
      auth: ['alerts', 'delete'],
      response: '`{ id }`',
      graphql: 'Mutation.deleteAlert',
      handler: async (req, res) => {
        res.json({ id: await deleteAlert(req.ctx, req.params.id) });
      },
    },
    {
      method: 'POST',
      path: '/alerts/:id/publish',
      summary:
        'Publishes a draft: tourists see it until it expires (409 past the most alerts active at once).',
      auth: ['alerts', 'update'],
      response: ALERT,
      graphql: 'Mutation.publishAlert',
      handler: async (req, res) => {
        res.json(toAlert(await publishAlert(req.ctx, req.params.id)));
      },
    },
    {
      method: 'POST',
      path: '/alerts/:id/cancel',
      summary: 'Ends an active alert before its expiry, with a reason; it stays in the history.',
      auth: ['alerts', 'update'],
      body: '`{ reason }`: 1 to 300 characters',
      response: ALERT,
      graphql: 'Mutation.cancelAlert',
      handler: async (req, res) => {
        res.json(toAlert(await cancelAlert(req.ctx, req.params.id, bodyField(req, 'reason'))));
      },
    },
  ],
};

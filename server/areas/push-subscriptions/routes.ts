import { bodyField } from '../../http/body';
import { gql, type RouteGroup } from '../../http/route-table';
import { createPushSubscription, deletePushSubscription, pushSubscriptionStatus } from './service';

/**
 * /api/push-subscriptions: this browser's Web Push for the signed-in officer or administrator.
 * GET answers whether the server sends push (its VAPID public key) and to how many of the
 * caller's devices; POST takes `PushSubscription.toJSON()`; DELETE takes `{ endpoint }`.
 */
export const pushSubscriptionsRoutes: RouteGroup = {
  title: 'Push subscriptions',
  mount: '/push-subscriptions',
  routes: [
    {
      method: 'GET',
      path: '/',
      summary: "Whether the server sends push, and to how many of the caller's devices.",
      auth: ['push-subscriptions', 'read'],
      graphql: 'Query.pushSubscriptionStatus',
      handler: async (req, res) => {
        res.json(await pushSubscriptionStatus(req.ctx));
      },
    },
    {
      method: 'POST',
      path: '/',
      summary: "Sends this browser the caller's pushes (its endpoint again replaces its keys).",
      auth: ['push-subscriptions', 'create'],
      body: gql('CreatePushSubscriptionInput', 'as `PushSubscription.toJSON()` gives it'),
      response: gql('PushSubscriptionStatus'),
      graphql: 'Mutation.createPushSubscription',
      handler: async (req, res) => {
        res.status(201).json(await createPushSubscription(req.ctx, req.body));
      },
    },
    {
      method: 'DELETE',
      path: '/',
      summary: "Stops the caller's pushes to one browser; true when it received them.",
      auth: ['push-subscriptions', 'delete'],
      body: '`{ endpoint }`',
      response: 'boolean',
      graphql: 'Mutation.deletePushSubscription',
      handler: async (req, res) => {
        res.json(await deletePushSubscription(req.ctx, bodyField(req, 'endpoint')));
      },
    },
  ],
};

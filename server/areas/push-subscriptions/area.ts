import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { pushSubscriptionsResolvers } from './resolvers';
import { pushSubscriptionsRoutes } from './routes';
import { pushSettings } from './settings';

export const pushSubscriptionsArea: AreaDefinition = {
  name: 'push-subscriptions',
  resolvers: pushSubscriptionsResolvers,
  routes: pushSubscriptionsRoutes,
  collections: collectionsOf(collections),
  settings: pushSettings,
};

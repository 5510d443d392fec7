import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { pushSubscriptionsResolvers } from './resolvers';
import { pushSettings } from './settings';

export const pushSubscriptionsArea: AreaDefinition = {
  name: 'push-subscriptions',
  resolvers: pushSubscriptionsResolvers,
  collections: collectionsOf(collections),
  settings: pushSettings,
};

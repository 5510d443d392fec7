import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { noticeExpiringRegistrations } from './expiry-notices';
import { notificationsResolvers } from './resolvers';
import { notificationsRoutes } from './routes';

export const notificationsArea: AreaDefinition = {
  name: 'notifications',
  resolvers: notificationsResolvers,
  routes: notificationsRoutes,
  collections: collectionsOf(collections),
  jobs: [{ name: 'expiry-notices', everyMs: 60 * 60 * 1000, run: noticeExpiringRegistrations }],
};

import { type AreaDefinition, collectionsOf } from '../area';
import * as collections from './collections';
import { noticeExpiringRegistrations } from './expiry-notices';
import { notificationsLive } from './live';
import { notificationsResolvers } from './resolvers';
import { notificationsRoutes } from './routes';

export const notificationsArea: AreaDefinition = {
  name: 'notifications',
  resolvers: notificationsResolvers,
  routes: notificationsRoutes,
  collections: collectionsOf(collections),
  live: [notificationsLive],
  jobs: [{ name: 'expiry-notices', everyMs: 60 * 60 * 1000, run: noticeExpiringRegistrations }],
  caps: {
    // The toolbar lists show every item unpaged: 200 is the most that stays readable.
    notifications: { limit: 200, noun: 'notifications', own: (userId) => ({ userId }) },
  },
};

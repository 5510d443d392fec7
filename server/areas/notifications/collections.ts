import { defineCollection } from '../../store/collection';
import type { NotificationRecord } from './model';

declare module '../../store/types' {
  interface Collections {
    notifications: NotificationRecord;
  }
}

/**
 * The ids the demo notifications of earlier seeds had: `notification-<username>-<n>`, for the
 * demo accounts those seeds wrote.
 */
const DEMO_NOTIFICATION = /^notification-(admin|dircetur|policia)-\d+$/;

/** Whether a stored notification is one of the earlier seeds' demo texts. */
const isDemoNotification = (item: NotificationRecord) =>
  DEMO_NOTIFICATION.test(item.id) && !item.event;

/**
 * Every notification tells of something that happened (a report, a sign-up, an expiry) and
 * links to it: a new store holds none until then.
 */
export const notificationsCollection = defineCollection('notifications', {
  seed: () => [],
  migrations: {
    // Dropped, not hidden when read: they were never true (people and requests that do not
    // exist, links to lists without them), so nothing of them is worth keeping.
    5: {
      reason: 'the demo notifications of earlier seeds go: notifications come from real events',
      migrate: (stored) => stored.filter((item) => !isDemoNotification(item)),
    },
  },
});

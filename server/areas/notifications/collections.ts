import { defineCollection } from '../../store/collection';
import type { NotificationRecord } from './model';
import { seedNotifications } from './seed';

declare module '../../store/types' {
  interface Collections {
    notifications: NotificationRecord;
  }
}

export const notificationsCollection = defineCollection('notifications', {
  seed: (now) => seedNotifications(now.toISOString()),
});

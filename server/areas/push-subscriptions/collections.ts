import { defineCollection } from '../../store/collection';
import type { PushSubscriptionRecord } from './model';

declare module '../../store/types' {
  interface Collections {
    pushSubscriptions: PushSubscriptionRecord;
  }
}

/** A browser subscribes when its user asks; none at first. */
export const pushSubscriptionsCollection = defineCollection('pushSubscriptions', {
  unique: ['endpoint'],
  seed: () => [],
});

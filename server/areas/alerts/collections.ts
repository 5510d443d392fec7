import { defineCollection } from '../../store/collection';
import type { AlertRecord } from './model';

declare module '../../store/types' {
  interface Collections {
    alerts: AlertRecord;
  }
}

export const alertsCollection = defineCollection('alerts', {
  // The staff list: newest change first; the expiry job and the feed look by state and time.
  sortable: { updatedAt: 'date', expires: 'date', state: 'text' },
  // The list's search box: what staff remember an alert by.
  searchable: ['texts.es.headline', 'texts.en.headline', 'source'],
  // No seed: an empty list is the honest start, no alert is invented.
  seed: () => [],
});

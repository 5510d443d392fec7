import { defineCollection } from '../store/collection';
import type { AuditEntryRecord } from './audit-trail-model';
import type { ExpiryNoticeRecord } from './expiry-notice-model';

declare module '../store/types' {
  interface Collections {
    auditTrail: AuditEntryRecord;
    expiryNotices: ExpiryNoticeRecord;
  }
}

/** Every create, update and delete of a registry record (kept after the record is gone). */
export const auditTrailCollection = defineCollection('auditTrail', {
  sortable: { at: 'date' },
  seed: () => [],
});

/** The expiries already told (expiry-notices.ts); those past their day are dropped. */
export const expiryNoticesCollection = defineCollection('expiryNotices', {
  sortable: { expiresOn: 'date' },
  seed: () => [],
});

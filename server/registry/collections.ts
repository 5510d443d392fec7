import { defineCollection } from '../store/collection';
import type { AuditEntryRecord } from './audit-trail-model';

declare module '../store/types' {
  interface Collections {
    auditTrail: AuditEntryRecord;
  }
}

/** Every create, update and delete of a registry record (kept after the record is gone). */
export const auditTrailCollection = defineCollection('auditTrail', {
  sortable: { at: 'date' },
  seed: () => [],
});

import { defineCollection } from '../../store/collection';
import type { IncidentRecord } from './model';

declare module '../../store/types' {
  interface Collections {
    incidents: IncidentRecord;
  }
}

export const incidentsCollection = defineCollection('incidents', {
  sortable: {
    code: 'text',
    status: 'text',
    createdAt: 'date',
    occurredAt: 'date',
    updatedAt: 'date',
  },
  // The list's search box: the code and the place (never personal data).
  searchable: ['code', 'place.district', 'place.description'],
  unique: ['code', 'deviceKey', 'followTokenHash'],
  seed: () => [],
});

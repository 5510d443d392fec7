import { defineCollection } from '../../store/collection';
import type { PoliceOfficerRecord } from './model';
import { seedPolice } from './seed';

declare module '../../store/types' {
  interface Collections {
    police: PoliceOfficerRecord;
  }
}

export const policeCollection = defineCollection('police', {
  sortable: {
    status: 'text',
    lastNames: 'text',
    firstNames: 'text',
    cip: 'text',
    unit: 'text',
    updatedAt: 'date',
  },
  searchable: ['firstNames', 'lastNames', 'cip', 'dni'],
  unique: ['cip', 'dni'],
  seed: seedPolice,
});

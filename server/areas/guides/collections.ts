import { defineCollection } from '../../store/collection';
import type { GuideRecord } from './model';
import { seedGuides } from './seed';

declare module '../../store/types' {
  interface Collections {
    guides: GuideRecord;
  }
}

export const guidesCollection = defineCollection('guides', {
  sortable: {
    status: 'text',
    lastNames: 'text',
    firstNames: 'text',
    documentNumber: 'text',
    licenseNumber: 'text',
    licenseExpiresOn: 'date',
    updatedAt: 'date',
  },
  searchable: ['firstNames', 'lastNames', 'documentNumber', 'licenseNumber'],
  unique: ['licenseNumber', 'documentNumber'],
  seed: seedGuides,
});

import { defineCollection } from '../../store/collection';
import type { JurisdictionRecord } from './model';
import { seedJurisdictions } from './seed';

declare module '../../store/types' {
  interface Collections {
    jurisdictions: JurisdictionRecord;
  }
}

export const jurisdictionsCollection = defineCollection('jurisdictions', {
  sortable: { name: 'text', province: 'text', updatedAt: 'date' },
  searchable: ['name', 'headquarters.name', 'districts', 'touristZones'],
  unique: ['name'],
  seed: seedJurisdictions,
});

import { defineCollection } from '../../store/collection';
import type { TravelAgencyRecord } from './model';
import { seedTravelAgencies } from './seed';

declare module '../../store/types' {
  interface Collections {
    travelAgencies: TravelAgencyRecord;
  }
}

export const travelAgenciesCollection = defineCollection('travelAgencies', {
  sortable: {
    status: 'text',
    tradeName: 'text',
    businessName: 'text',
    ruc: 'text',
    province: 'text',
    expiresOn: 'date',
    updatedAt: 'date',
  },
  searchable: ['tradeName', 'businessName', 'ruc', 'certificateNumber'],
  unique: ['ruc', 'certificateNumber'],
  seed: seedTravelAgencies,
});

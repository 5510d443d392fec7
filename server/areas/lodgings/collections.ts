import { defineCollection } from '../../store/collection';
import type { LodgingRecord } from './model';
import { seedLodgings } from './seed';

declare module '../../store/types' {
  interface Collections {
    lodgings: LodgingRecord;
  }
}

export const lodgingsCollection = defineCollection('lodgings', {
  sortable: {
    status: 'text',
    tradeName: 'text',
    businessName: 'text',
    ruc: 'text',
    province: 'text',
    rooms: 'number',
    beds: 'number',
    updatedAt: 'date',
  },
  searchable: ['tradeName', 'businessName', 'ruc'],
  unique: ['ruc'],
  seed: seedLodgings,
});

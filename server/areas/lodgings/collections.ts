import { defineCollection } from '../../store/collection';
import type { LodgingRecord } from './model';
import { seedLodgings } from './seed';

declare module '../../store/types' {
  interface Collections {
    lodgings: LodgingRecord;
  }
}

export const lodgingsCollection = defineCollection('lodgings', {
  searchable: ['tradeName', 'businessName', 'ruc'],
  unique: ['ruc'],
  seed: seedLodgings,
});

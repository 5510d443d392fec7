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
  searchable: ['tradeName', 'businessName', 'ruc', 'certificateNumber'],
  // One company (RUC) may run several lodgings: the establishment's certificate is its own.
  unique: ['certificateNumber'],
  seed: seedLodgings,
  migrations: {
    6: {
      reason:
        'lodgings carry their certificate (the seeded ones the seed’s), no longer one per RUC',
      migrate: (stored, seeded) => {
        const certificates = new Map(seeded.map((one) => [one.id, one.certificateNumber]));
        const taken = new Set(stored.map((one) => one.certificateNumber).filter(Boolean));
        return stored.map((one) => {
          if (one.certificateNumber !== undefined) return one;
          const seededNumber = certificates.get(one.id) ?? null;
          // A lodging staff registered under a seeded id keeps none rather than a clash.
          const certificateNumber =
            seededNumber !== null && !taken.has(seededNumber) ? seededNumber : null;
          if (certificateNumber) taken.add(certificateNumber);
          return { ...one, certificateNumber };
        });
      },
    },
  },
});

import { z } from 'zod';
import type { LodgingSortField } from '../../../generated/graphql';
import { directoryListingFilter, directoryListingValue } from '../../registry/directory-marks';
import { createRegistry } from '../../registry/registry';
import { lodgingsCollection } from './collections';
import {
  checkLodging,
  createLodgingSchema,
  LODGING_CATEGORIES,
  LODGING_CLASSES,
  LODGING_STATUSES,
  updateLodgingSchema,
} from './input';
import type { LodgingRecord, LodgingView } from './model';

type LodgingFilter = 'status' | 'province' | 'lodgingClass' | 'category' | 'directory';

/** The lodging registry: read by all staff, written by tourism staff. */
export const lodgings = createRegistry<LodgingRecord, LodgingView, LodgingSortField, LodgingFilter>(
  {
    area: 'lodgings',
    auditArea: 'lodgings',
    noun: 'Lodging',
    areaKey: 'lodgings',
    repository: (store) => store.lodgings,
    label: (lodging) => lodging.tradeName,
    createSchema: createLodgingSchema,
    updateSchema: updateLodgingSchema,
    collection: lodgingsCollection,
    check: async (lodging) => checkLodging(lodging),
    // What the last directory import wrote is the import's bookkeeping, not the lodging's.
    view: ({ directoryValues: _, ...lodging }) => lodging,
    listRules: () => ({
      sort: {
        TRADE_NAME: [{ field: 'tradeName' }],
        BUSINESS_NAME: [{ field: 'businessName' }],
        RUC: [{ field: 'ruc' }],
        LODGING_CLASS: [{ field: 'lodgingClass' }],
        // Categories in their order (1 to 5 stars first), not alphabetically.
        CATEGORY: [
          {
            field: 'category',
            cases: LODGING_CATEGORIES.map((category, index) => ({
              where: { category },
              value: index,
            })),
          },
        ],
        PROVINCE: [{ field: 'province' }],
        DISTRICT: [{ field: 'district' }],
        ROOMS: [{ field: 'rooms' }],
        BEDS: [{ field: 'beds' }],
        STATUS: [{ field: 'status' }],
        UPDATED_AT: [{ field: 'updatedAt' }],
      },
      filters: {
        status: (values) => ({ status: { in: values as LodgingRecord['status'][] } }),
        province: (values) => ({ province: { in: values } }),
        lodgingClass: (values) => ({
          lodgingClass: { in: values as LodgingRecord['lodgingClass'][] },
        }),
        category: (values) => ({ category: { in: values as LodgingRecord['category'][] } }),
        directory: directoryListingFilter,
      },
      defaultSort: 'TRADE_NAME',
    }),
    filterValues: {
      status: z.enum(LODGING_STATUSES, 'ACTIVO, SUSPENDIDO or CERRADO'),
      province: z.string().trim().max(60, 'At most 60 characters'),
      lodgingClass: z.enum(LODGING_CLASSES, 'Not a lodging class'),
      category: z.enum(LODGING_CATEGORIES, 'Not a category'),
      directory: directoryListingValue,
    },
  },
);

import { z } from 'zod';
import type { LodgingSortField } from '../../../generated/graphql';
import { createRegistry } from '../../registry/registry';
import {
  checkLodging,
  createLodgingSchema,
  LODGING_CATEGORIES,
  LODGING_CLASSES,
  LODGING_STATUSES,
  updateLodgingSchema,
} from './input';
import type { LodgingRecord } from './model';

type LodgingFilter = 'status' | 'province' | 'lodgingClass' | 'category';

/** The lodging registry: read by all staff, written by tourism staff. */
export const lodgings = createRegistry<
  LodgingRecord,
  LodgingRecord,
  LodgingSortField,
  LodgingFilter
>({
  area: 'lodgings',
  auditArea: 'lodgings',
  noun: 'Lodging',
  repository: (store) => store.lodgings,
  items: (data) => data.lodgings,
  label: (lodging) => lodging.tradeName,
  createSchema: createLodgingSchema,
  updateSchema: updateLodgingSchema,
  unique: { ruc: 'A lodging with this RUC already exists' },
  check: checkLodging,
  view: (lodging) => lodging,
  listRules: () => ({
    search: (lodging) => [lodging.tradeName, lodging.businessName, lodging.ruc],
    sort: {
      TRADE_NAME: (lodging) => lodging.tradeName,
      BUSINESS_NAME: (lodging) => lodging.businessName,
      RUC: (lodging) => lodging.ruc,
      LODGING_CLASS: (lodging) => lodging.lodgingClass,
      CATEGORY: (lodging) => LODGING_CATEGORIES.indexOf(lodging.category),
      PROVINCE: (lodging) => lodging.province,
      DISTRICT: (lodging) => lodging.district,
      ROOMS: (lodging) => lodging.rooms,
      BEDS: (lodging) => lodging.beds,
      STATUS: (lodging) => lodging.status,
      UPDATED_AT: (lodging) => lodging.updatedAt,
    },
    filters: {
      status: (lodging, values) => values.includes(lodging.status),
      province: (lodging, values) => values.includes(lodging.province),
      lodgingClass: (lodging, values) => values.includes(lodging.lodgingClass),
      category: (lodging, values) => values.includes(lodging.category),
    },
    defaultSort: 'TRADE_NAME',
  }),
  filterValues: {
    status: z.enum(LODGING_STATUSES, 'ACTIVO, SUSPENDIDO or CERRADO'),
    province: z.string().trim().max(60, 'At most 60 characters'),
    lodgingClass: z.enum(LODGING_CLASSES, 'Not a lodging class'),
    category: z.enum(LODGING_CATEGORIES, 'Not a category'),
  },
});

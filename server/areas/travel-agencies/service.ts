import { z } from 'zod';
import type { TravelAgencySortField } from '../../../generated/graphql';
import { directoryListingFilter, directoryListingValue } from '../../registry/directory-marks';
import {
  registrationStatus,
  registrationStatusFilter,
  registrationStatusQuery,
} from '../../registry/fields';
import { createRegistry } from '../../registry/registry';
import { travelAgenciesCollection } from './collections';
import { checkTravelAgency, createTravelAgencySchema, updateTravelAgencySchema } from './input';
import type { TravelAgencyRecord, TravelAgencyView } from './model';

export const agencyStatus = (agency: TravelAgencyRecord, today: string) =>
  registrationStatus(agency.expiresOn, agency.status, today);

type AgencyFilter = 'status' | 'province' | 'classification' | 'directory';

/** The travel agency registry: read by all staff, written by tourism staff. */
export const travelAgencies = createRegistry<
  TravelAgencyRecord,
  TravelAgencyView,
  TravelAgencySortField,
  AgencyFilter
>({
  area: 'travel-agencies',
  auditArea: 'travel_agencies',
  noun: 'Travel agency',
  areaKey: 'travelAgencies',
  repository: (store) => store.travelAgencies,
  label: (agency) => agency.tradeName,
  createSchema: createTravelAgencySchema,
  updateSchema: updateTravelAgencySchema,
  collection: travelAgenciesCollection,
  check: async (agency) => checkTravelAgency(agency),
  // What the last directory import wrote is the import's bookkeeping, not the agency's.
  view: ({ directoryValues: _, ...agency }, today) => ({
    ...agency,
    status: agencyStatus(agency as TravelAgencyRecord, today),
    assignedStatus: agency.status,
  }),
  listRules: (today) => {
    const status = registrationStatusQuery<TravelAgencyRecord>('expiresOn', today);
    return {
      sort: {
        TRADE_NAME: [{ field: 'tradeName' }],
        BUSINESS_NAME: [{ field: 'businessName' }],
        RUC: [{ field: 'ruc' }],
        CLASSIFICATION: [{ field: 'classification' }],
        PROVINCE: [{ field: 'province' }],
        DISTRICT: [{ field: 'district' }],
        EXPIRES_ON: [{ field: 'expiresOn' }],
        STATUS: status.sort,
        UPDATED_AT: [{ field: 'updatedAt' }],
      },
      filters: {
        status: status.filter,
        province: (values) => ({ province: { in: values } }),
        classification: (values) => ({
          classification: { in: values as TravelAgencyRecord['classification'][] },
        }),
        directory: directoryListingFilter,
      },
      defaultSort: 'TRADE_NAME',
    };
  },
  filterValues: {
    status: registrationStatusFilter,
    province: z.string().trim().max(60, 'At most 60 characters'),
    classification: z.enum(['MINORISTA', 'MAYORISTA', 'OPERADOR_TURISMO'], 'Not a classification'),
    directory: directoryListingValue,
  },
});

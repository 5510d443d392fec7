import { z } from 'zod';
import type { TravelAgencySortField } from '../../../generated/graphql';
import { registrationStatus, registrationStatusFilter } from '../../registry/fields';
import { createRegistry } from '../../registry/registry';
import { checkTravelAgency, createTravelAgencySchema, updateTravelAgencySchema } from './input';
import type { TravelAgencyRecord, TravelAgencyView } from './model';

export const agencyStatus = (agency: TravelAgencyRecord, today: string) =>
  registrationStatus(agency.expiresOn, agency.status, today);

type AgencyFilter = 'status' | 'province' | 'classification';

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
  repository: (store) => store.travelAgencies,
  items: (data) => data.travelAgencies,
  label: (agency) => agency.tradeName,
  createSchema: createTravelAgencySchema,
  updateSchema: updateTravelAgencySchema,
  unique: {
    ruc: 'A travel agency with this RUC already exists',
    certificateNumber: 'A travel agency with this certificate already exists',
  },
  check: checkTravelAgency,
  view: (agency, today) => ({ ...agency, status: agencyStatus(agency, today) }),
  listRules: (today) => ({
    search: (agency) => [
      agency.tradeName,
      agency.businessName,
      agency.ruc,
      agency.certificateNumber,
    ],
    sort: {
      TRADE_NAME: (agency) => agency.tradeName,
      BUSINESS_NAME: (agency) => agency.businessName,
      RUC: (agency) => agency.ruc,
      CLASSIFICATION: (agency) => agency.classification,
      PROVINCE: (agency) => agency.province,
      DISTRICT: (agency) => agency.district,
      EXPIRES_ON: (agency) => agency.expiresOn,
      STATUS: (agency) => agencyStatus(agency, today),
      UPDATED_AT: (agency) => agency.updatedAt,
    },
    filters: {
      status: (agency, values) => values.includes(agencyStatus(agency, today)),
      province: (agency, values) => values.includes(agency.province),
      classification: (agency, values) => values.includes(agency.classification),
    },
    defaultSort: 'TRADE_NAME',
  }),
  filterValues: {
    status: registrationStatusFilter,
    province: z.string().trim().max(60, 'At most 60 characters'),
    classification: z.enum(['MINORISTA', 'MAYORISTA', 'OPERADOR_TURISMO'], 'Not a classification'),
  },
});

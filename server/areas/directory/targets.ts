import { z } from 'zod';
import type { DirectoryTarget, RegistryArea } from '../../../generated/graphql';
import type { Area } from '../../security/permissions';
import type { Repositories, Repository } from '../../store/types';
import type { LodgingRecord } from '../lodgings/model';
import type { TravelAgencyRecord } from '../travel-agencies/model';
import { AGENCY_RULES } from './agency-rules';
import { LODGING_RULES } from './lodging-rules';
import type { ImportedRecord, ImportRules } from './preview';

/** A registry the directory is imported into: where its records are and how they are made. */
export interface DirectoryTargetDefinition<R extends ImportedRecord & { updatedAt: string }> {
  /** The registry's permission area: importing creates and changes its records. */
  area: Area;
  auditArea: RegistryArea;
  repository(tx: Repositories): Repository<R>;
  rules: ImportRules<R>;
  /** A new record of what the directory says (`values` passed `rules.incomplete`). */
  newRecord(values: Record<string, unknown>): Omit<R, 'id' | 'createdAt' | 'updatedAt'>;
}

const travelAgencies: DirectoryTargetDefinition<TravelAgencyRecord> = {
  area: 'travel-agencies',
  auditArea: 'travel_agencies',
  repository: (tx) => tx.travelAgencies,
  rules: AGENCY_RULES,
  // The directory lists qualified agencies: current, with no certificate dates to give.
  newRecord: (values) => ({
    address: '',
    phone: null,
    email: null,
    website: null,
    registeredOn: null,
    expiresOn: null,
    status: 'VIGENTE',
    ...(values as Pick<
      TravelAgencyRecord,
      | 'ruc'
      | 'businessName'
      | 'tradeName'
      | 'classification'
      | 'district'
      | 'province'
      | 'certificateNumber'
    >),
  }),
};

const lodgings: DirectoryTargetDefinition<LodgingRecord> = {
  area: 'lodgings',
  auditArea: 'lodgings',
  repository: (tx) => tx.lodgings,
  rules: LODGING_RULES,
  // The directory gives no rooms, beds or place on a map: staff add them when they know them.
  newRecord: (values) => ({
    address: '',
    phone: null,
    email: null,
    category: 'SIN_CATEGORIA',
    rooms: null,
    beds: null,
    status: 'ACTIVO',
    latitude: null,
    longitude: null,
    ...(values as Pick<
      LodgingRecord,
      | 'ruc'
      | 'businessName'
      | 'tradeName'
      | 'certificateNumber'
      | 'lodgingClass'
      | 'district'
      | 'province'
    >),
  }),
};

// biome-ignore lint/suspicious/noExplicitAny: each target holds records of its own registry
export const DIRECTORY_TARGETS: Record<DirectoryTarget, DirectoryTargetDefinition<any>> = {
  TRAVEL_AGENCIES: travelAgencies,
  LODGINGS: lodgings,
};

/** A registry the directory is imported into, as a client names it. */
export const targetSchema = z.enum(
  Object.keys(DIRECTORY_TARGETS) as [DirectoryTarget, ...DirectoryTarget[]],
  'A registry the directory is imported into',
);

import { updateTravelAgencySchema } from '../travel-agencies/input';
import type { TravelAgencyRecord } from '../travel-agencies/model';
import { agencyClassificationOf } from './classes';
import type { DirectoryEntry, DirectoryProblem } from './entries';
import { byFieldRules } from './field-rules';
import type { ImportedRecord, ImportRules } from './preview';

/** What the directory says of any provider, in the fields agencies and lodgings share. */
export function providerFields(entry: DirectoryEntry) {
  return {
    ruc: entry.ruc,
    businessName: entry.businessName,
    tradeName: entry.tradeName ?? entry.businessName,
    address: entry.address || null,
    district: entry.district,
    province: entry.province,
    phone: entry.phones[0] ?? null,
    email: entry.email,
    certificateNumber: entry.certificateNumber,
  };
}

/**
 * What the directory says of an agency, in the registry's fields: only what it knows, and only
 * what the registry's rules take.
 */
export function agencyFields(entry: DirectoryEntry): Partial<TravelAgencyRecord> {
  const values = known({
    ...providerFields(entry),
    classification: agencyClassificationOf(entry.classText, entry.categoryText),
    website: entry.website,
  });
  return byFieldRules(updateTravelAgencySchema, values) as Partial<TravelAgencyRecord>;
}

/**
 * A new record needs its names: the rows always give them, so one missing from the values was
 * refused by the registry's rules (too long for its field).
 */
export function namesRefused(values: Record<string, unknown>): DirectoryProblem[] {
  return values.businessName && values.tradeName ? [] : ['INVALID_NAME'];
}

/** Agencies meet the directory by RUC: SUNAT gives one to each company. */
export const AGENCY_RULES: ImportRules<TravelAgencyRecord & ImportedRecord> = {
  entryKey: (entry) => entry.ruc,
  recordKey: (record) => record.ruc,
  fields: agencyFields,
  label: (record) => record.tradeName,
  incomplete: (values) => [
    ...namesRefused(values),
    ...(values.certificateNumber ? [] : (['MISSING_CERTIFICATE'] as const)),
    ...(values.classification ? [] : (['UNKNOWN_CLASS'] as const)),
  ],
  certificateField: 'certificateNumber',
};

/**
 * The fields a row fills: an empty column says nothing, so it never clears what the registry
 * holds (the directory leaves out many phones and sites that staff know).
 */
export function known<T extends object>(values: { [K in keyof T]: T[K] | null }): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== null && value !== undefined),
  ) as Partial<T>;
}

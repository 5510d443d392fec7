import type { Dayjs } from 'dayjs';
import type {
  AgencyClassification,
  CreateTravelAgencyInput,
  TravelAgencyRowFragment,
  UpdateTravelAgencyInput,
} from '../../../../generated/client';
import { normalizeDocument } from '../../../../shared/documents';
import { fromLocalDate, toLocalDate } from '../../i18n/dates';
import { changedFields } from '../../registry/changes';

/** The agency form's values as antd holds them (dates as dayjs). */
export interface TravelAgencyFormValues {
  tradeName: string;
  businessName: string;
  ruc: string;
  classification: AgencyClassification;
  province: string;
  district: string;
  address: string;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
  certificateNumber: string;
  registeredOn: Dayjs | null;
  expiresOn: Dayjs | null;
  /** The status staff set (a VENCIDO agency's too: it applies again once the expiry moves on). */
  status: 'VIGENTE' | 'SUSPENDIDO';
}

export const NEW_TRAVEL_AGENCY: Partial<TravelAgencyFormValues> = {
  classification: 'MINORISTA',
  province: 'Cusco',
  status: 'VIGENTE',
};

/** A listed agency as the form's starting values. */
export function formValuesOf(agency: TravelAgencyRowFragment): TravelAgencyFormValues {
  return {
    tradeName: agency.tradeName,
    businessName: agency.businessName,
    ruc: agency.ruc,
    classification: agency.classification,
    province: agency.province,
    district: agency.district,
    address: agency.address,
    phone: agency.phone ?? '',
    email: agency.email ?? '',
    website: agency.website ?? '',
    certificateNumber: agency.certificateNumber,
    registeredOn: fromLocalDate(agency.registeredOn),
    expiresOn: fromLocalDate(agency.expiresOn),
    status: agency.assignedStatus === 'SUSPENDIDO' ? 'SUSPENDIDO' : 'VIGENTE',
  };
}

const optional = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** The form's values as the create input: trimmed, empty optional fields as no value. */
export function createInputOf(values: TravelAgencyFormValues): CreateTravelAgencyInput {
  return {
    tradeName: values.tradeName.trim(),
    businessName: values.businessName.trim(),
    ruc: normalizeDocument(values.ruc),
    classification: values.classification,
    province: values.province,
    district: values.district,
    address: values.address.trim(),
    phone: optional(values.phone),
    email: optional(values.email),
    website: optional(values.website),
    certificateNumber: values.certificateNumber.replace(/\s+/g, '').toUpperCase(),
    registeredOn: toLocalDate(values.registeredOn) ?? '',
    expiresOn: toLocalDate(values.expiresOn) ?? '',
    status: values.status,
  };
}

/** Only what the person changed in an edit (null clears an optional field). */
export function updateInputOf(
  before: TravelAgencyFormValues,
  after: TravelAgencyFormValues,
): UpdateTravelAgencyInput {
  return changedFields(createInputOf(before), createInputOf(after));
}

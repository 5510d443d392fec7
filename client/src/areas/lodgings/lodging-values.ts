import type {
  CreateLodgingInput,
  LodgingCategory,
  LodgingClass,
  LodgingRowFragment,
  LodgingStatus,
  UpdateLodgingInput,
} from '../../../../generated/client';
import { normalizeDocument } from '../../../../shared/documents';
import { changedFields } from '../../registry/changes';

/** The lodging form's values as antd holds them (an emptied number field is null). */
export interface LodgingFormValues {
  tradeName: string;
  businessName: string;
  ruc: string;
  certificateNumber?: string | null;
  lodgingClass: LodgingClass;
  category: LodgingCategory;
  province: string;
  district: string;
  address: string;
  phone?: string | null;
  email?: string | null;
  rooms: number | null;
  beds: number | null;
  status: LodgingStatus;
  latitude?: number | null;
  longitude?: number | null;
}

export const NEW_LODGING: Partial<LodgingFormValues> = {
  lodgingClass: 'HOTEL',
  category: 'SIN_CATEGORIA',
  province: 'Cusco',
  status: 'ACTIVO',
};

/** A listed lodging as the form's starting values. */
export function formValuesOf(lodging: LodgingRowFragment): LodgingFormValues {
  return {
    tradeName: lodging.tradeName,
    businessName: lodging.businessName,
    ruc: lodging.ruc,
    certificateNumber: lodging.certificateNumber ?? '',
    lodgingClass: lodging.lodgingClass,
    category: lodging.category,
    province: lodging.province,
    district: lodging.district,
    address: lodging.address,
    phone: lodging.phone ?? '',
    email: lodging.email ?? '',
    rooms: lodging.rooms,
    beds: lodging.beds,
    status: lodging.status,
    latitude: lodging.latitude ?? null,
    longitude: lodging.longitude ?? null,
  };
}

const optional = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** The form's values as the create input: trimmed, empty optional fields as no value. */
export function createInputOf(values: LodgingFormValues): CreateLodgingInput {
  return {
    tradeName: values.tradeName.trim(),
    businessName: values.businessName.trim(),
    ruc: normalizeDocument(values.ruc),
    certificateNumber: optional(values.certificateNumber?.replace(/\s+/g, '').toUpperCase()),
    lodgingClass: values.lodgingClass,
    category: values.category,
    province: values.province,
    district: values.district,
    address: values.address.trim(),
    phone: optional(values.phone),
    email: optional(values.email),
    // The form does not submit without them, but for a lodging imported without either, whose
    // unchanged 0s are then no change (updateInputOf).
    rooms: values.rooms ?? 0,
    beds: values.beds ?? 0,
    status: values.status,
    latitude: values.latitude ?? null,
    longitude: values.longitude ?? null,
  };
}

/** Only what the person changed in an edit (null clears an optional field). */
export function updateInputOf(
  before: LodgingFormValues,
  after: LodgingFormValues,
): UpdateLodgingInput {
  return changedFields(createInputOf(before), createInputOf(after));
}

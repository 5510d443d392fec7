import type {
  CreateJurisdictionInput,
  JurisdictionRowFragment,
  UpdateJurisdictionInput,
} from '../../../../generated/client';
import { changedFields } from '../../registry/changes';

/** The jurisdiction form's values as antd holds them. */
export interface JurisdictionFormValues {
  name: string;
  province?: string;
  districts: string[];
  headquarters: {
    name: string;
    address: string;
    phone: string;
    latitude: number | null;
    longitude: number | null;
  };
  /** Empty (undefined or null) when nobody is named yet. */
  responsibleOfficerId?: string | null;
  touristZones: string[];
}

export const NEW_JURISDICTION: Partial<JurisdictionFormValues> = {
  districts: [],
  touristZones: [],
};

/** A listed jurisdiction as the form's starting values. */
export function formValuesOf(jurisdiction: JurisdictionRowFragment): JurisdictionFormValues {
  const { headquarters } = jurisdiction;
  return {
    name: jurisdiction.name,
    province: jurisdiction.province,
    districts: [...jurisdiction.districts],
    headquarters: {
      name: headquarters.name,
      address: headquarters.address,
      phone: headquarters.phone,
      latitude: headquarters.latitude,
      longitude: headquarters.longitude,
    },
    responsibleOfficerId: jurisdiction.responsibleOfficerId ?? null,
    touristZones: [...jurisdiction.touristZones],
  };
}

/** The form's values as the create input, trimmed (the form has checked the required ones). */
export function createInputOf(values: JurisdictionFormValues): CreateJurisdictionInput {
  const { headquarters } = values;
  return {
    name: values.name.trim(),
    province: values.province ?? '',
    districts: values.districts,
    headquarters: {
      name: headquarters.name.trim(),
      address: headquarters.address.trim(),
      phone: headquarters.phone.trim(),
      latitude: headquarters.latitude ?? 0,
      longitude: headquarters.longitude ?? 0,
    },
    responsibleOfficerId: values.responsibleOfficerId || null,
    touristZones: values.touristZones.map((zone) => zone.trim()).filter((zone) => zone !== ''),
  };
}

/** Only what the person changed in an edit (the station goes whole, as the input takes it). */
export function updateInputOf(
  before: JurisdictionFormValues,
  after: JurisdictionFormValues,
): UpdateJurisdictionInput {
  return changedFields(createInputOf(before), createInputOf(after));
}

import type {
  CreateJurisdictionInput,
  JurisdictionRowFragment,
  UpdateJurisdictionInput,
} from '../../../../generated/client';
import { formatDial, peruvianMobile } from '../../../../shared/dial';
import type { OfficeHours } from '../../../../shared/office-hours';
import { changedFields } from '../../registry/changes';

/** The hours as the form holds them: a choice, and two times when the choice is `range`. */
export interface HoursFormValues {
  mode: 'none' | 'allDay' | 'range';
  opens?: string;
  closes?: string;
}

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
    hours: HoursFormValues;
    /** The office's WhatsApp number as typed; empty when it has none. */
    whatsapp: string;
  };
  /** Empty (undefined or null) when nobody is named yet. */
  responsibleOfficerId?: string | null;
  touristZones: string[];
}

export const NEW_JURISDICTION: Partial<JurisdictionFormValues> = {
  districts: [],
  headquarters: {
    name: '',
    address: '',
    phone: '',
    latitude: null,
    longitude: null,
    hours: { mode: 'none' },
    whatsapp: '',
  },
  touristZones: [],
};

function hoursValuesOf(hours: OfficeHours | null | undefined): HoursFormValues {
  if (!hours) return { mode: 'none' };
  return hours.allDay
    ? { mode: 'allDay' }
    : { mode: 'range', opens: hours.opens, closes: hours.closes };
}

function hoursInputOf(hours: HoursFormValues | undefined) {
  if (hours?.mode === 'allDay') return { allDay: true };
  if (hours?.mode === 'range') {
    return { allDay: false, opens: hours.opens ?? '', closes: hours.closes ?? '' };
  }
  return null;
}

/**
 * The WhatsApp number as the input takes it: E.164 when it is a mobile (as the server keeps it,
 * so a number only written differently is no change), else as typed for the server to refuse.
 */
function whatsappInputOf(typed: string | undefined): string | null {
  const text = typed?.trim() ?? '';
  return text === '' ? null : (peruvianMobile(text) ?? text);
}

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
      hours: hoursValuesOf(headquarters.hours as OfficeHours | null | undefined),
      whatsapp: headquarters.whatsapp ? formatDial(headquarters.whatsapp) : '',
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
      hours: hoursInputOf(headquarters.hours),
      whatsapp: whatsappInputOf(headquarters.whatsapp),
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

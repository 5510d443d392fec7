import type { Dayjs } from 'dayjs';
import type {
  CreateGuideInput,
  DocumentType,
  GuideRowFragment,
  UpdateGuideInput,
} from '../../../../generated/client';
import { fromLocalDate, toLocalDate } from '../../i18n/dates';
import { changedFields } from '../../registry/changes';

/** The guide form's values as antd holds them (dates as dayjs). */
export interface GuideFormValues {
  firstNames: string;
  lastNames: string;
  documentType: DocumentType;
  documentNumber: string;
  licenseNumber: string;
  languages: string[];
  specialties: string[];
  phone?: string | null;
  email?: string | null;
  licenseIssuedOn: Dayjs | null;
  licenseExpiresOn: Dayjs | null;
  /** The status staff set (a VENCIDO guide's too: it applies again once the expiry moves on). */
  status: 'VIGENTE' | 'SUSPENDIDO';
  association?: string | null;
  photo?: string | null;
}

export const NEW_GUIDE: Partial<GuideFormValues> = {
  documentType: 'DNI',
  languages: ['es'],
  specialties: [],
  status: 'VIGENTE',
};

/** A listed guide as the form's starting values. */
export function formValuesOf(guide: GuideRowFragment): GuideFormValues {
  return {
    firstNames: guide.firstNames,
    lastNames: guide.lastNames,
    documentType: guide.documentType,
    documentNumber: guide.documentNumber,
    licenseNumber: guide.licenseNumber,
    languages: [...guide.languages],
    specialties: [...guide.specialties],
    phone: guide.phone ?? '',
    email: guide.email ?? '',
    licenseIssuedOn: fromLocalDate(guide.licenseIssuedOn),
    licenseExpiresOn: fromLocalDate(guide.licenseExpiresOn),
    status: guide.assignedStatus === 'SUSPENDIDO' ? 'SUSPENDIDO' : 'VIGENTE',
    association: guide.association ?? '',
    photo: guide.photo ?? '',
  };
}

const optional = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** The form's values as the create input: trimmed, empty optional fields as no value. */
export function createInputOf(values: GuideFormValues): CreateGuideInput {
  return {
    firstNames: values.firstNames.trim(),
    lastNames: values.lastNames.trim(),
    documentType: values.documentType,
    documentNumber: values.documentNumber.replace(/\s+/g, '').toUpperCase(),
    licenseNumber: values.licenseNumber.trim().toUpperCase(),
    languages: values.languages,
    specialties: values.specialties.map((item) => item.trim()).filter((item) => item !== ''),
    phone: optional(values.phone),
    email: optional(values.email),
    licenseIssuedOn: toLocalDate(values.licenseIssuedOn) ?? '',
    licenseExpiresOn: toLocalDate(values.licenseExpiresOn) ?? '',
    status: values.status,
    association: optional(values.association),
    photo: optional(values.photo),
  };
}

/** Only what the person changed in an edit (null clears an optional field). */
export function updateInputOf(before: GuideFormValues, after: GuideFormValues): UpdateGuideInput {
  return changedFields(createInputOf(before), createInputOf(after));
}

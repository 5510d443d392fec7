import type {
  CreatePoliceOfficerInput,
  OfficerStatus,
  PoliceOfficerRowFragment,
  PoliceRank,
  UpdatePoliceOfficerInput,
} from '../../../../generated/client';
import { normalizeDocument } from '../../../../shared/documents';
import { changedFields } from '../../registry/changes';

/** The officer form's values as antd holds them. */
export interface OfficerFormValues {
  rank: PoliceRank;
  lastNames: string;
  firstNames: string;
  cip: string;
  dni: string;
  phone?: string | null;
  email?: string | null;
  unit: string;
  /** Empty (undefined or null) when the officer serves in no jurisdiction. */
  jurisdictionId?: string | null;
  languages: string[];
  status: OfficerStatus;
}

export const NEW_OFFICER: Partial<OfficerFormValues> = {
  languages: ['es'],
  status: 'ACTIVO',
};

/** A listed officer as the form's starting values. */
export function formValuesOf(officer: PoliceOfficerRowFragment): OfficerFormValues {
  return {
    rank: officer.rank,
    lastNames: officer.lastNames,
    firstNames: officer.firstNames,
    cip: officer.cip,
    dni: officer.dni,
    phone: officer.phone ?? '',
    email: officer.email ?? '',
    unit: officer.unit,
    jurisdictionId: officer.jurisdictionId ?? null,
    languages: [...officer.languages],
    status: officer.status,
  };
}

const optional = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** The form's values as the create input: trimmed, empty optional fields as no value. */
export function createInputOf(values: OfficerFormValues): CreatePoliceOfficerInput {
  return {
    rank: values.rank,
    lastNames: values.lastNames.trim(),
    firstNames: values.firstNames.trim(),
    cip: normalizeDocument(values.cip),
    dni: normalizeDocument(values.dni),
    phone: optional(values.phone),
    email: optional(values.email),
    unit: values.unit.trim(),
    jurisdictionId: values.jurisdictionId || null,
    languages: values.languages,
    status: values.status,
  };
}

/** Only what the person changed in an edit (null clears an optional field). */
export function updateInputOf(
  before: OfficerFormValues,
  after: OfficerFormValues,
): UpdatePoliceOfficerInput {
  return changedFields(createInputOf(before), createInputOf(after));
}

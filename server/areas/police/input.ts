import { z } from 'zod';
import {
  DOCUMENT_ERRORS,
  isValidCip,
  isValidDni,
  normalizeDocument,
} from '../../../shared/documents';
import { OFFICER_STATUSES, POLICE_RANKS } from '../../../shared/registry-values';
import type { FieldErrors } from '../../errors';
import {
  emailText,
  languageList,
  phoneText,
  problemsOrNull,
  withNulls,
} from '../../registry/fields';
import type { Repositories } from '../../store/types';
import { idSchema, requiredText, typeError } from '../../validation';
import type { PoliceOfficerRecord } from './model';

export { OFFICER_STATUSES, POLICE_RANKS };

const fields = {
  rank: z.enum(POLICE_RANKS, 'Not a rank of the PNP'),
  firstNames: requiredText(80),
  lastNames: requiredText(80),
  cip: requiredText(20).transform(normalizeDocument).refine(isValidCip, DOCUMENT_ERRORS.cip),
  dni: requiredText(20).transform(normalizeDocument).refine(isValidDni, DOCUMENT_ERRORS.dni),
  phone: phoneText,
  email: emailText,
  unit: requiredText(80),
  jurisdictionId: idSchema.nullable().optional(),
  languages: languageList,
  status: z.enum(OFFICER_STATUSES, 'Not an officer status'),
};

export const createPoliceOfficerSchema = z
  .object(
    {
      ...fields,
      languages: fields.languages.default(['es']),
      status: fields.status.default('ACTIVO'),
    },
    { error: typeError('an object') },
  )
  .transform(withNulls(['phone', 'email', 'jurisdictionId']));

export const updatePoliceOfficerSchema = z
  .object(fields, { error: typeError('an object') })
  .partial();

type OfficerFields = Omit<PoliceOfficerRecord, 'id' | 'createdAt' | 'updatedAt'>;

/** The jurisdiction an officer is assigned to must exist. */
export async function checkPoliceOfficer(
  officer: OfficerFields,
  tx: Repositories,
): Promise<FieldErrors | null> {
  const problems: FieldErrors = {};
  if (officer.jurisdictionId !== null && !(await tx.jurisdictions.get(officer.jurisdictionId))) {
    problems.jurisdictionId = 'No such jurisdiction';
  }
  return problemsOrNull(problems);
}

/**
 * An officer who runs a jurisdiction stays until another officer is named for it; one an account
 * is linked to, until the account is unlinked (its notifications would go nowhere).
 */
export async function officerRemovalProblem(
  officer: PoliceOfficerRecord,
  tx: Repositories,
): Promise<string | null> {
  const led = await tx.jurisdictions.findOne({ responsibleOfficerId: officer.id });
  if (led) {
    return `This officer is responsible for the jurisdiction ${led.name}; name another responsible officer first`;
  }
  const account = await tx.users.findOne({ officerId: officer.id });
  return account
    ? `This officer is linked to the account ${account.username}; unlink it in Usuarios first`
    : null;
}

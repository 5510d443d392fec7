import { z } from 'zod';
import { identityDocumentError, normalizeDocument } from '../../../shared/documents';
import { licenseNumberError } from '../../../shared/license-format';
import type { FieldErrors } from '../../errors';
import {
  codeText,
  emailText,
  languageList,
  localDate,
  phoneText,
  setRegistrationStatus,
  textList,
  withNulls,
} from '../../registry/fields';
import { imageUrl, optionalText, requiredText, typeError } from '../../validation';
import type { GuideRecord } from './model';

const fields = {
  firstNames: requiredText(80),
  lastNames: requiredText(80),
  documentType: z.enum(['DNI', 'CE'], 'DNI or CE'),
  documentNumber: requiredText(20).transform(normalizeDocument),
  licenseNumber: codeText(20),
  languages: languageList,
  specialties: textList(12, 60),
  phone: phoneText,
  email: emailText,
  licenseIssuedOn: localDate,
  licenseExpiresOn: localDate,
  status: setRegistrationStatus,
  association: optionalText(120),
  photo: imageUrl({ dataUrl: true }),
};

export const createGuideSchema = z
  .object(
    {
      ...fields,
      specialties: fields.specialties.default([]),
      status: setRegistrationStatus.default('VIGENTE'),
    },
    { error: typeError('an object') },
  )
  .transform(withNulls(['phone', 'email', 'association', 'photo']));

export const updateGuideSchema = z.object(fields, { error: typeError('an object') }).partial();

type GuideFields = Omit<GuideRecord, 'id' | 'createdAt' | 'updatedAt'>;

/** The rules between fields: the document number of its type, and expiry not before issue. */
export function checkGuide(guide: GuideFields): FieldErrors | null {
  const problems: FieldErrors = {};
  const documentProblem = identityDocumentError(guide.documentType, guide.documentNumber);
  if (documentProblem) problems.documentNumber = documentProblem;
  if (guide.licenseExpiresOn < guide.licenseIssuedOn) {
    problems.licenseExpiresOn = 'Not before the issue date';
  }
  return Object.keys(problems).length > 0 ? problems : null;
}

/** A carné number given in a create or an update, in the registry's format (GUIDE_LICENSE_FORMAT). */
export function checkLicenseNumber(
  given: Partial<Pick<GuideFields, 'licenseNumber'>>,
  format: string,
): FieldErrors | null {
  if (given.licenseNumber === undefined) return null;
  const problem = licenseNumberError(format, given.licenseNumber);
  return problem ? { licenseNumber: problem } : null;
}

import { z } from 'zod';
import { isValidDni, isValidForeignerCard, normalizeDocument } from '../../../shared/documents';
import type { FieldErrors } from '../../errors';
import {
  codeText,
  emailText,
  languageList,
  localDate,
  phoneText,
  textList,
  withNulls,
} from '../../registry/fields';
import { imageUrl, optionalText, requiredText, typeError } from '../../validation';
import type { GuideRecord } from './model';

const setStatus = z.enum(
  ['VIGENTE', 'SUSPENDIDO'],
  'VIGENTE or SUSPENDIDO; VENCIDO follows from the expiry date',
);

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
  status: setStatus,
  association: optionalText(120),
  photo: imageUrl({ dataUrl: true }),
};

export const createGuideSchema = z
  .object(
    {
      ...fields,
      specialties: fields.specialties.default([]),
      status: setStatus.default('VIGENTE'),
    },
    { error: typeError('an object') },
  )
  .transform(withNulls(['phone', 'email', 'association', 'photo']));

export const updateGuideSchema = z.object(fields, { error: typeError('an object') }).partial();

type GuideFields = Omit<GuideRecord, 'id' | 'createdAt' | 'updatedAt'>;

/** The rules between fields: the document number of its type, and expiry not before issue. */
export function checkGuide(guide: GuideFields): FieldErrors | null {
  const problems: FieldErrors = {};
  if (guide.documentType === 'DNI' && !isValidDni(guide.documentNumber)) {
    problems.documentNumber = 'Not a valid DNI (8 digits)';
  }
  if (guide.documentType === 'CE' && !isValidForeignerCard(guide.documentNumber)) {
    problems.documentNumber = 'Not a valid carné de extranjería (9 to 12 letters or digits)';
  }
  if (guide.licenseExpiresOn < guide.licenseIssuedOn) {
    problems.licenseExpiresOn = 'Not before the issue date';
  }
  return Object.keys(problems).length > 0 ? problems : null;
}

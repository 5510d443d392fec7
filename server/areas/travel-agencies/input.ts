import { z } from 'zod';
import type { FieldErrors } from '../../errors';
import {
  codeText,
  emailText,
  localDate,
  phoneText,
  placeProblems,
  problemsOrNull,
  rucText,
  setRegistrationStatus,
  withNulls,
} from '../../registry/fields';
import { isHttpUrl, optionalText, requiredText, typeError } from '../../validation';
import type { TravelAgencyRecord } from './model';

const fields = {
  businessName: requiredText(160),
  tradeName: requiredText(120),
  ruc: rucText,
  classification: z.enum(['MINORISTA', 'MAYORISTA', 'OPERADOR_TURISMO'], 'Not a classification'),
  address: requiredText(200),
  district: requiredText(60),
  province: requiredText(60),
  phone: phoneText,
  email: emailText,
  website: optionalText(300).refine(
    (value) => value === null || value === undefined || isHttpUrl(value),
    'An http(s) URL',
  ),
  certificateNumber: codeText(30),
  registeredOn: localDate,
  expiresOn: localDate,
  status: setRegistrationStatus,
};

export const createTravelAgencySchema = z
  .object(
    { ...fields, status: setRegistrationStatus.default('VIGENTE') },
    { error: typeError('an object') },
  )
  .transform(withNulls(['phone', 'email', 'website']));

export const updateTravelAgencySchema = z
  .object(fields, { error: typeError('an object') })
  .partial();

type AgencyFields = Omit<TravelAgencyRecord, 'id' | 'createdAt' | 'updatedAt'>;

/** A district of its province, and a certificate that does not expire before it was issued. */
export function checkTravelAgency(agency: AgencyFields): FieldErrors | null {
  const problems = placeProblems(agency.province, agency.district);
  if (agency.expiresOn && agency.registeredOn && agency.expiresOn < agency.registeredOn)
    problems.expiresOn = 'Not before the registration date';
  return problemsOrNull(problems);
}

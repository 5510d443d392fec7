import { DOCUMENT_ERRORS, isValidCip, isValidDni } from '../../../../shared/documents';

export { COMMON_GUIDE_LANGUAGES, isLanguageCode } from '../../../../shared/languages';

// The form mirrors the server's rules (shared/ holds the ones both sides run). Each answers the
// server's stable English message, so the form shows it through the same translations as a
// server answer.

/** The field error of a CIP, or null when it is valid. */
export function cipError(value: string): string | null {
  return isValidCip(value) ? null : DOCUMENT_ERRORS.cip;
}

/** The field error of a DNI, or null when it is valid. */
export function dniError(value: string): string | null {
  return isValidDni(value) ? null : DOCUMENT_ERRORS.dni;
}

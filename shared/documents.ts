/**
 * Peruvian identity and tax documents: one rule each, used by the server (the source of truth)
 * and mirrored by the client's forms. Pure functions, no platform APIs.
 *
 * Every validator normalises its input first (see `normalizeDocument`), so it answers "would this
 * input be accepted"; store `normalizeDocument(value)`, never the raw input.
 */

/**
 * The field errors the server answers for a bad document, in stable English. The client maps
 * each one to an i18n key, so change a text only together with that map.
 */
export const DOCUMENT_ERRORS = {
  dni: 'Not a valid DNI (8 digits)',
  foreignerCard: 'Not a valid carné de extranjería (9 to 12 letters or digits)',
  ruc: 'Not a valid RUC',
  cip: 'Not a valid CIP (6 to 9 digits)',
} as const;

export type DocumentError = (typeof DOCUMENT_ERRORS)[keyof typeof DOCUMENT_ERRORS];

/** The identity documents a guide may hold: DNI or carné de extranjería (CE). */
export type IdentityDocumentType = 'DNI' | 'CE';

/** RUC prefixes: 10 persona natural, 15 and 17 other natural-person cases, 20 persona jurídica. */
export const RUC_PREFIXES = ['10', '15', '17', '20'] as const;

const RUC_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/** Trims, removes every space inside and upper-cases: the form documents are stored in. */
export function normalizeDocument(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Documento Nacional de Identidad: exactly 8 digits. */
export function isValidDni(value: string): boolean {
  return /^\d{8}$/.test(normalizeDocument(value));
}

/** Carné de extranjería: 9 to 12 letters (A-Z) or digits. */
export function isValidForeignerCard(value: string): boolean {
  return /^[A-Z0-9]{9,12}$/.test(normalizeDocument(value));
}

/** Carné de identidad policial (CIP) of the Policía Nacional del Perú: 6 to 9 digits. */
export function isValidCip(value: string): boolean {
  return /^\d{6,9}$/.test(normalizeDocument(value));
}

/**
 * SUNAT's check digit for the first 10 digits of a RUC: weights 5,4,3,2,7,6,5,4,3,2, r = sum
 * mod 11, digit = 11 - r, where 10 becomes 0 and 11 becomes 1.
 */
export function rucCheckDigit(firstTen: string): number {
  if (!/^\d{10}$/.test(firstTen)) throw new RangeError('A RUC check digit needs exactly 10 digits');
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += Number(firstTen[i]) * (RUC_WEIGHTS[i] as number);
  return (11 - (sum % 11)) % 10;
}

/**
 * Whether a RUC is a person's (prefix 10, 15 or 17) rather than a company's (20): a sole
 * trader's razón social is then the holder's own name.
 */
export function isPersonRuc(value: string): boolean {
  return ['10', '15', '17'].includes(normalizeDocument(value).slice(0, 2));
}

/** RUC: 11 digits, prefix 10, 15, 17 or 20, and a correct SUNAT modulo-11 check digit. */
export function isValidRuc(value: string): boolean {
  const ruc = normalizeDocument(value);
  if (!/^\d{11}$/.test(ruc)) return false;
  if (!(RUC_PREFIXES as readonly string[]).includes(ruc.slice(0, 2))) return false;
  return rucCheckDigit(ruc.slice(0, 10)) === Number(ruc[10]);
}

/** A guide's identity document, by its type. */
export function isValidIdentityDocument(type: IdentityDocumentType, value: string): boolean {
  return type === 'DNI' ? isValidDni(value) : isValidForeignerCard(value);
}

/** The field error for a guide's identity document, or null when it is valid. */
export function identityDocumentError(
  type: IdentityDocumentType,
  value: string,
): DocumentError | null {
  if (isValidIdentityDocument(type, value)) return null;
  return type === 'DNI' ? DOCUMENT_ERRORS.dni : DOCUMENT_ERRORS.foreignerCard;
}

import type { DocumentType } from '../../../../generated/client';

// The client's mirror of the server's rules for a guide (server/areas/guides/rules.ts). The
// messages are the server's stable English texts, so the form shows them through the same
// translations as a server answer.

/** The field error of a guide's identity document, or null when it is valid. */
export function documentError(type: DocumentType | undefined, value: string): string | null {
  const normalized = value.replace(/\s+/g, '').toUpperCase();
  if (type === 'DNI' && !/^\d{8}$/.test(normalized)) return 'Not a valid DNI (8 digits)';
  if (type === 'CE' && !/^[A-Z0-9]{9,12}$/.test(normalized)) {
    return 'Not a valid carné de extranjería (9 to 12 letters or digits)';
  }
  return null;
}

/** Two lower-case letters: the form of an ISO 639-1 code. */
export function isLanguageCode(code: string): boolean {
  return /^[a-z]{2}$/.test(code);
}

/** The languages guides in Cusco work in most, in the order the pickers offer them. */
export const COMMON_GUIDE_LANGUAGES = [
  'es',
  'en',
  'qu',
  'fr',
  'de',
  'it',
  'pt',
  'ja',
  'zh',
  'ko',
  'he',
  'ru',
  'nl',
  'ay',
] as const;

/** A photo the form accepts: an http(s) URL or a path on this site (the server also takes data URLs). */
export function isPhotoLink(value: string): boolean {
  return /^https?:\/\/[^\s/]+\S*$/i.test(value) || /^\/(?![/\\])\S*$/.test(value);
}

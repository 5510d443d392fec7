import type { DocumentType } from '../../../../generated/client';
import { identityDocumentError } from '../../../../shared/documents';

export { COMMON_GUIDE_LANGUAGES, isLanguageCode } from '../../../../shared/languages';

// The form mirrors the server's rules (shared/ holds the ones both sides run). Each answers the
// server's stable English message, so the form shows it through the same translations as a
// server answer.

/** The field error of a guide's identity document, or null when it is valid. */
export function documentError(type: DocumentType | undefined, value: string): string | null {
  return type ? identityDocumentError(type, value) : null;
}

/** A photo the form accepts: an http(s) URL or a path on this site (the server also takes data URLs). */
export function isPhotoLink(value: string): boolean {
  return /^https?:\/\/[^\s/]+\S*$/i.test(value) || /^\/(?![/\\])\S*$/.test(value);
}

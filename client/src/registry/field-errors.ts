import type { FormInstance } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import type { TFunction } from 'i18next';
import { PLACE_ERRORS } from '../../../shared/cusco';
import { DOCUMENT_ERRORS } from '../../../shared/documents';
import { LANGUAGE_ERROR } from '../../../shared/languages';
import { type MessageRule, translateMessage } from '../i18n/message-rules';

// Kept apart so that the sign-in page reads the server's messages without this module's rules.
export { type MessageRule, translateMessage };

/** A server field key ("name", "headquarters.phone", "languages.2") as a form NamePath. */
export function fieldPath(key: string): (string | number)[] {
  return key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * The form field a server field key belongs to: the key itself, else its longest leading part
 * that is a field (a problem with `languages.2` belongs to the `languages` select).
 */
function formFieldOf(form: FormInstance, key: string): NamePath | null {
  const path = fieldPath(key);
  for (let length = path.length; length > 0; length--) {
    const candidate = path.slice(0, length);
    if (form.getFieldInstance(candidate) !== undefined) {
      return candidate.length === 1 ? (candidate[0] as string | number) : candidate;
    }
  }
  return null;
}

/**
 * Shows field problems beside the fields of the form that have them (`translate` turns a
 * field's message into the text to show) and answers the keys the form has no field for, so
 * the caller can show those elsewhere.
 */
export function applyFieldErrors(
  form: FormInstance,
  fields: Record<string, string>,
  translate: (message: string, field: string) => string,
): string[] {
  const unplaced: string[] = [];
  const placed: { name: NamePath; errors: string[] }[] = [];
  for (const [key, message] of Object.entries(fields)) {
    const name = formFieldOf(form, key);
    if (name === null) unplaced.push(key);
    else placed.push({ name, errors: [translate(message, key)] });
  }
  form.setFields(placed);
  return unplaced;
}

/**
 * The field messages every registry's service shares (server/validation.ts,
 * server/registry/fields.ts, shared/documents.ts, shared/languages.ts).
 */
export const REGISTRY_MESSAGES: readonly MessageRule[] = [
  ['Required', 'registry.validation.required'],
  ['Cannot be null', 'registry.validation.required'],
  [/^At most (?<max>\d+) characters(?: each)?$/, 'registry.validation.tooLong'],
  [/^At most (?<max>\d+)$/, 'registry.validation.tooMany'],
  ['Not an email address', 'registry.validation.email'],
  ['A phone number', 'registry.validation.phone'],
  ['A date YYYY-MM-DD', 'registry.validation.date'],
  ['Letters, digits, dots, slashes or hyphens', 'registry.validation.code'],
  ['At least one language', 'registry.validation.languagesRequired'],
  [LANGUAGE_ERROR, 'registry.validation.languageCode'],
  [DOCUMENT_ERRORS.dni, 'registry.validation.dni'],
  [DOCUMENT_ERRORS.foreignerCard, 'registry.validation.foreignerCard'],
  [DOCUMENT_ERRORS.ruc, 'registry.validation.ruc'],
  [DOCUMENT_ERRORS.cip, 'registry.validation.cip'],
  [PLACE_ERRORS.province, 'registry.validation.province'],
  [PLACE_ERRORS.district, 'registry.validation.district'],
  [/^At least (?<min>\d+)$/, 'registry.validation.tooFew'],
  ['A whole number', 'registry.validation.wholeNumber'],
  [/^An http\(s\) URL/, 'registry.validation.url'],
  [
    /^A latitude of the Cusco region, from (?<min>\S+) to (?<max>\S+)$/,
    'registry.validation.latitude',
  ],
  [
    /^A longitude of the Cusco region, from (?<min>\S+) to (?<max>\S+)$/,
    'registry.validation.longitude',
  ],
];

/** A registry service's field message, with an area's own rules tried first. */
export function registryFieldMessage(
  t: TFunction,
  message: string,
  areaRules: readonly MessageRule[] = [],
): string {
  return translateMessage(
    t,
    message,
    [...areaRules, ...REGISTRY_MESSAGES],
    'registry.validation.invalid',
  );
}

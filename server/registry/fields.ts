import { z } from 'zod';
import { CODE_ERROR, codeError, compactCode } from '../../shared/code-text';
import {
  COORDINATE_ERRORS,
  coordinateError,
  isDistrictOf,
  isProvince,
  PLACE_ERRORS,
} from '../../shared/cusco';
import { DOCUMENT_ERRORS, isValidRuc, normalizeDocument } from '../../shared/documents';
import { isLanguageCode, LANGUAGE_ERROR } from '../../shared/languages';
import type { FieldErrors } from '../errors';
import type { OrderBy, Where } from '../store/query';
import { optionalText, requiredText, typeError } from '../validation';
import { isCalendarDate } from './dates';

/** A calendar day, YYYY-MM-DD. */
export const localDate = z
  .string({ error: typeError('a date') })
  .trim()
  .refine(isCalendarDate, 'A date YYYY-MM-DD');

/** A code or number written without spaces and in upper case (carné, certificate). */
export function codeText(max: number) {
  return requiredText(max)
    .transform(compactCode)
    .refine((value) => codeError(value) === null, CODE_ERROR);
}

/** As codeText, optional: empty is no value (null). */
export function optionalCodeText(max: number) {
  return optionalText(max)
    .transform((value) => (typeof value === 'string' ? compactCode(value) : value))
    .refine((value) => typeof value !== 'string' || codeError(value) === null, CODE_ERROR);
}

/** An optional phone number: digits with spaces, parentheses, hyphens and a leading +. */
export const phoneText = optionalText(30).refine(
  (value) => value === null || value === undefined || /^\+?[\d\s()-]{6,}$/.test(value),
  'A phone number',
);

/** An optional email address, kept in lower case. */
export const emailText = optionalText(254)
  .transform((value) => (typeof value === 'string' ? value.toLowerCase() : value))
  .refine(
    (value) => value === null || value === undefined || z.email().safeParse(value).success,
    'Not an email address',
  );

/**
 * A latitude or longitude in degrees, inside the Cusco region (shared/cusco.ts): a place of
 * the registries is in the region, and a coordinate that lost its minus sign is refused.
 */
export function coordinate(axis: 'latitude' | 'longitude') {
  return z
    .number({ error: typeError('a number') })
    .refine((value) => coordinateError(axis, value) === null, COORDINATE_ERRORS[axis]);
}

/** ISO 639 language codes: at least one, each once, in lower case. */
export const languageList = z
  .array(
    z
      .string({ error: typeError('a string') })
      .trim()
      .toLowerCase(),
    {
      error: typeError('a list'),
    },
  )
  .min(1, 'At least one language')
  .max(20, 'At most 20')
  .refine((codes) => codes.every(isLanguageCode), LANGUAGE_ERROR)
  .transform((codes) => [...new Set(codes)]);

/** A short list of free texts (specialties, zones), trimmed, without empties or repeats. */
export function textList(maxItems: number, maxLength: number) {
  return z
    .array(
      z
        .string({ error: typeError('a string') })
        .trim()
        .max(maxLength, `At most ${maxLength} characters each`),
      {
        error: typeError('a list'),
      },
    )
    .max(maxItems, `At most ${maxItems}`)
    .transform((items) => [...new Set(items.filter((item) => item !== ''))]);
}

/**
 * The fields a create leaves out stored as null, so that every stored record has every field
 * (an optional field absent from the input means "no value").
 */
export function withNulls<T extends object, K extends string>(keys: readonly K[]) {
  return (value: T) =>
    ({ ...Object.fromEntries(keys.map((key) => [key, null])), ...definedOnly(value) }) as T & {
      [P in K]: P extends keyof T ? Exclude<T[P], undefined> : null;
    };
}

function definedOnly(value: object): object {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined));
}

/** A Cusco province and one of its districts, or the field errors that say which is wrong. */
export function placeProblems(province: string, district: string): FieldErrors {
  if (!isProvince(province)) return { province: PLACE_ERRORS.province };
  if (!isDistrictOf(province, district)) return { district: PLACE_ERRORS.district };
  return {};
}

/** A RUC: normalised (no spaces), 11 digits with SUNAT's check digit. */
export const rucText = requiredText(20)
  .transform(normalizeDocument)
  .refine(isValidRuc, DOCUMENT_ERRORS.ruc);

/** The field errors as the kernel's `check` answers them: null when there are none. */
export function problemsOrNull(problems: FieldErrors): FieldErrors | null {
  return Object.keys(problems).length > 0 ? problems : null;
}

/** The status staff set on a carné or certificate; VENCIDO is never set, it follows from the date. */
export const setRegistrationStatus = z.enum(
  ['VIGENTE', 'SUSPENDIDO'],
  'VIGENTE or SUSPENDIDO; VENCIDO follows from the expiry date',
);

/** A status a list can be filtered by. */
export const registrationStatusFilter = z.enum(
  ['VIGENTE', 'SUSPENDIDO', 'VENCIDO'],
  'VIGENTE, SUSPENDIDO or VENCIDO',
);

/**
 * The status that holds `today`: VENCIDO after the expiry day (valid on the day itself). A
 * registration without an expiry date (an agency imported from the national directory) keeps
 * the status set.
 */
export function registrationStatus(
  expiresOn: string | null,
  status: 'VIGENTE' | 'SUSPENDIDO',
  today: string,
): 'VIGENTE' | 'SUSPENDIDO' | 'VENCIDO' {
  return expiresOn !== null && expiresOn < today ? 'VENCIDO' : status;
}

type RegistrationStatus = ReturnType<typeof registrationStatus>;

/**
 * The status of `registrationStatus` in list queries, for records whose stored `status` is
 * VIGENTE or SUSPENDIDO and whose `expiry` field is a date or null: the sort and the filter that hold
 * `today`, so that the store answers them itself.
 */
export function registrationStatusQuery<R extends { status: string }>(
  expiry: keyof R & string,
  today: string,
) {
  const expired = { [expiry]: { lt: today } } as Where<R>;
  const current = {
    or: [{ [expiry]: { gte: today } } as Where<R>, { [expiry]: { isNull: true } } as Where<R>],
  } as Where<R>;
  return {
    sort: [{ field: 'status', cases: [{ where: expired, value: 'VENCIDO' }] }] as OrderBy<R>[],
    filter: (values: readonly string[]): Where<R> =>
      ({
        or: values.map((value) =>
          value === 'VENCIDO'
            ? expired
            : ({ and: [{ status: value as RegistrationStatus }, current] } as Where<R>),
        ),
      }) as Where<R>,
  };
}

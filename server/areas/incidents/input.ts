import { z } from 'zod';
import { isDistrictOf, isProvince, PLACE_ERRORS } from '../../../shared/cusco';
import {
  FOLLOW_SECRET_ALPHABET,
  FOLLOW_SECRET_LENGTH,
  normalizeFollowSecret,
} from '../../../shared/follow-secret';
import { REPORT_LIMITS } from '../../../shared/incident-report';
import { PUBLIC_LANGUAGES } from '../../http/language';
import { emailText, phoneText } from '../../registry/fields';
import {
  dateTime,
  idSchema,
  inputObject,
  optionalText,
  requiredText,
  typeError,
} from '../../validation';
import { INCIDENT_STATUSES, INCIDENT_TYPES } from './model';

const coordinate = (min: number, max: number) =>
  z
    .number({ error: typeError('a number') })
    .finite('Must be a number')
    .min(min, `Must be between ${min} and ${max}`)
    .max(max, `Must be between ${min} and ${max}`);

const positionSchema = inputObject({
  latitude: coordinate(-90, 90),
  longitude: coordinate(-180, 180),
  accuracy: z
    .number({ error: typeError('a number') })
    .min(0, 'Cannot be negative')
    .max(1_000_000, 'At most 1,000 km')
    .nullish()
    .transform((value) => value ?? null),
}).strict();

const placeSchema = inputObject({
  position: positionSchema.nullish().transform((value) => value ?? null),
  province: optionalText(60).transform((value) => value ?? null),
  district: optionalText(60).transform((value) => value ?? null),
  description: optionalText(REPORT_LIMITS.place).transform((value) => value ?? null),
})
  .strict()
  .superRefine((place, context) => {
    if (place.province !== null && !isProvince(place.province)) {
      context.addIssue({ code: 'custom', path: ['province'], message: PLACE_ERRORS.province });
    } else if (place.district !== null) {
      if (place.province === null) {
        context.addIssue({
          code: 'custom',
          path: ['province'],
          message: 'Required with a district',
        });
      } else if (!isDistrictOf(place.province, place.district)) {
        context.addIssue({ code: 'custom', path: ['district'], message: PLACE_ERRORS.district });
      }
    } else if (place.province !== null) {
      context.addIssue({ code: 'custom', path: ['district'], message: 'Required with a province' });
    }
    if (place.position === null && place.district === null && place.description === null) {
      context.addIssue({
        code: 'custom',
        path: ['description'],
        message: 'Give a position, a district or the place in words',
      });
    }
  });

const itemSchema = inputObject({
  description: requiredText(REPORT_LIMITS.item),
  value: z
    .number({ error: typeError('a number') })
    .finite('Must be a number')
    .min(0, 'Cannot be negative')
    .max(1_000_000_000, 'Too large')
    .nullish()
    .transform((value) => value ?? null),
  currency: z
    .string({ error: typeError('a string') })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'An ISO 4217 code such as PEN, USD or EUR')
    .nullish()
    .transform((value) => value ?? null),
}).strict();

const reporterSchema = inputObject({
  name: requiredText(120),
  nationality: requiredText(60),
  document: optionalText(30).transform((value) => value ?? null),
  email: emailText.transform((value) => value ?? null),
  phone: phoneText.transform((value) => value ?? null),
  whatsapp: phoneText.transform((value) => value ?? null),
}).strict();

/** A tourist's report as `reportIncident` takes it. */
export const reportSchema = inputObject({
  deviceKey: z.uuid({ error: 'A UUID made on the device' }),
  type: z.enum(INCIDENT_TYPES, { error: `One of ${INCIDENT_TYPES.join(', ')}` }),
  occurredAt: dateTime,
  place: placeSchema,
  items: z
    .array(itemSchema, { error: typeError('a list') })
    .max(REPORT_LIMITS.items, `At most ${REPORT_LIMITS.items} items`)
    .nullish()
    .transform((items) => items ?? []),
  account: requiredText(REPORT_LIMITS.account),
  reporter: reporterSchema,
  language: z.enum(PUBLIC_LANGUAGES, { error: `One of ${PUBLIC_LANGUAGES.join(', ')}` }),
}).strict();

export type ReportInput = z.output<typeof reportSchema>;

/** A change of a case by the police: only the fields given change. */
export const updateSchema = inputObject({
  status: z.enum(INCIDENT_STATUSES, { error: `One of ${INCIDENT_STATUSES.join(', ')}` }).optional(),
  note: optionalText(REPORT_LIMITS.note),
  assigneeId: idSchema.nullable().optional(),
  jurisdictionId: idSchema.optional(),
}).strict();

export type UpdateInput = z.output<typeof updateSchema>;

export const followTokenSchema = z
  .string({ error: typeError('a string') })
  .min(1, 'Required')
  .max(100, 'At most 100 characters');

/** A case code as printed on the receipt: CUS-2026-000123 (any case, spaces around). */
const CASE_CODE = /^CUS-\d{4}-\d{6}$/;
const FOLLOW_SECRET = new RegExp(`^[${FOLLOW_SECRET_ALPHABET}]{${FOLLOW_SECRET_LENGTH}}$`);

/** A case's code and the short secret printed with it, as typed from paper. */
export const followCodeSchema = inputObject({
  code: z
    .string({ error: typeError('a string') })
    .transform((code) => code.trim().toUpperCase())
    .refine((code) => CASE_CODE.test(code), 'A case code such as CUS-2026-000123'),
  secret: z
    .string({ error: typeError('a string') })
    .transform(normalizeFollowSecret)
    .refine(
      (secret) => FOLLOW_SECRET.test(secret),
      `${FOLLOW_SECRET_LENGTH} letters and digits, as printed beside the case code`,
    ),
});

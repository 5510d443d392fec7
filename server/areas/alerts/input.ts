import { z } from 'zod';
import {
  ALERT_AREA_KINDS,
  ALERT_CATEGORIES,
  ALERT_CERTAINTIES,
  ALERT_LIMITS,
  ALERT_SEVERITIES,
  ALERT_STATES,
  ALERT_URGENCIES,
  type AlertArea,
  type AlertText,
  type AlertTexts,
} from '../../../shared/alerts';
import { coordinateError, matchDistrict, matchProvince, PLACE_ERRORS } from '../../../shared/cusco';
import {
  isPublicLanguage,
  PUBLIC_LANGUAGES,
  type PublicLanguage,
  REQUIRED_LANGUAGES,
} from '../../../shared/locales';
import { BadRequestError } from '../../errors';
import { dateTime, inputObject, isCleanLink, requiredText, typeError } from '../../validation';

const DAY_MS = 86_400_000;

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: typeError(values.join(', ')) });

/** GraphQL names allow no hyphen: a REST client may copy its spelling of Chinese. */
const language = z.preprocess(
  (value) => (value === 'zh_Hans' || value === 'zhHans' ? 'zh-Hans' : value),
  z.string({ error: typeError('a language code') }).refine(isPublicLanguage, {
    message: `One of ${PUBLIC_LANGUAGES.join(', ')}`,
  }),
) as unknown as z.ZodType<PublicLanguage>;

const text = inputObject({
  language,
  headline: requiredText(ALERT_LIMITS.headline),
  description: requiredText(ALERT_LIMITS.description),
  instruction: requiredText(ALERT_LIMITS.instruction),
}).strict();

/** One entry per language, Spanish and English among them: the page falls back to them. */
const texts = z
  .array(text, { error: typeError('a list of texts') })
  .max(PUBLIC_LANGUAGES.length, `At most ${PUBLIC_LANGUAGES.length}, one per language`)
  .superRefine((entries, context) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      if (seen.has(entry.language)) {
        context.addIssue({
          code: 'custom',
          path: [index, 'language'],
          message: `${entry.language} is given twice: one text per language`,
        });
      }
      seen.add(entry.language);
    });
    for (const required of REQUIRED_LANGUAGES) {
      if (!seen.has(required)) {
        context.addIssue({
          code: 'custom',
          message: `Spanish (es) and English (en) are required: ${required} is missing`,
        });
      }
    }
  })
  .transform((entries) => {
    const byLanguage: Partial<Record<PublicLanguage, AlertText>> = {};
    for (const { language: lang, ...words } of entries) byLanguage[lang] = words;
    return byLanguage as AlertTexts;
  });

const places = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: typeError('a list') })
    .min(1, 'At least one')
    .max(ALERT_LIMITS.places, `At most ${ALERT_LIMITS.places}`);

/** A province of Cusco as listed, or typed without its accents or capitals. */
const province = z.string({ error: typeError('a string') }).transform((value, context) => {
  const matched = matchProvince(value);
  if (matched === null) {
    context.addIssue({ code: 'custom', message: PLACE_ERRORS.province });
    return z.NEVER;
  }
  return matched as string;
});

const district = inputObject({
  province,
  district: z.string({ error: typeError('a string') }),
})
  .strict()
  .transform((value, context) => {
    const matched = matchDistrict(value.province, value.district);
    if (matched === null) {
      context.addIssue({ code: 'custom', path: ['district'], message: PLACE_ERRORS.district });
      return z.NEVER;
    }
    return { province: value.province, district: matched };
  });

const coordinate = (axis: 'latitude' | 'longitude') =>
  z.number({ error: typeError('a number') }).superRefine((value, context) => {
    const problem = coordinateError(axis, value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const circle = inputObject({
  latitude: coordinate('latitude'),
  longitude: coordinate('longitude'),
  radiusKm: z
    .number({ error: typeError('a number') })
    .gt(0, 'More than 0 kilometres')
    .max(ALERT_LIMITS.radiusKm, `At most ${ALERT_LIMITS.radiusKm} kilometres`),
}).strict();

/**
 * Which field of the area each kind takes; the others must be absent, null or empty (as an
 * alert read back carries them).
 */
const AREA_FIELDS = {
  REGION: null,
  PROVINCES: 'provinces',
  DISTRICTS: 'districts',
  CIRCLE: 'circle',
} as const;

const area = inputObject({
  kind: oneOf(ALERT_AREA_KINDS),
  provinces: z.unknown().optional(),
  districts: z.unknown().optional(),
  circle: z.unknown().optional(),
})
  .strict()
  .transform((value, context): AlertArea => {
    const wanted = AREA_FIELDS[value.kind];
    for (const field of ['provinces', 'districts', 'circle'] as const) {
      const given = value[field];
      const empty = given == null || (Array.isArray(given) && given.length === 0);
      if (field !== wanted && !empty) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `Only for ${field.toUpperCase()}`,
        });
      }
    }
    if (wanted === null) return { kind: 'REGION' };
    const schema = {
      provinces: noRepeats(places(province)),
      districts: noRepeats(places(district)),
      circle,
    }[wanted] as z.ZodType;
    const parsed = schema.safeParse(value[wanted]);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        context.addIssue({ code: 'custom', path: [wanted, ...issue.path], message: issue.message });
      }
      return z.NEVER;
    }
    return { kind: value.kind, [wanted]: parsed.data } as AlertArea;
  });

/** A place named twice is a slip: said so, rather than kept twice or silently dropped. */
function noRepeats<T extends z.ZodType<unknown[]>>(list: T) {
  return list.superRefine((items, context) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const key = JSON.stringify(item);
      if (seen.has(key))
        context.addIssue({ code: 'custom', path: [index], message: 'Named twice' });
      seen.add(key);
    });
  });
}

/** Where to read more: an https address (a tourist's phone opens it as it is). */
const link = z
  .string({ error: typeError('a string') })
  .trim()
  .max(ALERT_LIMITS.link, `At most ${ALERT_LIMITS.link} characters`)
  .refine((value) => value === '' || (isCleanLink(value) && isHttpsUrl(value)), 'An https address')
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** An alert as staff write it (create and update alike: the whole alert each time). */
export const alertSchema = inputObject({
  category: oneOf(ALERT_CATEGORIES),
  severity: oneOf(ALERT_SEVERITIES),
  urgency: oneOf(ALERT_URGENCIES),
  certainty: oneOf(ALERT_CERTAINTIES),
  area,
  onset: dateTime,
  expires: dateTime,
  texts,
  source: requiredText(ALERT_LIMITS.source),
  link,
}).strict();

export type AlertInput = z.output<typeof alertSchema>;

/**
 * The expiry's rules, which need the time: after the onset, and at most ALERT_LIMITS.daysAhead
 * days after the onset or, for an alert already begun (renewed), after now. 400 on `expires`.
 */
export function checkExpiry(input: Pick<AlertInput, 'onset' | 'expires'>, now: Date): void {
  const onset = Date.parse(input.onset);
  const expires = Date.parse(input.expires);
  if (expires <= onset) {
    throw new BadRequestError('Invalid input', { expires: 'Must be after the onset' });
  }
  const latest = Math.max(onset, now.getTime()) + ALERT_LIMITS.daysAhead * DAY_MS;
  if (expires > latest) {
    throw new BadRequestError('Invalid input', {
      expires: `At most ${ALERT_LIMITS.daysAhead} days after the onset (or after now, for an alert already begun)`,
    });
  }
}

/** The cancel's reason, as staff give it. */
export const reasonSchema = requiredText(300);

/** The list's filter values. */
export const FILTER_VALUES = {
  states: oneOf(ALERT_STATES),
  category: oneOf(ALERT_CATEGORIES),
};

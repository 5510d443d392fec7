import { z } from 'zod';
import { districtsOf, isProvince, PLACE_ERRORS } from '../../../shared/cusco';
import { MAX_PHONE_LENGTH, NOT_A_WHATSAPP_MOBILE, peruvianMobile } from '../../../shared/dial';
import { isClockTime, OFFICE_HOURS_ERRORS, type OfficeHours } from '../../../shared/office-hours';
import type { FieldErrors } from '../../errors';
import { coordinate, problemsOrNull, textList, withNulls } from '../../registry/fields';
import type { Repositories } from '../../store/types';
import { idSchema, optionalText, requiredText, typeError } from '../../validation';
import type { JurisdictionRecord, PoliceStationRecord } from './model';

const clockTime = z
  .string({ error: typeError('a string') })
  .trim()
  .refine(isClockTime, OFFICE_HOURS_ERRORS.time)
  .nullable()
  .optional();

/**
 * Open 24 hours (no times), or an opening and a closing time; a closing time before the opening
 * one closes after midnight. Null or absent: not registered.
 */
const officeHours = z
  .object(
    {
      allDay: z.boolean({ error: typeError('true or false') }),
      opens: clockTime,
      closes: clockTime,
    },
    { error: typeError('an object') },
  )
  .superRefine((hours, issues) => {
    const times = ['opens', 'closes'] as const;
    for (const time of times) {
      const given = hours[time] !== null && hours[time] !== undefined;
      if (hours.allDay && given) {
        issues.addIssue({ code: 'custom', path: [time], message: OFFICE_HOURS_ERRORS.notAllDay });
      } else if (!hours.allDay && !given) {
        issues.addIssue({ code: 'custom', path: [time], message: 'Required' });
      }
    }
    if (!hours.allDay && hours.opens && hours.opens === hours.closes) {
      issues.addIssue({ code: 'custom', path: ['closes'], message: OFFICE_HOURS_ERRORS.sameTime });
    }
  })
  .transform(
    (hours): OfficeHours =>
      hours.allDay
        ? { allDay: true, opens: null, closes: null }
        : { allDay: false, opens: hours.opens as string, closes: hours.closes as string },
  )
  .nullable()
  .optional()
  .transform((hours) => hours ?? null);

/**
 * The office's own WhatsApp number, a Peruvian mobile as people type it ("987 654 321",
 * "+51 987 654 321"), kept in E.164 ("+51987654321"). Null, empty or absent: it has none.
 */
const whatsapp = optionalText(MAX_PHONE_LENGTH)
  .refine((value) => !value || peruvianMobile(value) !== null, NOT_A_WHATSAPP_MOBILE)
  .transform((value) => (value ? peruvianMobile(value) : null));

const headquarters = z
  .object(
    {
      name: requiredText(120),
      address: requiredText(200),
      phone: requiredText(30).refine((value) => /^\+?[\d\s()-]{3,}$/.test(value), 'A phone number'),
      latitude: coordinate('latitude'),
      longitude: coordinate('longitude'),
      hours: officeHours,
      whatsapp,
    },
    { error: typeError('an object') },
  )
  // A station without a number is kept without the key, as records written before it existed
  // are: sending such a station back unchanged (`whatsapp: null`) is then no change to record.
  .transform(
    ({ whatsapp, ...station }): PoliceStationRecord =>
      whatsapp ? { ...station, whatsapp } : station,
  );

const fields = {
  name: requiredText(120),
  province: requiredText(60),
  districts: z
    .array(z.string({ error: typeError('a string') }).trim(), { error: typeError('a list') })
    .min(1, 'At least one district')
    .max(60, 'At most 60')
    .transform((districts) => [...new Set(districts)]),
  headquarters,
  responsibleOfficerId: idSchema.nullable().optional(),
  touristZones: textList(40, 100),
};

export const createJurisdictionSchema = z
  .object(
    { ...fields, touristZones: fields.touristZones.default([]) },
    { error: typeError('an object') },
  )
  .transform(withNulls(['responsibleOfficerId']));

export const updateJurisdictionSchema = z
  .object(fields, { error: typeError('an object') })
  .partial();

type JurisdictionFields = Omit<JurisdictionRecord, 'id' | 'createdAt' | 'updatedAt'>;

/** Districts of its own province, and a responsible officer who exists. */
export async function checkJurisdiction(
  jurisdiction: JurisdictionFields,
  tx: Repositories,
): Promise<FieldErrors | null> {
  const problems: FieldErrors = {};
  if (!isProvince(jurisdiction.province)) {
    problems.province = PLACE_ERRORS.province;
  } else if (
    !jurisdiction.districts.every((district) =>
      districtsOf(jurisdiction.province).includes(district),
    )
  ) {
    problems.districts = PLACE_ERRORS.district;
  }
  if (
    jurisdiction.responsibleOfficerId !== null &&
    !(await tx.police.get(jurisdiction.responsibleOfficerId))
  ) {
    problems.responsibleOfficerId = 'No such officer';
  }
  return problemsOrNull(problems);
}

/** A jurisdiction keeps existing while officers are assigned to it. */
export async function jurisdictionRemovalProblem(
  jurisdiction: JurisdictionRecord,
  tx: Repositories,
): Promise<string | null> {
  const assigned = await tx.police.count({ jurisdictionId: jurisdiction.id });
  if (assigned > 0) {
    return assigned === 1
      ? 'One officer is assigned to this jurisdiction; assign them elsewhere first'
      : `${assigned} officers are assigned to this jurisdiction; assign them elsewhere first`;
  }
  // A case keeps its office for good: its follow-up page shows the tourist where to go.
  const cases = await tx.incidents.count({ jurisdictionId: jurisdiction.id });
  if (cases === 0) return null;
  return cases === 1
    ? 'One tourist report was routed to this jurisdiction, whose follow-up shows its office'
    : `${cases} tourist reports were routed to this jurisdiction, whose follow-up shows its office`;
}

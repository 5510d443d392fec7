import { z } from 'zod';
import { districtsOf, isProvince, PLACE_ERRORS } from '../../../shared/cusco';
import type { FieldErrors } from '../../errors';
import { coordinate, problemsOrNull, textList, withNulls } from '../../registry/fields';
import type { Repositories } from '../../store/types';
import { idSchema, requiredText, typeError } from '../../validation';
import type { JurisdictionRecord } from './model';

const headquarters = z.object(
  {
    name: requiredText(120),
    address: requiredText(200),
    phone: requiredText(30).refine((value) => /^\+?[\d\s()-]{3,}$/.test(value), 'A phone number'),
    latitude: coordinate(90),
    longitude: coordinate(180),
  },
  { error: typeError('an object') },
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

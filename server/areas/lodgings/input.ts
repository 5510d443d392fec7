import { z } from 'zod';
import {
  LODGING_CATEGORIES,
  LODGING_CLASSES,
  LODGING_STATUSES,
} from '../../../shared/registry-values';
import type { FieldErrors } from '../../errors';
import {
  coordinate,
  emailText,
  phoneText,
  placeProblems,
  problemsOrNull,
  rucText,
  withNulls,
} from '../../registry/fields';
import { requiredText, typeError } from '../../validation';
import type { LodgingRecord } from './model';

export { LODGING_CATEGORIES, LODGING_CLASSES, LODGING_STATUSES };

const count = (max: number) =>
  z
    .number({ error: typeError('a number') })
    .int('A whole number')
    .min(1, 'At least 1')
    .max(max, `At most ${max}`);

const optionalCoordinate = (axis: 'latitude' | 'longitude') =>
  coordinate(axis).nullable().optional();

const fields = {
  tradeName: requiredText(120),
  businessName: requiredText(160),
  ruc: rucText,
  lodgingClass: z.enum(LODGING_CLASSES, 'Not a lodging class'),
  category: z.enum(LODGING_CATEGORIES, 'Not a category'),
  address: requiredText(200),
  district: requiredText(60),
  province: requiredText(60),
  phone: phoneText,
  email: emailText,
  rooms: count(2000),
  beds: count(10000),
  status: z.enum(LODGING_STATUSES, 'ACTIVO, SUSPENDIDO or CERRADO'),
  latitude: optionalCoordinate('latitude'),
  longitude: optionalCoordinate('longitude'),
};

export const createLodgingSchema = z
  .object(
    {
      ...fields,
      category: fields.category.default('SIN_CATEGORIA'),
      status: fields.status.default('ACTIVO'),
    },
    { error: typeError('an object') },
  )
  .transform(withNulls(['phone', 'email', 'latitude', 'longitude']));

export const updateLodgingSchema = z.object(fields, { error: typeError('an object') }).partial();

type LodgingFields = Omit<LodgingRecord, 'id' | 'createdAt' | 'updatedAt'>;

/** A district of its province, at least a bed per room, and both coordinates or neither. */
export function checkLodging(lodging: LodgingFields): FieldErrors | null {
  const problems = placeProblems(lodging.province, lodging.district);
  if (lodging.beds < lodging.rooms) problems.beds = 'At least one bed per room';
  if ((lodging.latitude === null) !== (lodging.longitude === null)) {
    problems[lodging.latitude === null ? 'latitude' : 'longitude'] =
      'Give both coordinates or neither';
  }
  return problemsOrNull(problems);
}

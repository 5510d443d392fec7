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
  optionalCodeText,
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
  certificateNumber: optionalCodeText(30),
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
  .transform(withNulls(['certificateNumber', 'phone', 'email', 'latitude', 'longitude']));

export const updateLodgingSchema = z.object(fields, { error: typeError('an object') }).partial();

type LodgingFields = Omit<LodgingRecord, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * A district of its province, at least a bed per room, and both coordinates or neither. Rooms and
 * beds are both known or, on a lodging imported from the directory, both not yet.
 */
export function checkLodging(lodging: LodgingFields): FieldErrors | null {
  const problems = placeProblems(lodging.province, lodging.district);
  if ((lodging.rooms === null) !== (lodging.beds === null)) {
    problems[lodging.rooms === null ? 'rooms' : 'beds'] = 'Give both rooms and beds';
  } else if (lodging.beds !== null && lodging.rooms !== null && lodging.beds < lodging.rooms) {
    problems.beds = 'At least one bed per room';
  }
  if ((lodging.latitude === null) !== (lodging.longitude === null)) {
    problems[lodging.latitude === null ? 'latitude' : 'longitude'] =
      'Give both coordinates or neither';
  }
  return problemsOrNull(problems);
}

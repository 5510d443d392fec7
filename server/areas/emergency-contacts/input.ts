import { z } from 'zod';
import { dialTarget, MAX_PHONE_LENGTH } from '../../../shared/dial';
import { EMERGENCY_KINDS } from '../../../shared/emergency-kinds';
import { isBlankText, localizedInput } from '../../localized';
import { idSchema, inputObject, requiredText, typeError } from '../../validation';

/** Enough for every service a tourist may need; the public drawer stays one short list. */
export const MAX_EMERGENCY_CONTACTS = 20;
/** Fits the public drawer's line on a small phone. */
export const MAX_NAME_LENGTH = 60;

/** The field message of a number no phone can dial as written (the client translates it). */
export const NOT_DIALLABLE =
  'Not a number a phone can dial: a short code (105), a landline with its area code (084 240313), a mobile (987 654 321) or +51…';

/** A number as people read it, which must have a dial target (shared/dial.ts). */
const phone = z
  .string({ error: typeError('a string') })
  .trim()
  .min(1, 'Required')
  .max(MAX_PHONE_LENGTH, `At most ${MAX_PHONE_LENGTH} characters`)
  .refine((value) => dialTarget(value) !== null, NOT_DIALLABLE);

/** The field message of WhatsApp asked for a short code (the client translates it). */
export const NO_WHATSAPP_FOR_SHORT_CODE =
  'A short code has no WhatsApp: only a full number (a mobile, a landline or +51…) can';

const kind = z.enum(EMERGENCY_KINDS, { error: typeError(EMERGENCY_KINDS.join(', ')) });
const whatsapp = z.boolean({ error: typeError('true or false') });

/** Spanish and English required; the page's other languages optional (null removes one). */
const names = localizedInput(requiredText(MAX_NAME_LENGTH), isBlankText);

/**
 * A new number: its names (Spanish and English at least) and the number; its kind (inferred when not
 * given) and whether it answers on WhatsApp (no by default). `dial` is never input.
 */
export const createSchema = inputObject({
  names,
  phone,
  kind: kind.optional(),
  whatsapp: whatsapp.optional(),
});

/** Only the fields given change; none can be set to null. */
export const updateSchema = inputObject({
  names: names.optional(),
  phone: phone.optional(),
  kind: kind.optional(),
  whatsapp: whatsapp.optional(),
  hidden: z.boolean({ error: typeError('true or false') }).optional(),
});

/** The new order: ids, each once (that they name every number is checked against the store). */
export const orderSchema = z
  .array(idSchema, { error: typeError('a list of ids') })
  .max(MAX_EMERGENCY_CONTACTS * 2, 'Too many ids');

export type CreateInput = z.output<typeof createSchema>;
export type UpdateInput = z.output<typeof updateSchema>;

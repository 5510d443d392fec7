import { z } from 'zod';
import {
  dateTime,
  heldObject,
  idSchema,
  imageUrl,
  inputObject,
  optionalText,
  requiredText,
  typeError,
} from '../../validation';
import { isCountry } from './countries';

const email = inputObject({
  email: z.email({ error: 'An email address' }).max(254, 'At most 254 characters'),
  label: z
    .string({ error: typeError('a string') })
    .trim()
    .max(30, 'At most 30 characters'),
}).strict();

const phoneNumber = inputObject({
  country: z
    .string({ error: typeError('a string') })
    .refine(isCountry, 'An ISO country code from countries'),
  phoneNumber: z
    .string({ error: typeError('a string') })
    .trim()
    .regex(/^\+?[\d\s().-]{3,30}$/, 'Digits, spaces, ( ) . - and a leading +, 3 to 30 characters'),
  label: z
    .string({ error: typeError('a string') })
    .trim()
    .max(30, 'At most 30 characters'),
}).strict();

/**
 * `PATCH contact`'s `contact`: only the fields given change; null or '' clears a text. Tags
 * must exist (checked by the service); unknown fields are refused.
 */
export const updateContactSchema = inputObject({
  name: requiredText(100),
  avatar: imageUrl({ dataUrl: true }),
  background: imageUrl(),
  emails: z.array(email, { error: typeError('a list') }).max(10, 'At most 10 addresses'),
  phoneNumbers: z.array(phoneNumber, { error: typeError('a list') }).max(10, 'At most 10 numbers'),
  title: optionalText(100),
  company: optionalText(100),
  birthday: dateTime.nullable(),
  address: optionalText(300),
  notes: optionalText(10_000),
  tags: z.array(idSchema, { error: typeError('a list of tag ids') }).max(20, 'At most 20 tags'),
})
  .partial()
  .strict();

export const contactTagSchema = inputObject({ title: requiredText(60) }).strict();
/** `PATCH tag`'s `tag`, as the client holds it: its id comes back unchanged. */
export const updateContactTagSchema = heldObject({ title: requiredText(60) }, ['id']);

export const searchSchema = z
  .string({ error: typeError('a string') })
  .max(100, 'At most 100 characters');

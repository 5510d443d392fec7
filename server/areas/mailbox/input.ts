import { z } from 'zod';
import { heldObject, idSchema, inputObject, requiredText, typeError } from '../../validation';
import { LABEL_COLORS } from './model';

export const MAILS_PER_PAGE = 10;
const slug = z
  .string({ error: typeError('a string') })
  .min(1, 'Required')
  .max(100, 'At most 100 characters');

/** `GET mails`: exactly one of folder, filter or label (slugs), and a page from 1. */
export const mailsQuerySchema = inputObject({
  folder: slug.optional(),
  filter: slug.optional(),
  label: slug.optional(),
  page: z
    .number({ error: typeError('a whole number') })
    .int('Must be a whole number')
    .min(1, 'At least 1')
    .max(1_000_000, 'At most 1000000')
    .default(1),
}).refine(
  (query) => [query.folder, query.filter, query.label].filter((v) => v !== undefined).length === 1,
  { message: 'Give exactly one of folder, filter or label', path: ['folder'] },
);

const color = z.enum(LABEL_COLORS, { error: `One of ${LABEL_COLORS.join(', ')}` });
/** A label's title: the slug made from it must keep a letter or digit. */
const title = requiredText(60).refine((value) => /\w/.test(value), 'Needs a letter or a digit');

export const createLabelSchema = inputObject({ title, color: color.default('gray') }).strict();
/** `PATCH label`'s `label`, as the client holds it: its id and slug come back unchanged. */
export const updateLabelSchema = heldObject({ title: title.optional(), color: color.optional() }, [
  'id',
  'slug',
]);

/** `PATCH mail`'s `mail`: its flags, its folder or its labels; nothing else. */
export const updateMailSchema = inputObject({
  starred: z.boolean({ error: typeError('true or false') }),
  important: z.boolean({ error: typeError('true or false') }),
  unread: z.boolean({ error: typeError('true or false') }),
  folder: idSchema,
  labels: z
    .array(idSchema, { error: typeError('a list of label ids') })
    .max(20, 'At most 20 labels'),
})
  .partial()
  .strict();

export const settingsSchema = inputObject({
  messageLayout: z.enum(['right', 'full'], { error: 'right or full' }),
})
  .partial()
  .strict();

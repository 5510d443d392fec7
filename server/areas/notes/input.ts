import { z } from 'zod';
import {
  dateTime,
  heldObject,
  idSchema,
  imageUrl,
  inputObject,
  requiredText,
  typeError,
} from '../../validation';

export const MAX_TITLE_LENGTH = 200;
export const MAX_CONTENT_LENGTH = 10_000;
export const MAX_TASKS = 100;
export const MAX_TASK_LENGTH = 500;
export const MAX_LABELS_PER_NOTE = 20;
export const MAX_LABEL_TITLE_LENGTH = 60;

/** An id, or an object carrying it (the template's client sends whole labels and notes). */
export const idOrObject = z.union(
  [idSchema, inputObject({ id: idSchema }).transform((item) => item.id)],
  {
    error: typeError('an id'),
  },
);

const text = (max: number) =>
  z
    .string({ error: typeError('a string') })
    .max(max, `At most ${max} characters`)
    .transform((value) => value.trim());

const task = inputObject({
  id: idSchema.optional(),
  content: requiredText(MAX_TASK_LENGTH),
  completed: z.boolean({ error: typeError('true or false') }).optional(),
});

const fields = {
  title: text(MAX_TITLE_LENGTH).optional(),
  content: text(MAX_CONTENT_LENGTH).optional(),
  tasks: z
    .array(task, { error: typeError('a list of tasks') })
    .max(MAX_TASKS, `At most ${MAX_TASKS} tasks`)
    .optional(),
  image: imageUrl({ dataUrl: true }),
  reminder: dateTime.nullable().optional(),
  labels: z
    .array(idOrObject, { error: typeError('a list of label ids') })
    .max(MAX_LABELS_PER_NOTE, `At most ${MAX_LABELS_PER_NOTE} labels`)
    .optional(),
  archived: z.boolean({ error: typeError('true or false') }).optional(),
};

/**
 * A note: every field optional. Other keys (id, createdAt … of a note sent back whole) are
 * ignored; the server keeps those.
 */
export const noteSchema = inputObject(fields);

export const labelTitle = requiredText(MAX_LABEL_TITLE_LENGTH);
/** A label's change `{ title }`; REST sends the whole label, whose id names it. */
export const updateLabelSchema = heldObject({ title: labelTitle }, ['id']);
export const taskContent = requiredText(MAX_TASK_LENGTH);
export const archivedFilter = z
  .boolean({ error: typeError('true or false') })
  .nullable()
  .optional();

export type NoteInput = z.output<typeof noteSchema>;

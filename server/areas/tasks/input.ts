import { z } from 'zod';
import {
  dateTime,
  heldObject,
  idSchema,
  inputObject,
  optionalText,
  requiredText,
  typeError,
} from '../../validation';

export const MAX_TITLE_LENGTH = 200;
export const MAX_NOTES_LENGTH = 5000;
export const MAX_TAGS_PER_TASK = 20;
export const MAX_SUB_TASKS = 50;
export const MAX_TAG_TITLE_LENGTH = 60;
/** Bounds a search string: longer ones match nothing useful and cost regex time. */
export const MAX_QUERY_LENGTH = 200;
/** Bounds a reorder list; far above the demo list's size. */
export const MAX_ORDER_IDS = 5000;

const taskType = z.enum(['task', 'section'], { error: typeError('task or section') });
const flag = z.boolean({ error: typeError('true or false') });

/** A new row: only its type (task by default); everything else starts blank. */
export const createTaskSchema = inputObject({ type: taskType.optional() });

const subTask = inputObject({
  id: idSchema.optional(),
  title: requiredText(MAX_TITLE_LENGTH),
  completed: flag.optional(),
});

/**
 * Only the fields given change. Other keys (a client may send a whole task back, with its id
 * and order) are ignored: the order changes only through a reorder.
 */
export const updateTaskSchema = inputObject({
  type: taskType.optional(),
  // A task just created has an empty title, so an empty one is allowed.
  title: z
    .string({ error: typeError('a string') })
    .trim()
    .max(MAX_TITLE_LENGTH, `At most ${MAX_TITLE_LENGTH} characters`)
    .optional(),
  notes: optionalText(MAX_NOTES_LENGTH),
  completed: flag.optional(),
  dueDate: dateTime.nullable().optional(),
  priority: z
    .number({ error: typeError('0, 1 or 2') })
    .int('0, 1 or 2')
    .min(0, '0, 1 or 2')
    .max(2, '0, 1 or 2')
    .transform((value) => value as 0 | 1 | 2)
    .optional(),
  tags: z
    .array(idSchema, { error: typeError('a list of tag ids') })
    .max(MAX_TAGS_PER_TASK, `At most ${MAX_TAGS_PER_TASK} tags`)
    .optional(),
  assignedTo: idSchema.nullable().optional(),
  subTasks: z
    .array(subTask, { error: typeError('a list of sub-tasks') })
    .max(MAX_SUB_TASKS, `At most ${MAX_SUB_TASKS} sub-tasks`)
    .optional(),
});

/** The new order: ids, or tasks carrying their id (as the template's client sends them). */
export const orderSchema = z
  .array(z.union([idSchema, inputObject({ id: idSchema }).transform((task) => task.id)]), {
    error: typeError('a list of task ids'),
  })
  .max(MAX_ORDER_IDS, `At most ${MAX_ORDER_IDS} ids`);

export const searchSchema = z
  .string({ error: typeError('a string') })
  .max(MAX_QUERY_LENGTH, `At most ${MAX_QUERY_LENGTH} characters`);

export const tagSchema = inputObject({ title: requiredText(MAX_TAG_TITLE_LENGTH) });
/** `PATCH tag`'s `tag`, as the client holds it: its id comes back unchanged. */
export const tagUpdateSchema = heldObject(
  { title: requiredText(MAX_TAG_TITLE_LENGTH).optional() },
  ['id'],
);

export type UpdateTaskInput = z.output<typeof updateTaskSchema>;

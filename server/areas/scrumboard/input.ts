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
export const MAX_DESCRIPTION_LENGTH = 10_000;
export const MAX_LABEL_TITLE_LENGTH = 60;
export const MAX_LABELS_PER_CARD = 20;
/** Bounds a batch: far above a demo board's size, far below what would stall a write. */
export const MAX_BATCH = 500;
/** Positions are numbers a client computes (halves between two); this keeps them sane. */
export const MAX_POSITION = 1e12;

const position = z
  .number({ error: typeError('a number') })
  .min(0, 'From 0')
  .max(MAX_POSITION, `At most ${MAX_POSITION}`);

/** An id, or an object carrying it (the template's client sends whole labels). */
const idOrObject = z.union([idSchema, inputObject({ id: idSchema }).transform((item) => item.id)], {
  error: typeError('an id'),
});

const labelIds = z
  .array(idOrObject, { error: typeError('a list of label ids') })
  .max(MAX_LABELS_PER_CARD, `At most ${MAX_LABELS_PER_CARD} labels`);

const title = requiredText(MAX_TITLE_LENGTH);

export const createListSchema = inputObject({
  boardId: idSchema,
  title,
  position: position.optional(),
});

/** Only the fields given change; other keys (a list sent back whole) are ignored. */
export const updateListSchema = inputObject({
  title: title.optional(),
  position: position.optional(),
});
export const listChangesSchema = z
  .array(updateListSchema.extend({ id: idSchema }), { error: typeError('a list of lists') })
  .max(MAX_BATCH, `At most ${MAX_BATCH} lists`);

export const createCardSchema = inputObject({
  boardId: idSchema,
  listId: idSchema,
  title,
  description: optionalText(MAX_DESCRIPTION_LENGTH),
  labels: labelIds.optional(),
  dueDate: dateTime.nullable().optional(),
  position: position.optional(),
});

/** Only the fields given change; other keys (id, boardId of a card sent back whole) are ignored. */
export const updateCardSchema = inputObject({
  listId: idSchema.optional(),
  title: title.optional(),
  description: optionalText(MAX_DESCRIPTION_LENGTH),
  labels: labelIds.optional(),
  dueDate: dateTime.nullable().optional(),
  position: position.optional(),
});
export const cardChangesSchema = z
  .array(updateCardSchema.extend({ id: idSchema }), { error: typeError('a list of cards') })
  .max(MAX_BATCH, `At most ${MAX_BATCH} cards`);

/** Cards in their new order: ids, or cards carrying an id and optionally a new list. */
export const cardPlacesSchema = z
  .array(
    z.union([
      idSchema.transform((id) => ({ id, listId: undefined as string | undefined })),
      inputObject({ id: idSchema, listId: idSchema.optional() }),
    ]),
    { error: typeError('a list of cards') },
  )
  .max(MAX_BATCH, `At most ${MAX_BATCH} cards`);

export const createLabelSchema = inputObject({
  boardId: idSchema,
  title: requiredText(MAX_LABEL_TITLE_LENGTH),
});
/** A label's change, as the client holds it: its id and board come back unchanged. */
export const updateLabelSchema = heldObject(
  { title: requiredText(MAX_LABEL_TITLE_LENGTH).optional() },
  ['id', 'boardId'],
);

export type CardChange = z.output<typeof updateCardSchema>;

import type { Context } from '../../context';
import { ConflictError, NotFoundError } from '../../errors';
import { authorize } from '../../security/authorize';
import { ownerWithinCap } from '../../security/record-caps';
import { timeOrderedId } from '../../store/ids';
import type { Transaction } from '../../store/types';
import { seedOrder } from '../../template/sorting';
import { idSchema, parseInput, parseNamed } from '../../validation';
import { labelTitle, updateLabelSchema } from './input';
import type { NoteLabelRecord } from './model';
import { seedNoteLabels } from './seed';

// The seed's first, in its order (Family, Work, Tasks …), then the added ones.
const LABEL_ORDER = seedOrder<NoteLabelRecord>(
  'id',
  seedNoteLabels().map((label) => label.id),
  'last',
);

/** Every note label, in the order they were added. */
export async function listNoteLabels(ctx: Context): Promise<NoteLabelRecord[]> {
  authorize(ctx, 'notes', 'read');
  return ctx.store.noteLabels.list({ orderBy: LABEL_ORDER });
}

/** Adds a label; 409 when another has the same title ignoring case, or LIMIT_REACHED. */
export async function createNoteLabel(ctx: Context, title: unknown): Promise<NoteLabelRecord> {
  authorize(ctx, 'notes', 'create');
  const text = parseInput(labelTitle, title, 'title');
  return ctx.store.transaction(async (tx) => {
    await assertFreeTitle(tx, text, null);
    const owner = await ownerWithinCap(ctx, tx, 'noteLabels');
    return tx.noteLabels.insert({ id: timeOrderedId(), title: text }, { owner });
  });
}

/**
 * Renames a label by `input` (`{ title }`, or the whole label whose id is `id`); NOT_FOUND when
 * there is none, 409 on a taken title. `name` prefixes every problem (`label.title`) when the
 * input sits under that key of a body.
 */
export async function updateNoteLabel(
  ctx: Context,
  id: unknown,
  input: unknown,
  name?: string,
): Promise<NoteLabelRecord> {
  authorize(ctx, 'notes', 'update');
  const labelId = parseInput(idSchema, id, name ? `${name}.id` : 'id');
  const { change } = name
    ? parseNamed(updateLabelSchema, input, name)
    : parseInput(updateLabelSchema, input);
  const text = change.title;
  // The id sent back inside the label is the one that names it: nothing to compare.
  return ctx.store.transaction(async (tx) => {
    if (!(await tx.noteLabels.get(labelId))) throw notFound();
    await assertFreeTitle(tx, text, labelId);
    return (await tx.noteLabels.update(labelId, { title: text })) as NoteLabelRecord;
  });
}

/** Removes a label and takes it off every note that carried it; NOT_FOUND when there is none. */
export async function deleteNoteLabel(ctx: Context, id: unknown): Promise<NoteLabelRecord> {
  authorize(ctx, 'notes', 'delete');
  const labelId = parseInput(idSchema, id, 'id');
  return ctx.store.transaction(async (tx) => {
    const removed = await tx.noteLabels.get(labelId);
    if (!removed) throw notFound();
    await tx.noteLabels.remove(labelId);
    for (const note of await tx.notes.list({ where: { labels: labelId } })) {
      await tx.notes.update(note.id, { labels: note.labels.filter((label) => label !== labelId) });
    }
    return removed;
  });
}

async function assertFreeTitle(tx: Transaction, title: string, self: string | null): Promise<void> {
  if (await tx.noteLabels.findOne({ title: { sameText: title }, id: { ne: self } })) {
    throw new ConflictError('Another label has this title', { title: 'Already in use' });
  }
}

const notFound = () => new NotFoundError('Label not found');

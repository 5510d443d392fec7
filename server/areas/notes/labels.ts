import { randomUUID } from 'node:crypto';
import { authorize } from '../../auth/authorize';
import type { Context } from '../../context';
import { ConflictError, NotFoundError } from '../../errors';
import { removeTag } from '../../template/tags';
import { idSchema, parseInput } from '../../validation';
import { labelTitle } from './input';
import type { NoteLabelRecord } from './model';

/** Every note label, in the order they were added (the seed's: Family, Work, Tasks …). */
export async function listNoteLabels(ctx: Context): Promise<NoteLabelRecord[]> {
  authorize(ctx, 'notes', 'read');
  return ctx.store.noteLabels.list();
}

/** Adds a label; 409 when another has the same title ignoring case. */
export async function createNoteLabel(ctx: Context, title: unknown): Promise<NoteLabelRecord> {
  authorize(ctx, 'notes', 'create');
  const text = parseInput(labelTitle, title, 'title');
  return ctx.store.transaction((data) => {
    assertFreeTitle(data.noteLabels, text, null);
    const label = { id: randomUUID(), title: text };
    data.noteLabels.push(label);
    return label;
  });
}

/** Renames a label; NOT_FOUND when there is none, 409 on a taken title. */
export async function updateNoteLabel(
  ctx: Context,
  id: unknown,
  title: unknown,
  root = '',
): Promise<NoteLabelRecord> {
  authorize(ctx, 'notes', 'update');
  const labelId = parseInput(idSchema, id, `${root}id`);
  const text = parseInput(labelTitle, title, `${root}title`);
  return ctx.store.transaction((data) => {
    const label = data.noteLabels.find((item) => item.id === labelId);
    if (!label) throw notFound();
    assertFreeTitle(data.noteLabels, text, labelId);
    label.title = text;
    return label;
  });
}

/** Removes a label and takes it off every note that carried it; NOT_FOUND when there is none. */
export async function deleteNoteLabel(ctx: Context, id: unknown): Promise<NoteLabelRecord> {
  authorize(ctx, 'notes', 'delete');
  const labelId = parseInput(idSchema, id, 'id');
  return ctx.store.transaction((data) =>
    removeTag(data.noteLabels, labelId, data.notes, 'labels', notFound),
  );
}

function assertFreeTitle(labels: NoteLabelRecord[], title: string, self: string | null): void {
  const wanted = title.toLocaleLowerCase('es');
  if (labels.some((label) => label.id !== self && label.title.toLocaleLowerCase('es') === wanted)) {
    throw new ConflictError('Another label has this title', { title: 'Already in use' });
  }
}

const notFound = () => new NotFoundError('Label not found');

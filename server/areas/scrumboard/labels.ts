import { randomUUID } from 'node:crypto';
import { authorize } from '../../auth/authorize';
import { type Context, nowIso } from '../../context';
import { ConflictError, NotFoundError } from '../../errors';
import { removeTag } from '../../template/tags';
import { idSchema, parseInput } from '../../validation';
import { boardNotFound } from './boards';
import { touch } from './edits';
import { createLabelSchema, updateLabelSchema } from './input';
import type { BoardLabelRecord } from './model';
import type { BoardData } from './view';

/** Adds a label to a board; 409 when the board has one with the same title ignoring case. */
export async function createBoardLabel(
  ctx: Context,
  input: unknown,
  root = 'input',
): Promise<BoardLabelRecord> {
  authorize(ctx, 'scrumboard', 'create');
  const fields = parseInput(createLabelSchema, input, root);
  const now = nowIso(ctx);
  return ctx.store.transaction((data) => {
    if (!data.boards.some((board) => board.id === fields.boardId)) throw boardNotFound();
    assertFreeTitle(data, fields.boardId, fields.title, null);
    const label = { id: randomUUID(), boardId: fields.boardId, title: fields.title };
    data.boardLabels.push(label);
    touch(data, label.boardId, now);
    return label;
  });
}

/** Renames a label; NOT_FOUND when there is none. */
export async function updateBoardLabel(
  ctx: Context,
  id: unknown,
  input: unknown,
  root = 'input',
): Promise<BoardLabelRecord> {
  authorize(ctx, 'scrumboard', 'update');
  const change = parseInput(updateLabelSchema, input, root);
  const labelId = parseInput(idSchema, id, root === 'input' ? 'id' : `${root}.id`);
  const now = nowIso(ctx);
  return ctx.store.transaction((data) => {
    const label = data.boardLabels.find((item) => item.id === labelId);
    if (!label) throw labelNotFound();
    if (change.title !== undefined) {
      assertFreeTitle(data, label.boardId, change.title, label.id);
      label.title = change.title;
    }
    touch(data, label.boardId, now);
    return label;
  });
}

/** Removes a label and takes it off every card that carried it; NOT_FOUND when there is none. */
export async function deleteBoardLabel(ctx: Context, id: unknown): Promise<BoardLabelRecord> {
  authorize(ctx, 'scrumboard', 'delete');
  const labelId = parseInput(idSchema, id, 'id');
  const now = nowIso(ctx);
  return ctx.store.transaction((data) => {
    const removed = removeTag(data.boardLabels, labelId, data.boardCards, 'labels', labelNotFound);
    touch(data, removed.boardId, now);
    return removed;
  });
}

function assertFreeTitle(
  data: BoardData,
  boardId: string,
  title: string,
  self: string | null,
): void {
  const wanted = title.toLocaleLowerCase('es');
  const taken = data.boardLabels.some(
    (label) =>
      label.boardId === boardId &&
      label.id !== self &&
      label.title.toLocaleLowerCase('es') === wanted,
  );
  if (taken)
    throw new ConflictError('The board has a label with this title', { title: 'Already in use' });
}

const labelNotFound = () => new NotFoundError('Label not found');

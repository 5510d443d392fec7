import { type Context, nowIso } from '../../context';
import { ConflictError, NotFoundError } from '../../errors';
import { authorize } from '../../security/authorize';
import { ownerWithinCap } from '../../security/record-caps';
import { timeOrderedId } from '../../store/ids';
import type { Transaction } from '../../store/types';
import { assertKept, idSchema, parseInput } from '../../validation';
import { boardNotFound } from './boards';
import { touch } from './edits';
import { createLabelSchema, updateLabelSchema } from './input';
import type { BoardLabelRecord } from './model';

/**
 * Adds a label to a board; 409 when the board has one with the same title ignoring case, or
 * LIMIT_REACHED when the user created as many labels as one account may.
 */
export async function createBoardLabel(
  ctx: Context,
  input: unknown,
  root = 'input',
): Promise<BoardLabelRecord> {
  authorize(ctx, 'scrumboard', 'create');
  const fields = parseInput(createLabelSchema, input, root);
  const now = nowIso(ctx);
  return ctx.store.transaction(async (tx) => {
    if (!(await tx.boards.get(fields.boardId))) throw boardNotFound();
    await assertFreeTitle(tx, fields.boardId, fields.title, null);
    const owner = await ownerWithinCap(ctx, tx, 'boardLabels');
    const label = await tx.boardLabels.insert(
      { id: timeOrderedId(), boardId: fields.boardId, title: fields.title },
      { owner },
    );
    await touch(tx, label.boardId, now);
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
  const { change, sentBack } = parseInput(updateLabelSchema, input, root);
  const labelId = parseInput(idSchema, id, root === 'input' ? 'id' : `${root}.id`);
  const now = nowIso(ctx);
  return ctx.store.transaction(async (tx) => {
    const label = await tx.boardLabels.get(labelId);
    if (!label) throw labelNotFound();
    assertKept(sentBack, label, { ...label, ...change }, root);
    if (change.title !== undefined) {
      await assertFreeTitle(tx, label.boardId, change.title, label.id);
    }
    await touch(tx, label.boardId, now);
    return (await tx.boardLabels.update(labelId, change)) as BoardLabelRecord;
  });
}

/** Removes a label and takes it off every card that carried it; NOT_FOUND when there is none. */
export async function deleteBoardLabel(ctx: Context, id: unknown): Promise<BoardLabelRecord> {
  authorize(ctx, 'scrumboard', 'delete');
  const labelId = parseInput(idSchema, id, 'id');
  const now = nowIso(ctx);
  return ctx.store.transaction(async (tx) => {
    const removed = await tx.boardLabels.get(labelId);
    if (!removed) throw labelNotFound();
    await tx.boardLabels.remove(labelId);
    for (const card of await tx.boardCards.list({ where: { labels: labelId } })) {
      await tx.boardCards.update(card.id, {
        labels: card.labels.filter((label) => label !== labelId),
      });
    }
    await touch(tx, removed.boardId, now);
    return removed;
  });
}

async function assertFreeTitle(
  tx: Transaction,
  boardId: string,
  title: string,
  self: string | null,
): Promise<void> {
  const taken = await tx.boardLabels.findOne({
    boardId,
    title: { sameText: title },
    id: { ne: self },
  });
  if (taken)
    throw new ConflictError('The board has a label with this title', { title: 'Already in use' });
}

const labelNotFound = () => new NotFoundError('Label not found');

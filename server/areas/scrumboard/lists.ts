import type { z } from 'zod';
import { type Context, nowIso } from '../../context';
import { type FieldErrors, NotFoundError } from '../../errors';
import { authorize } from '../../security/authorize';
import { ownerWithinCap } from '../../security/record-caps';
import { timeOrderedId } from '../../store/ids';
import { idSchema, parseInput, parseNamed } from '../../validation';
import { boardNotFound } from './boards';
import { nextPosition, refuseIf, touch } from './edits';
import { createListSchema, listChangesSchema, updateListSchema } from './input';
import type { BoardListRecord, BoardListView } from './model';
import { listView } from './view';

/**
 * Adds a list to a board, after its last list unless a position is given. 409 LIMIT_REACHED when
 * the user created as many lists as one account may.
 */
export async function createBoardList(
  ctx: Context,
  input: unknown,
  root = 'input',
): Promise<BoardListView> {
  authorize(ctx, 'scrumboard', 'create');
  const fields = parseInput(createListSchema, input, root);
  const now = nowIso(ctx);
  return ctx.store.transaction(async (tx) => {
    if (!(await tx.boards.get(fields.boardId))) throw boardNotFound();
    const owner = await ownerWithinCap(ctx, tx, 'boardLists');
    const list = await tx.boardLists.insert(
      {
        id: timeOrderedId(),
        boardId: fields.boardId,
        title: fields.title,
        position:
          fields.position ?? (await nextPosition(tx.boardLists, { boardId: fields.boardId })),
      },
      { owner },
    );
    await touch(tx, list.boardId, now);
    return listView(tx, list);
  });
}

/** Renames or moves a list; NOT_FOUND when there is none. */
export async function updateBoardList(
  ctx: Context,
  id: unknown,
  input: unknown,
  root = 'input',
): Promise<BoardListView> {
  authorize(ctx, 'scrumboard', 'update');
  const change = parseInput(updateListSchema, input, root);
  const listId = parseInput(idSchema, id, root === 'input' ? 'id' : `${root}.id`);
  const now = nowIso(ctx);
  return ctx.store.transaction(async (tx) => {
    const list = await tx.boardLists.update(listId, change);
    if (!list) throw listNotFound();
    await touch(tx, list.boardId, now);
    return listView(tx, list);
  });
}

/** Removes a list and every card in it; NOT_FOUND when there is none. */
export async function deleteBoardList(ctx: Context, id: unknown): Promise<BoardListRecord> {
  authorize(ctx, 'scrumboard', 'delete');
  const listId = parseInput(idSchema, id, 'id');
  const now = nowIso(ctx);
  return ctx.store.transaction(async (tx) => {
    const removed = await tx.boardLists.get(listId);
    if (!removed) throw listNotFound();
    await tx.boardLists.remove(listId);
    await tx.boardCards.removeWhere({ listId });
    await touch(tx, removed.boardId, now);
    return removed;
  });
}

/** Changes several lists at once: every id must exist, else 400 and nothing changes. */
export async function updateBoardLists(
  ctx: Context,
  input: unknown,
  root = 'lists',
): Promise<BoardListView[]> {
  authorize(ctx, 'scrumboard', 'update');
  const changes: z.output<typeof listChangesSchema> = parseNamed(listChangesSchema, input, root);
  const now = nowIso(ctx);
  return ctx.store.transaction(async (tx) => {
    const problems: FieldErrors = {};
    for (const [index, change] of changes.entries()) {
      if (!(await tx.boardLists.get(change.id))) problems[`${root}.${index}.id`] = 'Unknown list';
    }
    refuseIf(problems);
    const views: BoardListView[] = [];
    for (const { id, ...fields } of changes) {
      const list = (await tx.boardLists.update(id, fields)) as BoardListRecord;
      await touch(tx, list.boardId, now);
      views.push(await listView(tx, list));
    }
    return views;
  });
}

const listNotFound = () => new NotFoundError('List not found');

import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { authorize } from '../../auth/authorize';
import { type Context, nowIso } from '../../context';
import { type FieldErrors, NotFoundError } from '../../errors';
import { idSchema, parseInput, parseNamed } from '../../validation';
import { boardNotFound } from './boards';
import { nextPosition, refuseIf, touch } from './edits';
import { createListSchema, listChangesSchema, updateListSchema } from './input';
import type { BoardListRecord, BoardListView } from './model';
import { listView } from './view';

/** Adds a list to a board, after its last list unless a position is given. */
export async function createBoardList(
  ctx: Context,
  input: unknown,
  root = 'input',
): Promise<BoardListView> {
  authorize(ctx, 'scrumboard', 'create');
  const fields = parseInput(createListSchema, input, root);
  const now = nowIso(ctx);
  return ctx.store.transaction((data) => {
    if (!data.boards.some((board) => board.id === fields.boardId)) throw boardNotFound();
    const list: BoardListRecord = {
      id: randomUUID(),
      boardId: fields.boardId,
      title: fields.title,
      position:
        fields.position ??
        nextPosition(data.boardLists.filter((item) => item.boardId === fields.boardId)),
    };
    data.boardLists.push(list);
    touch(data, list.boardId, now);
    return listView(data, list);
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
  return ctx.store.transaction((data) => {
    const list = data.boardLists.find((item) => item.id === listId);
    if (!list) throw listNotFound();
    Object.assign(list, change);
    touch(data, list.boardId, now);
    return listView(data, list);
  });
}

/** Removes a list and every card in it; NOT_FOUND when there is none. */
export async function deleteBoardList(ctx: Context, id: unknown): Promise<BoardListRecord> {
  authorize(ctx, 'scrumboard', 'delete');
  const listId = parseInput(idSchema, id, 'id');
  const now = nowIso(ctx);
  return ctx.store.transaction((data) => {
    const index = data.boardLists.findIndex((item) => item.id === listId);
    const [removed] = index === -1 ? [] : data.boardLists.splice(index, 1);
    if (!removed) throw listNotFound();
    const kept = data.boardCards.filter((card) => card.listId !== listId);
    data.boardCards.splice(0, data.boardCards.length, ...kept);
    touch(data, removed.boardId, now);
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
  return ctx.store.transaction((data) => {
    const problems: FieldErrors = {};
    const lists = changes.map((change, index) => {
      const list = data.boardLists.find((item) => item.id === change.id);
      if (!list) problems[`${root}.${index}.id`] = 'Unknown list';
      return list;
    });
    refuseIf(problems);
    return changes.map((change, index) => {
      const list = lists[index] as BoardListRecord;
      const { id: _id, ...fields } = change;
      Object.assign(list, fields);
      touch(data, list.boardId, now);
      return listView(data, list);
    });
  });
}

const listNotFound = () => new NotFoundError('List not found');

import type { Context } from '../../context';
import { NotFoundError } from '../../errors';
import { authorize } from '../../security/authorize';
import { idSchema, parseInput } from '../../validation';
import type { BoardLabelRecord, BoardView } from './model';
import { boardView, LABEL_ORDER } from './view';

/** Every board, by title, complete (a demo has a handful). */
export async function listBoards(ctx: Context): Promise<BoardView[]> {
  authorize(ctx, 'scrumboard', 'read');
  const boards = await ctx.store.boards.list({ orderBy: [{ field: 'title' }] });
  return Promise.all(boards.map((board) => boardView(ctx.store, board)));
}

/** One board with its lists, cards, labels and members; NOT_FOUND when there is none. */
export async function getBoard(ctx: Context, id: unknown): Promise<BoardView> {
  authorize(ctx, 'scrumboard', 'read');
  const board = await ctx.store.boards.get(parseInput(idSchema, id, 'id'));
  if (!board) throw boardNotFound();
  return boardView(ctx.store, board);
}

/** The labels of one board; NOT_FOUND when there is no such board. */
export async function listBoardLabels(ctx: Context, boardId: unknown): Promise<BoardLabelRecord[]> {
  authorize(ctx, 'scrumboard', 'read');
  const id = parseInput(idSchema, boardId, 'boardId');
  if (!(await ctx.store.boards.get(id))) throw boardNotFound();
  return ctx.store.boardLabels.list({ where: { boardId: id }, orderBy: LABEL_ORDER });
}

export const boardNotFound = () => new NotFoundError('Board not found');

import { authorize } from '../../auth/authorize';
import type { Context } from '../../context';
import { NotFoundError } from '../../errors';
import { idSchema, parseInput } from '../../validation';
import type { BoardLabelRecord, BoardView } from './model';
import { type BoardData, boardView } from './view';

async function readAll(ctx: Context): Promise<BoardData> {
  const [boards, boardLists, boardCards, boardLabels, boardMembers] = await Promise.all([
    ctx.store.boards.list(),
    ctx.store.boardLists.list(),
    ctx.store.boardCards.list(),
    ctx.store.boardLabels.list(),
    ctx.store.boardMembers.list(),
  ]);
  return { boards, boardLists, boardCards, boardLabels, boardMembers };
}

/** Every board, by title, complete (a demo has a handful). */
export async function listBoards(ctx: Context): Promise<BoardView[]> {
  authorize(ctx, 'scrumboard', 'read');
  const data = await readAll(ctx);
  return data.boards
    .sort((a, b) => a.title.localeCompare(b.title, 'es'))
    .map((board) => boardView(data, board));
}

/** One board with its lists, cards, labels and members; NOT_FOUND when there is none. */
export async function getBoard(ctx: Context, id: unknown): Promise<BoardView> {
  authorize(ctx, 'scrumboard', 'read');
  const boardId = parseInput(idSchema, id, 'id');
  const data = await readAll(ctx);
  const board = data.boards.find((item) => item.id === boardId);
  if (!board) throw boardNotFound();
  return boardView(data, board);
}

/** The labels of one board; NOT_FOUND when there is no such board. */
export async function listBoardLabels(ctx: Context, boardId: unknown): Promise<BoardLabelRecord[]> {
  authorize(ctx, 'scrumboard', 'read');
  const id = parseInput(idSchema, boardId, 'boardId');
  if (!(await ctx.store.boards.get(id))) throw boardNotFound();
  return ctx.store.boardLabels.list((label) => label.boardId === id);
}

export const boardNotFound = () => new NotFoundError('Board not found');

import { BadRequestError, type FieldErrors } from '../../errors';
import { POSITION_STEP } from './model';
import type { BoardData } from './view';

/** Marks a board as changed now. */
export function touch(data: BoardData, boardId: string, now: string): void {
  const board = data.boards.find((item) => item.id === boardId);
  if (board) board.lastActivity = now;
}

/** One step after the last of `items` (the first position when there is none). */
export function nextPosition(items: readonly { position: number }[]): number {
  return items.reduce((last, item) => Math.max(last, item.position), 0) + POSITION_STEP;
}

/** Throws a 400 naming every problem found, before anything changed. */
export function refuseIf(problems: FieldErrors): void {
  if (Object.keys(problems).length > 0) throw new BadRequestError('Invalid input', problems);
}

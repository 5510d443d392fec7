import { BadRequestError, type FieldErrors } from '../../errors';
import type { Where } from '../../store/query';
import type { Reader, Transaction } from '../../store/types';
import { POSITION_STEP } from './model';

/** Marks a board as changed now. */
export async function touch(tx: Transaction, boardId: string, now: string): Promise<void> {
  await tx.boards.update(boardId, { lastActivity: now });
}

/** One step after the last of the matches (the first position when there is none). */
export async function nextPosition<T extends { id: string; position: number }>(
  items: Reader<T>,
  where: Where<T>,
): Promise<number> {
  const last = await items.findOne(where, [{ field: 'position', descending: true }]);
  return (last?.position ?? 0) + POSITION_STEP;
}

/** Throws a 400 naming every problem found, before anything changed. */
export function refuseIf(problems: FieldErrors): void {
  if (Object.keys(problems).length > 0) throw new BadRequestError('Invalid input', problems);
}

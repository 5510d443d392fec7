import { type Context, nowIso } from '../../context';
import { type FieldErrors, NotFoundError } from '../../errors';
import { authorize } from '../../security/authorize';
import { ownerWithinCap } from '../../security/record-caps';
import { timeOrderedId } from '../../store/ids';
import type { Transaction } from '../../store/types';
import { idSchema, parseInput, parseNamed } from '../../validation';
import { boardNotFound } from './boards';
import { nextPosition, refuseIf, touch } from './edits';
import {
  type CardChange,
  cardChangesSchema,
  cardPlacesSchema,
  createCardSchema,
  updateCardSchema,
} from './input';
import { type BoardCardRecord, type BoardCardView, POSITION_STEP } from './model';
import { cardView } from './view';

/**
 * Adds a card to a list of its board, after the list's last card unless a position is given.
 * 409 LIMIT_REACHED when the user created as many cards as one account may.
 */
export async function createBoardCard(
  ctx: Context,
  input: unknown,
  root = 'input',
): Promise<BoardCardView> {
  authorize(ctx, 'scrumboard', 'create');
  const fields = parseInput(createCardSchema, input, root);
  const now = nowIso(ctx);
  return ctx.store.transaction(async (tx) => {
    if (!(await tx.boards.get(fields.boardId))) throw boardNotFound();
    const problems: FieldErrors = {};
    const patch = await checkedChange(tx, fields.boardId, fields, '', problems);
    refuseIf(problems);
    const owner = await ownerWithinCap(ctx, tx, 'boardCards');
    const card = await tx.boardCards.insert(
      {
        id: timeOrderedId(),
        boardId: fields.boardId,
        listId: fields.listId,
        title: fields.title,
        description: null,
        labels: [],
        dueDate: null,
        position: await nextPosition(tx.boardCards, { listId: fields.listId }),
        ...patch,
      },
      { owner },
    );
    await touch(tx, card.boardId, now);
    return cardView(tx, card);
  });
}

/** Changes the given fields of a card; NOT_FOUND when there is none. */
export async function updateBoardCard(
  ctx: Context,
  id: unknown,
  input: unknown,
  root = 'input',
): Promise<BoardCardView> {
  authorize(ctx, 'scrumboard', 'update');
  const cardId = parseInput(idSchema, id, 'id');
  const change = parseInput(updateCardSchema, input, root);
  const now = nowIso(ctx);
  return ctx.store.transaction(async (tx) => {
    const card = await tx.boardCards.get(cardId);
    if (!card) throw cardNotFound();
    const problems: FieldErrors = {};
    const patch = await checkedChange(tx, card.boardId, change, '', problems);
    refuseIf(problems);
    return changeCard(tx, card, patch, now);
  });
}

/** Removes a card; NOT_FOUND when there is none. */
export async function deleteBoardCard(ctx: Context, id: unknown): Promise<BoardCardRecord> {
  authorize(ctx, 'scrumboard', 'delete');
  const cardId = parseInput(idSchema, id, 'id');
  const now = nowIso(ctx);
  return ctx.store.transaction(async (tx) => {
    const removed = await tx.boardCards.get(cardId);
    if (!removed) throw cardNotFound();
    await tx.boardCards.remove(cardId);
    await touch(tx, removed.boardId, now);
    return removed;
  });
}

/** Changes several cards at once: all are checked first, then all change, or none. */
export async function updateBoardCards(
  ctx: Context,
  input: unknown,
  root = 'cards',
): Promise<BoardCardView[]> {
  authorize(ctx, 'scrumboard', 'update');
  const changes = parseNamed(cardChangesSchema, input, root);
  const now = nowIso(ctx);
  return ctx.store.transaction(async (tx) => {
    const problems: FieldErrors = {};
    const planned: { card: BoardCardRecord; patch: Partial<BoardCardRecord> }[] = [];
    for (const [index, { id, ...change }] of changes.entries()) {
      const card = await tx.boardCards.get(id);
      if (!card) problems[`${root}.${index}.id`] = 'Unknown card';
      else {
        const prefix = `${root}.${index}.`;
        planned.push({
          card,
          patch: await checkedChange(tx, card.boardId, change, prefix, problems),
        });
      }
    }
    refuseIf(problems);
    const views: BoardCardView[] = [];
    for (const { card, patch } of planned) views.push(await changeCard(tx, card, patch, now));
    return views;
  });
}

/**
 * Renumbers the given cards by their place in the list sent: (index + 1) × 65536 (spec §9's
 * step). A card given a `listId` moves to that list of its board. Each card once.
 */
export async function reorderBoardCards(
  ctx: Context,
  input: unknown,
  root = 'cards',
): Promise<BoardCardView[]> {
  authorize(ctx, 'scrumboard', 'update');
  const places = parseNamed(cardPlacesSchema, input, root);
  const now = nowIso(ctx);
  return ctx.store.transaction(async (tx) => {
    const problems: FieldErrors = {};
    const seen = new Set<string>();
    const cards: BoardCardRecord[] = [];
    for (const [index, place] of places.entries()) {
      const card = await tx.boardCards.get(place.id);
      if (!card) problems[`${root}.${index}.id`] = 'Unknown card';
      else if (seen.has(place.id)) problems[`${root}.${index}.id`] = 'Listed twice';
      else if (place.listId !== undefined && !(await isListOf(tx, place.listId, card.boardId))) {
        problems[`${root}.${index}.listId`] = 'Not a list of the card’s board';
      }
      seen.add(place.id);
      if (card) cards.push(card);
    }
    refuseIf(problems);
    const views: BoardCardView[] = [];
    for (const [index, card] of cards.entries()) {
      const patch = { position: (index + 1) * POSITION_STEP, listId: places[index]?.listId };
      views.push(await changeCard(tx, card, patch, now));
    }
    return views;
  });
}

/** Writes a checked patch of a card and marks its board as changed; answers the card's view. */
async function changeCard(
  tx: Transaction,
  card: BoardCardRecord,
  patch: Partial<BoardCardRecord>,
  now: string,
): Promise<BoardCardView> {
  const changed = (await tx.boardCards.update(card.id, patch)) as BoardCardRecord;
  await touch(tx, card.boardId, now);
  return cardView(tx, changed);
}

/**
 * The store fields of a checked card change: the list and labels must belong to `boardId`.
 * Problems are added to `problems` under `prefix` (nothing is changed here).
 */
async function checkedChange(
  tx: Transaction,
  boardId: string,
  change: CardChange,
  prefix: string,
  problems: FieldErrors,
): Promise<Partial<BoardCardRecord>> {
  const patch: Partial<BoardCardRecord> = {};
  for (const [key, value] of Object.entries(change)) {
    if (value !== undefined) (patch as Record<string, unknown>)[key] = value;
  }
  if (change.listId !== undefined && !(await isListOf(tx, change.listId, boardId))) {
    problems[`${prefix}listId`] = 'Not a list of this board';
  }
  if (change.labels) {
    const known = await tx.boardLabels.list({ where: { id: { in: change.labels }, boardId } });
    change.labels.forEach((labelId, index) => {
      if (!known.some((label) => label.id === labelId)) {
        problems[`${prefix}labels.${index}`] = 'Not a label of this board';
      }
    });
    patch.labels = [...new Set(change.labels)];
  }
  return patch;
}

async function isListOf(tx: Transaction, listId: string, boardId: string): Promise<boolean> {
  return (await tx.boardLists.count({ id: listId, boardId })) > 0;
}

const cardNotFound = () => new NotFoundError('Card not found');

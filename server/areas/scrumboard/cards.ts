import { randomUUID } from 'node:crypto';
import { authorize } from '../../auth/authorize';
import { type Context, nowIso } from '../../context';
import { type FieldErrors, NotFoundError } from '../../errors';
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
import { type BoardData, cardView } from './view';

/** Adds a card to a list of its board, after the list's last card unless a position is given. */
export async function createBoardCard(
  ctx: Context,
  input: unknown,
  root = 'input',
): Promise<BoardCardView> {
  authorize(ctx, 'scrumboard', 'create');
  const fields = parseInput(createCardSchema, input, root);
  const now = nowIso(ctx);
  return ctx.store.transaction((data) => {
    if (!data.boards.some((board) => board.id === fields.boardId)) throw boardNotFound();
    const problems: FieldErrors = {};
    const patch = checkedChange(data, fields.boardId, fields, '', problems);
    refuseIf(problems);
    const card: BoardCardRecord = {
      id: randomUUID(),
      boardId: fields.boardId,
      listId: fields.listId,
      title: fields.title,
      description: null,
      labels: [],
      dueDate: null,
      position: nextPosition(data.boardCards.filter((item) => item.listId === fields.listId)),
      ...patch,
    };
    data.boardCards.push(card);
    touch(data, card.boardId, now);
    return cardView(data, card);
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
  return ctx.store.transaction((data) => {
    const card = data.boardCards.find((item) => item.id === cardId);
    if (!card) throw cardNotFound();
    const problems: FieldErrors = {};
    const patch = checkedChange(data, card.boardId, change, '', problems);
    refuseIf(problems);
    Object.assign(card, patch);
    touch(data, card.boardId, now);
    return cardView(data, card);
  });
}

/** Removes a card; NOT_FOUND when there is none. */
export async function deleteBoardCard(ctx: Context, id: unknown): Promise<BoardCardRecord> {
  authorize(ctx, 'scrumboard', 'delete');
  const cardId = parseInput(idSchema, id, 'id');
  const now = nowIso(ctx);
  return ctx.store.transaction((data) => {
    const index = data.boardCards.findIndex((item) => item.id === cardId);
    const [removed] = index === -1 ? [] : data.boardCards.splice(index, 1);
    if (!removed) throw cardNotFound();
    touch(data, removed.boardId, now);
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
  return ctx.store.transaction((data) => {
    const problems: FieldErrors = {};
    const planned = changes.map(({ id, ...change }, index) => {
      const card = data.boardCards.find((item) => item.id === id);
      if (!card) {
        problems[`${root}.${index}.id`] = 'Unknown card';
        return null;
      }
      return {
        card,
        patch: checkedChange(data, card.boardId, change, `${root}.${index}.`, problems),
      };
    });
    refuseIf(problems);
    return planned.map((step) => {
      const { card, patch } = step as { card: BoardCardRecord; patch: Partial<BoardCardRecord> };
      Object.assign(card, patch);
      touch(data, card.boardId, now);
      return cardView(data, card);
    });
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
  return ctx.store.transaction((data) => {
    const problems: FieldErrors = {};
    const seen = new Set<string>();
    const cards = places.map((place, index) => {
      const card = data.boardCards.find((item) => item.id === place.id);
      if (!card) problems[`${root}.${index}.id`] = 'Unknown card';
      else if (seen.has(place.id)) problems[`${root}.${index}.id`] = 'Listed twice';
      else if (place.listId !== undefined && !isListOf(data, place.listId, card.boardId)) {
        problems[`${root}.${index}.listId`] = 'Not a list of the card’s board';
      }
      seen.add(place.id);
      return card;
    });
    refuseIf(problems);
    return places.map((place, index) => {
      const card = cards[index] as BoardCardRecord;
      card.position = (index + 1) * POSITION_STEP;
      if (place.listId !== undefined) card.listId = place.listId;
      touch(data, card.boardId, now);
      return cardView(data, card);
    });
  });
}

/**
 * The store fields of a checked card change: the list and labels must belong to `boardId`.
 * Problems are added to `problems` under `prefix` (nothing is changed here).
 */
function checkedChange(
  data: BoardData,
  boardId: string,
  change: CardChange,
  prefix: string,
  problems: FieldErrors,
): Partial<BoardCardRecord> {
  const patch: Partial<BoardCardRecord> = {};
  for (const [key, value] of Object.entries(change)) {
    if (value !== undefined) (patch as Record<string, unknown>)[key] = value;
  }
  if (change.listId !== undefined && !isListOf(data, change.listId, boardId)) {
    problems[`${prefix}listId`] = 'Not a list of this board';
  }
  if (change.labels) {
    change.labels.forEach((labelId, index) => {
      if (!data.boardLabels.some((label) => label.id === labelId && label.boardId === boardId)) {
        problems[`${prefix}labels.${index}`] = 'Not a label of this board';
      }
    });
    patch.labels = [...new Set(change.labels)];
  }
  return patch;
}

function isListOf(data: BoardData, listId: string, boardId: string): boolean {
  return data.boardLists.some((list) => list.id === listId && list.boardId === boardId);
}

const cardNotFound = () => new NotFoundError('Card not found');

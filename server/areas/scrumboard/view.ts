import type { OrderBy } from '../../store/query';
import type { Repositories } from '../../store/types';
import { seedOrder } from '../../template/sorting';
import type {
  BoardCardRecord,
  BoardCardView,
  BoardLabelRecord,
  BoardListRecord,
  BoardListView,
  BoardRecord,
  BoardView,
} from './model';
import { SEEDED_LABEL_IDS } from './seed';

/** The scrumboard's repositories: the store's own, or a transaction's. */
export type BoardRepositories = Pick<
  Repositories,
  'boards' | 'boardLists' | 'boardCards' | 'boardLabels' | 'boardMembers'
>;

export const BY_POSITION: OrderBy<{ position: number }>[] = [{ field: 'position' }];

/** Labels in the order they were added: the seed's first, in its order, then the newer ones. */
export const LABEL_ORDER = seedOrder<BoardLabelRecord>('id', SEEDED_LABEL_IDS, 'last');

/** A card with its labels written out, in the card's order; `labels` holds them. */
function withLabels(card: BoardCardRecord, labels: readonly BoardLabelRecord[]): BoardCardView {
  return {
    ...card,
    labels: card.labels.flatMap((id) => labels.filter((label) => label.id === id)),
  };
}

/** A card with its labels written out. */
export async function cardView(
  db: BoardRepositories,
  card: BoardCardRecord,
): Promise<BoardCardView> {
  return withLabels(card, await db.boardLabels.list({ where: { id: { in: card.labels } } }));
}

/** A list with its cards by position. */
export async function listView(
  db: BoardRepositories,
  list: BoardListRecord,
): Promise<BoardListView> {
  const [cards, labels] = await Promise.all([
    db.boardCards.list({ where: { listId: list.id }, orderBy: BY_POSITION }),
    db.boardLabels.list({ where: { boardId: list.boardId } }),
  ]);
  return { ...list, cards: cards.map((card) => withLabels(card, labels)) };
}

/** A board with members, lists (with cards) by position and labels. */
export async function boardView(db: BoardRepositories, board: BoardRecord): Promise<BoardView> {
  const [members, lists, cards, labels] = await Promise.all([
    db.boardMembers.list({ where: { id: { in: board.members } } }),
    db.boardLists.list({ where: { boardId: board.id }, orderBy: BY_POSITION }),
    db.boardCards.list({ where: { boardId: board.id }, orderBy: BY_POSITION }),
    db.boardLabels.list({ where: { boardId: board.id }, orderBy: LABEL_ORDER }),
  ]);
  return {
    ...board,
    members: board.members.flatMap((id) => members.filter((member) => member.id === id)),
    lists: lists.map((list) => ({
      ...list,
      cards: cards
        .filter((card) => card.listId === list.id)
        .map((card) => withLabels(card, labels)),
    })),
    labels,
  };
}

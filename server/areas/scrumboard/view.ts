import type { Collections } from '../../store/types';
import type {
  BoardCardRecord,
  BoardCardView,
  BoardListRecord,
  BoardListView,
  BoardRecord,
  BoardView,
} from './model';

/** The scrumboard's collections, from a read or from a transaction's live data. */
export interface BoardData {
  boards: Collections['boards'][];
  boardLists: Collections['boardLists'][];
  boardCards: Collections['boardCards'][];
  boardLabels: Collections['boardLabels'][];
  boardMembers: Collections['boardMembers'][];
}

const byPosition = <T extends { position: number; id: string }>(items: T[]) =>
  [...items].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));

/** A card with its labels written out (copies, never the live items). */
export function cardView(data: BoardData, card: BoardCardRecord): BoardCardView {
  const labels = card.labels.flatMap((labelId) => {
    const label = data.boardLabels.find((item) => item.id === labelId);
    return label ? [{ ...label }] : [];
  });
  return { ...card, labels };
}

/** A list with its cards by position. */
export function listView(data: BoardData, list: BoardListRecord): BoardListView {
  const cards = byPosition(data.boardCards.filter((card) => card.listId === list.id));
  return { ...list, cards: cards.map((card) => cardView(data, card)) };
}

/** A board with members, lists (with cards) by position and labels. */
export function boardView(data: BoardData, board: BoardRecord): BoardView {
  const lists = byPosition(data.boardLists.filter((list) => list.boardId === board.id));
  return {
    ...board,
    members: board.members.flatMap((memberId) => {
      const member = data.boardMembers.find((item) => item.id === memberId);
      return member ? [{ ...member }] : [];
    }),
    lists: lists.map((list) => listView(data, list)),
    labels: data.boardLabels
      .filter((label) => label.boardId === board.id)
      .map((label) => ({ ...label })),
  };
}

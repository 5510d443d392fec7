/** Template demo (not product): the scrumboard area, shared by all staff. */

/** Positions grow by this step, so an item can go between two others without renumbering. */
export const POSITION_STEP = 65536;

export interface BoardRecord {
  id: string;
  title: string;
  description: string | null;
  /** An icon name such as `heroicons_outline:map`. */
  icon: string | null;
  /** Moves forward on every change to the board's lists, cards or labels. */
  lastActivity: string;
  /** Ids of board members. */
  members: string[];
}

export interface BoardListRecord {
  id: string;
  boardId: string;
  position: number;
  title: string;
}

export interface BoardCardRecord {
  id: string;
  boardId: string;
  listId: string;
  position: number;
  title: string;
  description: string | null;
  /** Ids of labels of the same board. */
  labels: string[];
  dueDate: string | null;
}

export interface BoardLabelRecord {
  id: string;
  boardId: string;
  title: string;
}

export interface BoardMemberRecord {
  id: string;
  name: string;
  avatar: string | null;
}

/** A card as both transports answer it: its labels written out. */
export type BoardCardView = Omit<BoardCardRecord, 'labels'> & { labels: BoardLabelRecord[] };

/** A list with its cards, by position. */
export type BoardListView = BoardListRecord & { cards: BoardCardView[] };

/** A board with its members, lists (with cards) and labels. */
export type BoardView = Omit<BoardRecord, 'members'> & {
  members: BoardMemberRecord[];
  lists: BoardListView[];
  labels: BoardLabelRecord[];
};

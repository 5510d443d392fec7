import { defineCollection, seedTogether } from '../../store/collection';
import type {
  BoardCardRecord,
  BoardLabelRecord,
  BoardListRecord,
  BoardMemberRecord,
  BoardRecord,
} from './model';
import { seedScrumboard } from './seed';

declare module '../../store/types' {
  interface Collections {
    boards: BoardRecord;
    boardLists: BoardListRecord;
    boardCards: BoardCardRecord;
    boardLabels: BoardLabelRecord;
    boardMembers: BoardMemberRecord;
  }
}

const seedBoards = seedTogether(seedScrumboard);

export const boardsCollection = defineCollection('boards', {
  seed: (now) => seedBoards(now).boards,
});

export const boardListsCollection = defineCollection('boardLists', {
  seed: (now) => seedBoards(now).boardLists,
});

export const boardCardsCollection = defineCollection('boardCards', {
  seed: (now) => seedBoards(now).boardCards,
});

export const boardLabelsCollection = defineCollection('boardLabels', {
  seed: (now) => seedBoards(now).boardLabels,
});

export const boardMembersCollection = defineCollection('boardMembers', {
  seed: (now) => seedBoards(now).boardMembers,
});

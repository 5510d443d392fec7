import type { Resolvers } from '../../../generated/graphql';
import { getBoard, listBoardLabels, listBoards } from './boards';
import {
  createBoardCard,
  deleteBoardCard,
  reorderBoardCards,
  updateBoardCard,
  updateBoardCards,
} from './cards';
import { createBoardLabel, deleteBoardLabel, updateBoardLabel } from './labels';
import { createBoardList, deleteBoardList, updateBoardList, updateBoardLists } from './lists';

export const scrumboardResolvers: Resolvers = {
  Query: {
    boards: (_parent, _args, ctx) => listBoards(ctx),
    board: (_parent, { id }, ctx) => getBoard(ctx, id),
    boardLabels: (_parent, { boardId }, ctx) => listBoardLabels(ctx, boardId),
  },
  Mutation: {
    createBoardList: (_parent, { input }, ctx) => createBoardList(ctx, input),
    updateBoardList: (_parent, { id, input }, ctx) => updateBoardList(ctx, id, input),
    deleteBoardList: async (_parent, { id }, ctx) => Boolean(await deleteBoardList(ctx, id)),
    updateBoardLists: (_parent, { lists }, ctx) => updateBoardLists(ctx, lists),
    createBoardCard: (_parent, { input }, ctx) => createBoardCard(ctx, input),
    updateBoardCard: (_parent, { id, input }, ctx) => updateBoardCard(ctx, id, input),
    deleteBoardCard: async (_parent, { id }, ctx) => Boolean(await deleteBoardCard(ctx, id)),
    updateBoardCards: (_parent, { cards }, ctx) => updateBoardCards(ctx, cards),
    reorderBoardCards: (_parent, { cards }, ctx) => reorderBoardCards(ctx, cards),
    createBoardLabel: (_parent, { input }, ctx) => createBoardLabel(ctx, input),
    updateBoardLabel: (_parent, { id, input }, ctx) => updateBoardLabel(ctx, id, input),
    deleteBoardLabel: async (_parent, { id }, ctx) => Boolean(await deleteBoardLabel(ctx, id)),
  },
};

import { bodyField, nestedField } from '../../http/body';
import { gql, type RouteGroup } from '../../http/route-table';
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

const BASE = '/apps/scrumboard';

/**
 * The template's scrumboard paths under /api/apps/scrumboard: GET `boards` (with members),
 * GET `board?id` (with lists, cards, labels, members); `board/list` POST `{list}`, PATCH
 * `{list}` (with its id, or `{id, list}`), DELETE `?id` (its cards go too); PATCH `board/lists
 * {lists}`; `board/card` PUT `{card}`, PATCH `{id, card}`, DELETE `?id`; PATCH `board/cards
 * {cards}`; PATCH `board/card/positions {cards}` (positions (index + 1) × 65536); GET
 * `board/labels?boardId`; `board/label` PUT `{label}`, PATCH `{id, label}` (or the id inside),
 * DELETE `?id`. Deletes answer true; unknown ids 404.
 */
export const scrumboardRoutes: RouteGroup = {
  title: 'Scrumboard',
  demo: true,
  routes: [
    {
      method: 'GET',
      path: `${BASE}/boards`,
      summary: 'The boards, with their members.',
      auth: ['scrumboard', 'read'],
      response: gql('[Board]', 'without `lists` and `labels`'),
      graphql: 'Query.boards',
      handler: async (req, res) => {
        const boards = await listBoards(req.ctx);
        res.json(boards.map(({ lists: _lists, labels: _labels, ...board }) => board));
      },
    },
    {
      method: 'GET',
      path: `${BASE}/board`,
      summary: 'One board with its lists, cards, labels and members.',
      auth: ['scrumboard', 'read'],
      query: '`id`',
      graphql: 'Query.board',
      handler: async (req, res) => {
        res.json(await getBoard(req.ctx, req.query.id));
      },
    },
    {
      method: 'POST',
      path: `${BASE}/board/list`,
      summary: 'Adds a list.',
      auth: ['scrumboard', 'create'],
      body: gql('CreateBoardListInput', 'as `{ list }`'),
      graphql: 'Mutation.createBoardList',
      handler: async (req, res) => {
        res.json(await createBoardList(req.ctx, bodyField(req, 'list'), 'list'));
      },
    },
    {
      method: 'PATCH',
      path: `${BASE}/board/list`,
      summary: 'Changes a list.',
      auth: ['scrumboard', 'update'],
      body: gql('UpdateBoardListInput', 'as `{ list }` with its id, or `{ id, list }`'),
      graphql: 'Mutation.updateBoardList',
      handler: async (req, res) => {
        const list = bodyField(req, 'list');
        res.json(
          await updateBoardList(
            req.ctx,
            bodyField(req, 'id') ?? nestedField(list, 'id'),
            list,
            'list',
          ),
        );
      },
    },
    {
      method: 'DELETE',
      path: `${BASE}/board/list`,
      summary: 'Removes a list and its cards.',
      auth: ['scrumboard', 'delete'],
      query: '`id`',
      response: '`true`',
      graphql: 'Mutation.deleteBoardList',
      handler: async (req, res) => {
        await deleteBoardList(req.ctx, req.query.id);
        res.json(true);
      },
    },
    {
      method: 'PATCH',
      path: `${BASE}/board/lists`,
      summary: 'Changes several lists at once (order).',
      auth: ['scrumboard', 'update'],
      body: gql('[BoardListChangeInput]', 'as `{ lists }`'),
      graphql: 'Mutation.updateBoardLists',
      handler: async (req, res) => {
        res.json(await updateBoardLists(req.ctx, bodyField(req, 'lists')));
      },
    },
    {
      method: 'PUT',
      path: `${BASE}/board/card`,
      summary: 'Adds a card.',
      auth: ['scrumboard', 'create'],
      body: gql('CreateBoardCardInput', 'as `{ card }`'),
      graphql: 'Mutation.createBoardCard',
      handler: async (req, res) => {
        res.json(await createBoardCard(req.ctx, bodyField(req, 'card'), 'card'));
      },
    },
    {
      method: 'PATCH',
      path: `${BASE}/board/card`,
      summary: 'Changes a card.',
      auth: ['scrumboard', 'update'],
      body: gql('UpdateBoardCardInput', 'as `{ id, card }`'),
      graphql: 'Mutation.updateBoardCard',
      handler: async (req, res) => {
        res.json(
          await updateBoardCard(req.ctx, bodyField(req, 'id'), bodyField(req, 'card'), 'card'),
        );
      },
    },
    {
      method: 'DELETE',
      path: `${BASE}/board/card`,
      summary: 'Removes a card.',
      auth: ['scrumboard', 'delete'],
      query: '`id`',
      response: '`true`',
      graphql: 'Mutation.deleteBoardCard',
      handler: async (req, res) => {
        await deleteBoardCard(req.ctx, req.query.id);
        res.json(true);
      },
    },
    {
      method: 'PATCH',
      path: `${BASE}/board/cards`,
      summary: 'Changes several cards at once.',
      auth: ['scrumboard', 'update'],
      body: gql('[BoardCardChangeInput]', 'as `{ cards }`'),
      graphql: 'Mutation.updateBoardCards',
      handler: async (req, res) => {
        res.json(await updateBoardCards(req.ctx, bodyField(req, 'cards')));
      },
    },
    {
      method: 'PATCH',
      path: `${BASE}/board/card/positions`,
      summary: 'Places cards in lists; positions become (index + 1) \u00d7 65536.',
      auth: ['scrumboard', 'update'],
      body: gql('[BoardCardPlaceInput]', 'as `{ cards }`'),
      graphql: 'Mutation.reorderBoardCards',
      handler: async (req, res) => {
        res.json(await reorderBoardCards(req.ctx, bodyField(req, 'cards')));
      },
    },
    {
      method: 'GET',
      path: `${BASE}/board/labels`,
      summary: "A board's labels.",
      auth: ['scrumboard', 'read'],
      query: '`boardId`',
      graphql: 'Query.boardLabels',
      handler: async (req, res) => {
        res.json(await listBoardLabels(req.ctx, req.query.boardId));
      },
    },
    {
      method: 'PUT',
      path: `${BASE}/board/label`,
      summary: 'Adds a label.',
      auth: ['scrumboard', 'create'],
      body: gql('CreateBoardLabelInput', 'as `{ label }`'),
      graphql: 'Mutation.createBoardLabel',
      handler: async (req, res) => {
        res.json(await createBoardLabel(req.ctx, bodyField(req, 'label'), 'label'));
      },
    },
    {
      method: 'PATCH',
      path: `${BASE}/board/label`,
      summary: 'Changes a label.',
      auth: ['scrumboard', 'update'],
      body: gql(
        'UpdateBoardLabelInput',
        'as `{ id, label }` (or the id inside); the label may come back whole, its `id` and `boardId` unchanged',
      ),
      graphql: 'Mutation.updateBoardLabel',
      handler: async (req, res) => {
        const label = bodyField(req, 'label');
        res.json(
          await updateBoardLabel(
            req.ctx,
            bodyField(req, 'id') ?? nestedField(label, 'id'),
            label,
            'label',
          ),
        );
      },
    },
    {
      method: 'DELETE',
      path: `${BASE}/board/label`,
      summary: 'Removes a label.',
      auth: ['scrumboard', 'delete'],
      query: '`id`',
      response: '`true`',
      graphql: 'Mutation.deleteBoardLabel',
      handler: async (req, res) => {
        await deleteBoardLabel(req.ctx, req.query.id);
        res.json(true);
      },
    },
  ],
};

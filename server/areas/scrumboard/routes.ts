import { Router } from 'express';
import { bodyField, nestedField } from '../../http/body';
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
export function scrumboardRoutes(): Router {
  const router = Router();
  router.get(`${BASE}/boards`, async (req, res) => {
    const boards = await listBoards(req.ctx);
    res.json(boards.map(({ lists: _lists, labels: _labels, ...board }) => board));
  });
  router.get(`${BASE}/board`, async (req, res) => {
    res.json(await getBoard(req.ctx, req.query.id));
  });
  router.post(`${BASE}/board/list`, async (req, res) => {
    res.json(await createBoardList(req.ctx, bodyField(req, 'list'), 'list'));
  });
  router.patch(`${BASE}/board/list`, async (req, res) => {
    const list = bodyField(req, 'list');
    res.json(
      await updateBoardList(req.ctx, bodyField(req, 'id') ?? nestedField(list, 'id'), list, 'list'),
    );
  });
  router.delete(`${BASE}/board/list`, async (req, res) => {
    await deleteBoardList(req.ctx, req.query.id);
    res.json(true);
  });
  router.patch(`${BASE}/board/lists`, async (req, res) => {
    res.json(await updateBoardLists(req.ctx, bodyField(req, 'lists')));
  });
  router.put(`${BASE}/board/card`, async (req, res) => {
    res.json(await createBoardCard(req.ctx, bodyField(req, 'card'), 'card'));
  });
  router.patch(`${BASE}/board/card`, async (req, res) => {
    res.json(await updateBoardCard(req.ctx, bodyField(req, 'id'), bodyField(req, 'card'), 'card'));
  });
  router.delete(`${BASE}/board/card`, async (req, res) => {
    await deleteBoardCard(req.ctx, req.query.id);
    res.json(true);
  });
  router.patch(`${BASE}/board/cards`, async (req, res) => {
    res.json(await updateBoardCards(req.ctx, bodyField(req, 'cards')));
  });
  router.patch(`${BASE}/board/card/positions`, async (req, res) => {
    res.json(await reorderBoardCards(req.ctx, bodyField(req, 'cards')));
  });
  router.get(`${BASE}/board/labels`, async (req, res) => {
    res.json(await listBoardLabels(req.ctx, req.query.boardId));
  });
  router.put(`${BASE}/board/label`, async (req, res) => {
    res.json(await createBoardLabel(req.ctx, bodyField(req, 'label'), 'label'));
  });
  router.patch(`${BASE}/board/label`, async (req, res) => {
    const label = bodyField(req, 'label');
    res.json(
      await updateBoardLabel(
        req.ctx,
        bodyField(req, 'id') ?? nestedField(label, 'id'),
        label,
        'label',
      ),
    );
  });
  router.delete(`${BASE}/board/label`, async (req, res) => {
    await deleteBoardLabel(req.ctx, req.query.id);
    res.json(true);
  });
  return router;
}

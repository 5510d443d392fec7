import { beforeEach, describe, expect, it } from 'vitest';
import { POSITION_STEP } from '../../../../server/areas/scrumboard/model';
import { seedScrumboard } from '../../../../server/areas/scrumboard/seed';
import type { TestApp } from '../../../support/app';
import { appWithStaff, type StaffClient, snapshot } from '../../../support/apps';

const CARD = 'id boardId listId position title description labels { id boardId title } dueDate';
const LIST = `id boardId position title cards { ${CARD} }`;
const BOARD = `id title description icon lastActivity members { id name avatar } lists { ${LIST} } labels { id boardId title }`;
const SCRUMBOARD = ['boards', 'boardLists', 'boardCards', 'boardLabels'] as const;

let app: TestApp;
let client: StaffClient;
beforeEach(async () => {
  ({ app, client } = await appWithStaff('POLICIA'));
});

describe('the seeded scrumboard', () => {
  it('is the same on every seed: boards with lists, cards in them, labels and members of the board', () => {
    const now = new Date('2026-11-22T15:00:00.000Z');
    const seed = seedScrumboard(now);
    expect(seed).toEqual(seedScrumboard(now));
    expect(seed.boards.length).toBeGreaterThanOrEqual(3);
    expect(seed.boardCards.length).toBeGreaterThanOrEqual(30);
    for (const card of seed.boardCards) {
      const list = seed.boardLists.find((item) => item.id === card.listId);
      expect(list?.boardId).toBe(card.boardId);
      for (const label of card.labels) {
        expect(seed.boardLabels.find((item) => item.id === label)?.boardId).toBe(card.boardId);
      }
      expect(card.position % POSITION_STEP).toBe(0);
    }
    const members = new Set(seed.boardMembers.map((member) => member.id));
    for (const board of seed.boards)
      for (const member of board.members) expect(members).toContain(member);
  });
});

describe('boards', () => {
  it('GET boards lists boards with members; Query.boards adds lists and labels', async () => {
    const rest = await client.get('/api/apps/scrumboard/boards');
    expect(rest.status).toBe(200);
    expect(rest.body.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(rest.body[0]).sort()).toEqual([
      'description',
      'icon',
      'id',
      'lastActivity',
      'members',
      'title',
    ]);
    expect(rest.body[0].members[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      avatar: null,
    });
    const { boards } = await client.data(`{ boards { ${BOARD} } }`);
    expect(
      (boards as Record<string, unknown>[]).map(({ lists: _l, labels: _b, ...board }) => board),
    ).toEqual(rest.body);
  });

  it('GET board?id and Query.board answer lists by position with their cards, labels, members', async () => {
    const rest = await client.get('/api/apps/scrumboard/board?id=board-1');
    expect(rest.status).toBe(200);
    const positions = rest.body.lists.map((list: { position: number }) => list.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const list of rest.body.lists) {
      const cardPositions = list.cards.map((card: { position: number }) => card.position);
      expect(cardPositions).toEqual([...cardPositions].sort((a, b) => a - b));
      for (const card of list.cards) expect(card.listId).toBe(list.id);
    }
    expect(rest.body.labels.length).toBeGreaterThan(0);
    expect((await client.data(`{ board(id: "board-1") { ${BOARD} } }`)).board).toEqual(rest.body);
    expect((await client.get('/api/apps/scrumboard/board?id=nope')).status).toBe(404);
    expect((await client.refused('{ board(id: "nope") { id } }')).codes).toEqual(['NOT_FOUND']);
  });

  it('GET board/labels?boardId and Query.boardLabels answer the board’s labels', async () => {
    const rest = await client.get('/api/apps/scrumboard/board/labels?boardId=board-2');
    expect(rest.status).toBe(200);
    expect(rest.body.every((label: { boardId: string }) => label.boardId === 'board-2')).toBe(true);
    expect(
      (await client.data('{ boardLabels(boardId: "board-2") { id boardId title } }')).boardLabels,
    ).toEqual(rest.body);
    expect((await client.get('/api/apps/scrumboard/board/labels?boardId=nope')).status).toBe(404);
    expect((await client.get('/api/apps/scrumboard/board/labels')).status).toBe(400);
  });
});

describe('lists', () => {
  it('POST board/list {list} adds a list after the last; createBoardList likewise', async () => {
    const rest = await client.post('/api/apps/scrumboard/board/list', {
      list: { boardId: 'board-1', title: ' Bloqueado ' },
    });
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({
      id: expect.any(String),
      boardId: 'board-1',
      title: 'Bloqueado',
      position: 5 * POSITION_STEP,
      cards: [],
    });
    const { createBoardList } = await client.data(
      `mutation { createBoardList(input: { boardId: "board-1", title: "Archivo", position: 1.5 }) { ${LIST} } }`,
    );
    expect(createBoardList).toMatchObject({ title: 'Archivo', position: 1.5, cards: [] });
    const board = (await client.get('/api/apps/scrumboard/board?id=board-1')).body;
    expect(board.lists[0].title).toBe('Archivo');
    expect(board.lists.at(-1).title).toBe('Bloqueado');
  });

  it('a change on a board moves its lastActivity to now', async () => {
    const before = (await app.store.boards.get('board-1'))?.lastActivity ?? '';
    await client.post('/api/apps/scrumboard/board/list', {
      list: { boardId: 'board-1', title: 'Otra' },
    });
    const after = (await app.store.boards.get('board-1'))?.lastActivity ?? '';
    expect(after > before).toBe(true);
    expect(Date.now() - Date.parse(after)).toBeLessThan(60_000);
  });

  it('PATCH board/list takes {list} with its id or {id, list}; updateBoardList likewise', async () => {
    const inside = await client.patch('/api/apps/scrumboard/board/list', {
      list: { id: 'board-1-list-1', title: 'Pendiente' },
    });
    expect(inside.status).toBe(200);
    expect(inside.body).toMatchObject({ id: 'board-1-list-1', title: 'Pendiente' });
    const beside = await client.patch('/api/apps/scrumboard/board/list', {
      id: 'board-1-list-1',
      list: { position: 7 },
    });
    expect(beside.body).toMatchObject({ title: 'Pendiente', position: 7 });
    const { updateBoardList } = await client.data(
      'mutation { updateBoardList(id: "board-1-list-2", input: { title: "Avance" }) { title } }',
    );
    expect(updateBoardList).toEqual({ title: 'Avance' });
  });

  it('deleting a list removes its cards (REST and GraphQL)', async () => {
    for (const [listId, remove] of [
      ['board-1-list-1', () => client.delete('/api/apps/scrumboard/board/list?id=board-1-list-1')],
      ['board-1-list-2', () => client.data('mutation { deleteBoardList(id: "board-1-list-2") }')],
    ] as const) {
      expect(await app.store.boardCards.count({ listId })).toBeGreaterThan(0);
      const others = await app.store.boardCards.count({ listId: { ne: listId } });
      const result = await remove();
      expect('body' in result ? result.body : result.deleteBoardList).toBe(true);
      expect(await app.store.boardLists.get(listId)).toBeNull();
      expect(await app.store.boardCards.count({ listId })).toBe(0);
      expect(await app.store.boardCards.count()).toBe(others);
    }
  });

  it('PATCH board/lists {lists} and updateBoardLists change several lists at once', async () => {
    const rest = await client.patch('/api/apps/scrumboard/board/lists', {
      lists: [
        { id: 'board-1-list-1', position: 4 * POSITION_STEP },
        { id: 'board-1-list-4', position: POSITION_STEP, title: 'Terminado' },
      ],
    });
    expect(rest.status).toBe(200);
    expect(
      rest.body.map((list: { id: string; position: number }) => [list.id, list.position]),
    ).toEqual([
      ['board-1-list-1', 4 * POSITION_STEP],
      ['board-1-list-4', POSITION_STEP],
    ]);
    const board = (await client.get('/api/apps/scrumboard/board?id=board-1')).body;
    expect(board.lists[0]).toMatchObject({ id: 'board-1-list-4', title: 'Terminado' });
    const { updateBoardLists } = await client.data(
      'mutation { updateBoardLists(lists: [{ id: "board-2-list-1", title: "Propuestas" }]) { id title } }',
    );
    expect(updateBoardLists).toEqual([{ id: 'board-2-list-1', title: 'Propuestas' }]);
  });

  it('refuses bad list input through both transports and changes nothing (not even one of a batch)', async () => {
    const before = await snapshot(app, SCRUMBOARD);
    const bad = [
      client.post('/api/apps/scrumboard/board/list', { list: { boardId: 'board-1', title: '' } }),
      client.post('/api/apps/scrumboard/board/list', {
        list: { boardId: 'board-1', title: 'x'.repeat(201) },
      }),
      client.post('/api/apps/scrumboard/board/list', {
        list: { boardId: 'board-1', title: 'A', position: -1 },
      }),
      client.post('/api/apps/scrumboard/board/list', {
        list: { boardId: 'board-1', title: 'A', position: '1' },
      }),
      client.post('/api/apps/scrumboard/board/list', {}),
      client.patch('/api/apps/scrumboard/board/list', { list: { title: 'A' } }),
      client.patch('/api/apps/scrumboard/board/lists', {
        lists: [{ id: 'board-1-list-1', title: 'Nuevo' }, { id: 'nope' }],
      }),
      client.patch('/api/apps/scrumboard/board/lists', {
        lists: [{ id: 'board-1-list-1', position: 1e13 }],
      }),
      client.patch('/api/apps/scrumboard/board/lists', { lists: 'all' }),
    ];
    for (const response of await Promise.all(bad)) expect(response.status).toBe(400);
    const batch = await client.patch('/api/apps/scrumboard/board/lists', {
      lists: [{ id: 'board-1-list-1', title: 'Nuevo' }, { id: 'nope' }],
    });
    expect(batch.body.fields).toEqual({ 'lists.1.id': 'Unknown list' });
    expect(
      (
        await client.post('/api/apps/scrumboard/board/list', {
          list: { boardId: 'nope', title: 'A' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await client.patch('/api/apps/scrumboard/board/list', { list: { id: 'nope', title: 'A' } }))
        .status,
    ).toBe(404);
    expect((await client.delete('/api/apps/scrumboard/board/list?id=nope')).status).toBe(404);
    for (const operation of [
      'mutation { createBoardList(input: { boardId: "board-1", title: " " }) { id } }',
      'mutation { updateBoardList(id: "board-1-list-1", input: { position: -5 }) { id } }',
      'mutation { updateBoardLists(lists: [{ id: "board-1-list-1", title: "B" }, { id: "nope" }]) { id } }',
    ]) {
      expect((await client.refused(operation)).codes).toEqual(['BAD_REQUEST']);
    }
    expect((await client.refused('mutation { deleteBoardList(id: "nope") }')).codes).toEqual([
      'NOT_FOUND',
    ]);
    expect(await snapshot(app, SCRUMBOARD)).toEqual(before);
  });
});

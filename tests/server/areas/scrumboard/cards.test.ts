import { beforeEach, describe, expect, it } from 'vitest';
import { POSITION_STEP } from '../../../../server/areas/scrumboard/model';
import type { TestApp } from '../../../support/app';
import { appWithStaff, type StaffClient, snapshot } from '../../../support/apps';

const CARD = 'id boardId listId position title description labels { id boardId title } dueDate';
const SCRUMBOARD = ['boards', 'boardLists', 'boardCards', 'boardLabels'] as const;

let app: TestApp;
let client: StaffClient;
beforeEach(async () => {
  ({ app, client } = await appWithStaff('ADMINISTRADOR'));
});

const cardsOf = async (listId: string) =>
  app.store.boardCards.list({ where: { listId }, orderBy: [{ field: 'position' }] });

describe('cards', () => {
  it('PUT board/card {card} adds a card after the list’s last, labels written out', async () => {
    const last = (await cardsOf('board-1-list-1')).at(-1)?.position ?? 0;
    const rest = await client.put('/api/apps/scrumboard/board/card', {
      card: {
        boardId: 'board-1',
        listId: 'board-1-list-1',
        title: 'Radios de repuesto',
        labels: [{ id: 'board-1-label-1', title: 'Urgente' }],
        dueDate: '2027-06-20T12:00:00.000Z',
      },
    });
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({
      id: expect.any(String),
      boardId: 'board-1',
      listId: 'board-1-list-1',
      position: last + POSITION_STEP,
      title: 'Radios de repuesto',
      description: null,
      labels: [{ id: 'board-1-label-1', boardId: 'board-1', title: 'Urgente' }],
      dueDate: '2027-06-20T12:00:00.000Z',
    });
    const { createBoardCard } = await client.data(
      `mutation { createBoardCard(input: { boardId: "board-1", listId: "board-1-list-1", title: "Chalecos", description: "<i>texto</i>" }) { ${CARD} } }`,
    );
    expect(createBoardCard).toMatchObject({
      title: 'Chalecos',
      description: '<i>texto</i>',
      position: last + 2 * POSITION_STEP,
    });
  });

  it('PATCH board/card {id, card} and updateBoardCard change the given fields, also moving lists', async () => {
    const rest = await client.patch('/api/apps/scrumboard/board/card', {
      id: 'board-1-card-1',
      card: {
        id: 'board-1-card-1',
        boardId: 'board-1',
        title: 'Plan de accesos',
        listId: 'board-1-list-4',
        labels: ['board-1-label-2'],
      },
    });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      title: 'Plan de accesos',
      listId: 'board-1-list-4',
      labels: [{ id: 'board-1-label-2' }],
    });
    const { updateBoardCard } = await client.data(
      'mutation { updateBoardCard(id: "board-1-card-1", input: { description: null, dueDate: null }) { title description dueDate } }',
    );
    expect(updateBoardCard).toEqual({ title: 'Plan de accesos', description: null, dueDate: null });
  });

  it('DELETE board/card?id and deleteBoardCard remove one card; unknown is 404', async () => {
    expect((await client.delete('/api/apps/scrumboard/board/card?id=board-1-card-1')).body).toBe(
      true,
    );
    expect(
      (await client.data('mutation { deleteBoardCard(id: "board-1-card-2") }')).deleteBoardCard,
    ).toBe(true);
    expect(await app.store.boardCards.get('board-1-card-1')).toBeNull();
    expect(await app.store.boardCards.get('board-1-card-2')).toBeNull();
    expect((await client.delete('/api/apps/scrumboard/board/card?id=board-1-card-1')).status).toBe(
      404,
    );
    expect(
      (await client.refused('mutation { deleteBoardCard(id: "board-1-card-2") }')).codes,
    ).toEqual(['NOT_FOUND']);
  });

  it('PATCH board/cards {cards} and updateBoardCards change several cards at once', async () => {
    const rest = await client.patch('/api/apps/scrumboard/board/cards', {
      cards: [
        { id: 'board-2-card-1', title: 'Folleto de taxis' },
        { id: 'board-2-card-2', listId: 'board-2-list-3', position: 3 },
      ],
    });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject([
      { id: 'board-2-card-1', title: 'Folleto de taxis' },
      { id: 'board-2-card-2', listId: 'board-2-list-3', position: 3 },
    ]);
    const { updateBoardCards } = await client.data(
      'mutation { updateBoardCards(cards: [{ id: "board-2-card-3", title: "Afiches" }]) { id title } }',
    );
    expect(updateBoardCards).toEqual([{ id: 'board-2-card-3', title: 'Afiches' }]);
  });

  it('PATCH board/card/positions renumbers by index with the 65536 step, moving cards given a list', async () => {
    const cards = await cardsOf('board-3-list-1');
    const reversed = [...cards].reverse().map((card) => ({ ...card }));
    const rest = await client.patch('/api/apps/scrumboard/board/card/positions', {
      cards: reversed,
    });
    expect(rest.status).toBe(200);
    expect(
      rest.body.map((card: { id: string; position: number }) => [card.id, card.position]),
    ).toEqual(reversed.map((card, index) => [card.id, (index + 1) * POSITION_STEP]));
    expect((await cardsOf('board-3-list-1')).map((card) => card.id)).toEqual(
      reversed.map((card) => card.id),
    );
    const { reorderBoardCards } = await client.data(
      'mutation { reorderBoardCards(cards: [{ id: "board-3-card-1", listId: "board-3-list-2" }, { id: "board-3-card-2" }]) { id listId position } }',
    );
    expect(reorderBoardCards).toEqual([
      { id: 'board-3-card-1', listId: 'board-3-list-2', position: POSITION_STEP },
      expect.objectContaining({ id: 'board-3-card-2', position: 2 * POSITION_STEP }),
    ]);
  });

  it.each([
    ['an empty title', { title: '  ' }, 'title'],
    ['an oversize title', { title: 'x'.repeat(201) }, 'title'],
    ['an oversize description', { description: 'x'.repeat(10_001) }, 'description'],
    ['a list of another board', { listId: 'board-2-list-1' }, 'listId'],
    ['a label of another board', { labels: ['board-2-label-1'] }, 'labels.0'],
    ['an unknown label', { labels: ['nope'] }, 'labels.0'],
    ['a date that is no date', { dueDate: 'pronto' }, 'dueDate'],
    ['a negative position', { position: -1 }, 'position'],
    ['a position of the wrong type', { position: 'first' }, 'position'],
  ])(
    'refuses %s on create, update and batch, through REST and GraphQL, changing nothing',
    async (_n, card, field) => {
      const before = await snapshot(app, SCRUMBOARD);
      const created = await client.put('/api/apps/scrumboard/board/card', {
        card: { boardId: 'board-1', listId: 'board-1-list-1', title: 'Tarjeta', ...card },
      });
      expect(created.status).toBe(400);
      expect(Object.keys(created.body.fields)).toContain(field);
      const updated = await client.patch('/api/apps/scrumboard/board/card', {
        id: 'board-1-card-1',
        card,
      });
      expect(updated.status).toBe(400);
      const batch = await client.patch('/api/apps/scrumboard/board/cards', {
        cards: [
          { id: 'board-1-card-2', title: 'Cambio' },
          { id: 'board-1-card-1', ...card },
        ],
      });
      expect(batch.status).toBe(400);
      expect(Object.keys(batch.body.fields)).toContain(`cards.1.${field}`);
      const response = await client.graphql(
        'mutation($input: UpdateBoardCardInput!) { updateBoardCard(id: "board-1-card-1", input: $input) { id } }',
        { input: card },
      );
      expect(response.status).toBeLessThan(500);
      expect(response.body.errors?.length).toBeGreaterThan(0);
      expect(await snapshot(app, SCRUMBOARD)).toEqual(before);
    },
  );

  it('refuses unknown ids, repeated cards and foreign lists in positions, changing nothing', async () => {
    const before = await snapshot(app, SCRUMBOARD);
    expect(
      (
        await client.put('/api/apps/scrumboard/board/card', {
          card: { boardId: 'nope', listId: 'x', title: 'A' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await client.patch('/api/apps/scrumboard/board/card', { id: 'nope', card: {} })).status,
    ).toBe(404);
    expect(
      (await client.patch('/api/apps/scrumboard/board/card', { card: {} })).body.fields,
    ).toEqual({ id: 'Required' });
    const positions = async (cards: unknown) =>
      (await client.patch('/api/apps/scrumboard/board/card/positions', { cards })).body.fields;
    expect(await positions(['board-1-card-1', 'nope'])).toEqual({ 'cards.1.id': 'Unknown card' });
    expect(await positions(['board-1-card-1', 'board-1-card-1'])).toEqual({
      'cards.1.id': 'Listed twice',
    });
    expect(await positions([{ id: 'board-1-card-1', listId: 'board-2-list-1' }])).toEqual({
      'cards.0.listId': 'Not a list of the card’s board',
    });
    expect(await positions('all')).toEqual({ cards: 'Must be a list of cards' });
    expect(
      (await client.refused('mutation { reorderBoardCards(cards: [{ id: "nope" }]) { id } }'))
        .codes,
    ).toEqual(['BAD_REQUEST']);
    expect(await snapshot(app, SCRUMBOARD)).toEqual(before);
  });
});

import { expect, it } from 'vitest';
import { appWithStaff, type StaffClient, withStableIds } from '../../../support/apps';

const CARD = 'id boardId listId position title description labels { id boardId title } dueDate';
const LIST = `id boardId position title cards { ${CARD} }`;
const BOARD = `id title description icon members { id name avatar } lists { ${LIST} } labels { id boardId title }`;

/** `lastActivity` is the time of each run; everything else must match. */
const withoutTimes = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (key, field) => (key === 'lastActivity' ? undefined : field));

async function throughRest(client: StaffClient) {
  const ok = async (call: PromiseLike<{ status: number; body: unknown }>) => {
    const response = await call;
    expect(response.status).toBe(200);
    return withoutTimes(response.body);
  };
  const base = '/api/apps/scrumboard';
  const list = (await ok(
    client.post(`${base}/board/list`, { list: { boardId: 'board-2', title: 'Revisión' } }),
  )) as { id: string };
  const label = (await ok(
    client.put(`${base}/board/label`, { label: { boardId: 'board-2', title: 'Prensa' } }),
  )) as { id: string };
  const card = (await ok(
    client.put(`${base}/board/card`, {
      card: { boardId: 'board-2', listId: list.id, title: 'Nota de prensa', labels: [label.id] },
    }),
  )) as { id: string };
  return [
    list,
    label,
    card,
    await ok(
      client.patch(`${base}/board/card`, {
        id: card.id,
        card: { description: 'Para el lunes', dueDate: '2026-12-07T14:00:00.000Z' },
      }),
    ),
    await ok(
      client.patch(`${base}/board/cards`, { cards: [{ id: 'board-2-card-1', listId: list.id }] }),
    ),
    await ok(
      client.patch(`${base}/board/card/positions`, {
        cards: [{ id: 'board-2-card-1' }, { id: card.id }],
      }),
    ),
    await ok(client.patch(`${base}/board/list`, { list: { id: list.id, title: 'En revisión' } })),
    await ok(client.patch(`${base}/board/lists`, { lists: [{ id: list.id, position: 1 }] })),
    await ok(client.patch(`${base}/board/label`, { id: label.id, label: { title: 'Medios' } })),
    await ok(client.delete(`${base}/board/label?id=board-2-label-1`)),
    await ok(client.delete(`${base}/board/card?id=board-2-card-2`)),
    await ok(client.delete(`${base}/board/list?id=board-2-list-1`)),
    await ok(client.get(`${base}/board/labels?boardId=board-2`)),
    await ok(client.get(`${base}/board?id=board-2`)),
  ];
}

async function throughGraphql(client: StaffClient) {
  const run = async (query: string, variables?: Record<string, unknown>) =>
    withoutTimes(Object.values(await client.data(query, variables))[0]);
  const list = (await run(
    `mutation { createBoardList(input: { boardId: "board-2", title: "Revisión" }) { ${LIST} } }`,
  )) as {
    id: string;
  };
  const label = (await run(
    'mutation { createBoardLabel(input: { boardId: "board-2", title: "Prensa" }) { id boardId title } }',
  )) as {
    id: string;
  };
  const card = (await run(
    `mutation { createBoardCard(input: { boardId: "board-2", listId: "${list.id}", title: "Nota de prensa", labels: ["${label.id}"] }) { ${CARD} } }`,
  )) as { id: string };
  return [
    list,
    label,
    card,
    await run(
      `mutation { updateBoardCard(id: "${card.id}", input: { description: "Para el lunes", dueDate: "2026-12-07T14:00:00.000Z" }) { ${CARD} } }`,
    ),
    await run(
      `mutation { updateBoardCards(cards: [{ id: "board-2-card-1", listId: "${list.id}" }]) { ${CARD} } }`,
    ),
    await run(
      `mutation { reorderBoardCards(cards: [{ id: "board-2-card-1" }, { id: "${card.id}" }]) { ${CARD} } }`,
    ),
    await run(
      `mutation { updateBoardList(id: "${list.id}", input: { title: "En revisión" }) { ${LIST} } }`,
    ),
    await run(
      `mutation { updateBoardLists(lists: [{ id: "${list.id}", position: 1 }]) { ${LIST} } }`,
    ),
    await run(
      `mutation { updateBoardLabel(id: "${label.id}", input: { title: "Medios" }) { id boardId title } }`,
    ),
    await run('mutation { deleteBoardLabel(id: "board-2-label-1") }'),
    await run('mutation { deleteBoardCard(id: "board-2-card-2") }'),
    await run('mutation { deleteBoardList(id: "board-2-list-1") }'),
    await run('{ boardLabels(boardId: "board-2") { id boardId title } }'),
    await run(`{ board(id: "board-2") { ${BOARD} } }`),
  ];
}

it('the same scenario through REST and GraphQL gives the same answers and the same store', async () => {
  const now = new Date('2026-11-22T15:00:00.000Z');
  const viaRest = await appWithStaff('DIRCETUR', now);
  const viaGraphql = await appWithStaff('DIRCETUR', now);
  const rest = withStableIds(await throughRest(viaRest.client));
  const graphql = withStableIds(await throughGraphql(viaGraphql.client));
  expect(graphql).toEqual(rest);
  const stored = async (app: typeof viaRest.app) =>
    withStableIds(
      withoutTimes({
        boards: await app.store.boards.list(),
        lists: await app.store.boardLists.list(),
        cards: await app.store.boardCards.list(),
        labels: await app.store.boardLabels.list(),
      }),
    );
  expect(await stored(viaGraphql.app)).toEqual(await stored(viaRest.app));
});

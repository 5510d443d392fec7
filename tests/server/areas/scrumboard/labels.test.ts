import { beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../support/app';
import { appWithStaff, type StaffClient, snapshot } from '../../../support/apps';

const SCRUMBOARD = ['boards', 'boardLists', 'boardCards', 'boardLabels'] as const;

let app: TestApp;
let client: StaffClient;
beforeEach(async () => {
  ({ app, client } = await appWithStaff('ADMINISTRADOR'));
});

describe('board labels', () => {
  it('PUT, PATCH and DELETE board/label, and the GraphQL mutations, keep labels per board', async () => {
    const created = await client.put('/api/apps/scrumboard/board/label', {
      label: { boardId: 'board-1', title: 'Prensa' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ id: expect.any(String), boardId: 'board-1', title: 'Prensa' });
    const renamed = await client.patch('/api/apps/scrumboard/board/label', {
      label: { id: created.body.id, title: 'Medios' },
    });
    expect(renamed.body).toMatchObject({ title: 'Medios' });
    const beside = await client.patch('/api/apps/scrumboard/board/label', {
      id: created.body.id,
      label: { title: 'Medios y prensa' },
    });
    expect(beside.body).toMatchObject({ title: 'Medios y prensa' });
    expect(
      (await client.delete(`/api/apps/scrumboard/board/label?id=${created.body.id}`)).body,
    ).toBe(true);
    // The same title may exist on another board.
    const { createBoardLabel } = await client.data(
      'mutation { createBoardLabel(input: { boardId: "board-2", title: "Prensa" }) { id title } }',
    );
    const id = (createBoardLabel as { id: string }).id;
    expect(
      (
        await client.data(
          `mutation { updateBoardLabel(id: "${id}", input: { title: "Radio" }) { title } }`,
        )
      ).updateBoardLabel,
    ).toEqual({
      title: 'Radio',
    });
    expect((await client.data(`mutation { deleteBoardLabel(id: "${id}") }`)).deleteBoardLabel).toBe(
      true,
    );
  });

  it('deleting a label takes it off every card (REST and GraphQL)', async () => {
    for (const [labelId, remove] of [
      [
        'board-1-label-1',
        () => client.delete('/api/apps/scrumboard/board/label?id=board-1-label-1'),
      ],
      [
        'board-1-label-2',
        () => client.data('mutation { deleteBoardLabel(id: "board-1-label-2") }'),
      ],
    ] as const) {
      await client.patch('/api/apps/scrumboard/board/card', {
        id: 'board-1-card-3',
        card: { labels: [labelId, 'board-1-label-3'] },
      });
      await remove();
      const cards = await app.store.boardCards.list();
      expect(cards.some((card) => card.labels.includes(labelId))).toBe(false);
      expect(cards.find((card) => card.id === 'board-1-card-3')?.labels).toEqual([
        'board-1-label-3',
      ]);
    }
  });

  it('refuses taken titles on one board, blank or oversize titles and unknown ids, changing nothing', async () => {
    const before = await snapshot(app, SCRUMBOARD);
    expect(
      (
        await client.put('/api/apps/scrumboard/board/label', {
          label: { boardId: 'board-1', title: 'urgente' },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await client.put('/api/apps/scrumboard/board/label', {
          label: { boardId: 'board-1', title: '' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await client.put('/api/apps/scrumboard/board/label', {
          label: { boardId: 'board-1', title: 'x'.repeat(61) },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await client.put('/api/apps/scrumboard/board/label', {
          label: { boardId: 'nope', title: 'A' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await client.patch('/api/apps/scrumboard/board/label', {
          label: { id: 'board-1-label-1', title: 'Campo' },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await client.patch('/api/apps/scrumboard/board/label', {
          label: { id: 'nope', title: 'A' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await client.patch('/api/apps/scrumboard/board/label', { label: { title: 'A' } })).body
        .fields,
    ).toEqual({ 'label.id': 'Required' });
    expect((await client.delete('/api/apps/scrumboard/board/label?id=nope')).status).toBe(404);
    expect(
      (
        await client.refused(
          'mutation { createBoardLabel(input: { boardId: "board-1", title: "CAMPO" }) { id } }',
        )
      ).codes,
    ).toEqual(['CONFLICT']);
    expect((await client.refused('mutation { deleteBoardLabel(id: "nope") }')).codes).toEqual([
      'NOT_FOUND',
    ]);
    expect(await snapshot(app, SCRUMBOARD)).toEqual(before);
  });
});

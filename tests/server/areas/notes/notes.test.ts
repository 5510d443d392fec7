import { beforeEach, describe, expect, it } from 'vitest';
import { NOTE_LABEL_TITLES, seedNotes } from '../../../../server/areas/notes/seed';
import type { TestApp } from '../../../support/app';
import { appWithStaff, type StaffClient, snapshot } from '../../../support/apps';

const NOTE =
  'id title content tasks { id content completed } image reminder labels { id title } archived createdAt updatedAt';
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

let app: TestApp;
let client: StaffClient;
beforeEach(async () => {
  ({ app, client } = await appWithStaff('ADMINISTRADOR'));
});

describe('the seeded notes', () => {
  it('are the same on every seed, with archived and active ones, checklists and labels', () => {
    const now = new Date('2026-11-22T15:00:00.000Z');
    const notes = seedNotes(now);
    expect(notes).toEqual(seedNotes(now));
    expect(notes.length).toBeGreaterThanOrEqual(25);
    expect(notes.some((note) => note.archived)).toBe(true);
    expect(notes.some((note) => !note.archived)).toBe(true);
    expect(notes.some((note) => note.tasks.length > 0)).toBe(true);
    expect(notes.some((note) => note.labels.length > 0)).toBe(true);
    for (const note of notes) expect(Date.parse(note.updatedAt)).toBeLessThan(now.getTime());
  });
});

describe('note labels', () => {
  it('GET labels and Query.noteLabels give spec §9’s six labels', async () => {
    const rest = await client.get('/api/apps/notes/labels');
    expect(rest.status).toBe(200);
    expect(rest.body.map((label: { title: string }) => label.title)).toEqual(NOTE_LABEL_TITLES);
    expect((await client.data('{ noteLabels { id title } }')).noteLabels).toEqual(rest.body);
  });

  it('POST {title}, PATCH {label} and DELETE ?id answer the whole list', async () => {
    const created = await client.post('/api/apps/notes/labels', { title: ' Viajes ' });
    expect(created.status).toBe(200);
    expect(created.body.map((label: { title: string }) => label.title)).toEqual([
      ...NOTE_LABEL_TITLES,
      'Viajes',
    ]);
    const id = created.body.at(-1).id;
    const renamed = await client.patch('/api/apps/notes/labels', {
      label: { id, title: 'Viajes de trabajo' },
    });
    expect(renamed.body.at(-1)).toEqual({ id, title: 'Viajes de trabajo' });
    const removed = await client.delete(`/api/apps/notes/labels?id=${id}`);
    expect(removed.body.map((label: { title: string }) => label.title)).toEqual(NOTE_LABEL_TITLES);
  });

  it('createNoteLabel, updateNoteLabel and deleteNoteLabel do the same through GraphQL', async () => {
    const { createNoteLabel } = await client.data(
      'mutation { createNoteLabel(title: "Viajes") { id title } }',
    );
    const id = (createNoteLabel as { id: string }).id;
    expect(
      (await client.data(`mutation { updateNoteLabel(id: "${id}", title: "Ferias") { title } }`))
        .updateNoteLabel,
    ).toEqual({
      title: 'Ferias',
    });
    expect((await client.data(`mutation { deleteNoteLabel(id: "${id}") }`)).deleteNoteLabel).toBe(
      true,
    );
    expect(await app.store.noteLabels.get(id)).toBeNull();
  });

  it('refuses blank, oversize, taken titles and unknown ids, changing nothing', async () => {
    const before = await snapshot(app, ['noteLabels', 'notes']);
    for (const title of ['', '  ', 'x'.repeat(61), 5, null]) {
      expect((await client.post('/api/apps/notes/labels', { title })).status).toBe(400);
    }
    const taken = await client.post('/api/apps/notes/labels', { title: 'work' });
    expect(taken.status).toBe(409);
    expect(
      (
        await client.patch('/api/apps/notes/labels', {
          label: { id: 'note-label-1', title: 'WORK' },
        })
      ).status,
    ).toBe(409);
    expect(
      (await client.patch('/api/apps/notes/labels', { label: { id: 'nope', title: 'X' } })).status,
    ).toBe(404);
    expect((await client.patch('/api/apps/notes/labels', {})).body.fields).toEqual({
      'label.id': 'Required',
    });
    expect((await client.delete('/api/apps/notes/labels?id=nope')).status).toBe(404);
    expect(
      (await client.refused('mutation { createNoteLabel(title: "Family") { id } }')).codes,
    ).toEqual(['CONFLICT']);
    expect(
      (await client.refused('mutation { updateNoteLabel(id: "nope", title: "a") { id } }')).codes,
    ).toEqual(['NOT_FOUND']);
    expect((await client.refused('mutation { deleteNoteLabel(id: "nope") }')).codes).toEqual([
      'NOT_FOUND',
    ]);
    expect(await snapshot(app, ['noteLabels', 'notes'])).toEqual(before);
  });

  it('deleting a label takes it off every note (REST and GraphQL)', async () => {
    for (const [labelId, remove] of [
      ['note-label-1', () => client.delete('/api/apps/notes/labels?id=note-label-1')],
      ['note-label-2', () => client.data('mutation { deleteNoteLabel(id: "note-label-2") }')],
    ] as const) {
      await client.patch('/api/apps/notes', {
        updatedNote: { id: 'note-3', labels: [labelId, 'note-label-3'] },
      });
      await remove();
      const notes = await app.store.notes.list();
      expect(notes.some((note) => note.labels.includes(labelId))).toBe(false);
      expect(notes.find((note) => note.id === 'note-3')?.labels).toEqual(['note-label-3']);
    }
  });
});

describe('notes', () => {
  it('GET notes/all and Query.notes list every note, newest change first, labels written out', async () => {
    const rest = await client.get('/api/apps/notes/all');
    expect(rest.status).toBe(200);
    expect(rest.body).toHaveLength(await app.store.notes.count());
    const times = rest.body.map((note: { updatedAt: string }) => note.updatedAt);
    expect(times).toEqual([...times].sort().reverse());
    const labelled = rest.body.find((note: { labels: unknown[] }) => note.labels.length > 0);
    expect(labelled.labels[0]).toEqual({ id: expect.any(String), title: expect.any(String) });
    expect((await client.data(`{ notes { ${NOTE} } }`)).notes).toEqual(rest.body);
  });

  it('Query.notes(archived) keeps the archived or the active ones; note(id) answers one', async () => {
    const all = (await client.get('/api/apps/notes/all')).body as {
      id: string;
      archived: boolean;
    }[];
    const archived = (await client.data('{ notes(archived: true) { id } }')).notes as {
      id: string;
    }[];
    const active = (await client.data('{ notes(archived: false) { id } }')).notes as {
      id: string;
    }[];
    expect(archived.map((note) => note.id)).toEqual(
      all.filter((note) => note.archived).map((note) => note.id),
    );
    expect(active.length + archived.length).toBe(all.length);
    expect((await client.data('{ note(id: "note-1") { id title } }')).note).toEqual({
      id: 'note-1',
      title: 'Reunión con DIRCETUR',
    });
    expect((await client.refused('{ note(id: "nope") { id } }')).codes).toEqual(['NOT_FOUND']);
  });

  it('POST {note} and createNote write a note with the fields given', async () => {
    const rest = await client.post('/api/apps/notes', {
      note: {
        title: 'Operativo',
        content: '<b>no HTML</b> stays as text',
        tasks: [{ content: 'Radios' }],
        labels: [{ id: 'note-label-2', title: 'Work' }],
        image: PNG,
        reminder: '2026-12-01T08:00:00.000Z',
        id: 'ignored',
      },
    });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      title: 'Operativo',
      content: '<b>no HTML</b> stays as text',
      tasks: [{ id: expect.any(String), content: 'Radios', completed: false }],
      labels: [{ id: 'note-label-2', title: 'Work' }],
      image: PNG,
      reminder: '2026-12-01T08:00:00.000Z',
      archived: false,
    });
    expect(rest.body.id).not.toBe('ignored');
    const { createNote } = await client.data(
      'mutation { createNote(input: { title: "Vacía", archived: true }) { title content tasks { id } labels { id } archived } }',
    );
    expect(createNote).toEqual({
      title: 'Vacía',
      content: '',
      tasks: [],
      labels: [],
      archived: true,
    });
  });

  it('PATCH {updatedNote} and updateNote change the given fields; archive and bring back', async () => {
    const rest = await client.patch('/api/apps/notes', {
      updatedNote: { id: 'note-1', archived: true, title: 'Reunión' },
    });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ id: 'note-1', archived: true, title: 'Reunión' });
    expect(rest.body.updatedAt > rest.body.createdAt).toBe(true);
    const { updateNote } = await client.data(
      'mutation { updateNote(id: "note-1", input: { archived: false, image: null }) { title archived image } }',
    );
    expect(updateNote).toEqual({ title: 'Reunión', archived: false, image: null });
  });

  it('POST tasks {note, task} and addNoteTask append an unchecked item', async () => {
    const rest = await client.post('/api/apps/notes/tasks', {
      note: { id: 'note-2' },
      task: 'Comprar torta',
    });
    expect(rest.status).toBe(200);
    expect(rest.body.tasks.at(-1)).toEqual({
      id: expect.any(String),
      content: 'Comprar torta',
      completed: false,
    });
    const { addNoteTask } = await client.data(
      'mutation { addNoteTask(noteId: "note-2", content: "Velas") { tasks { content } } }',
    );
    expect(
      (addNoteTask as { tasks: { content: string }[] }).tasks.map((task) => task.content).slice(-2),
    ).toEqual(['Comprar torta', 'Velas']);
    expect((await client.post('/api/apps/notes/tasks', { note: 'nope', task: 'x' })).status).toBe(
      404,
    );
    expect(
      (await client.post('/api/apps/notes/tasks', { note: 'note-2', task: ' ' })).body.fields,
    ).toEqual({
      task: 'Required',
    });
  });

  it('DELETE ?id and deleteNote remove a note; unknown ids are 404 / NOT_FOUND', async () => {
    const rest = await client.delete('/api/apps/notes?id=note-1');
    expect(rest.status).toBe(200);
    expect(rest.body).toBe(true);
    expect((await client.data('mutation { deleteNote(id: "note-2") }')).deleteNote).toBe(true);
    expect(await app.store.notes.get('note-1')).toBeNull();
    expect((await client.delete('/api/apps/notes?id=note-1')).status).toBe(404);
    expect((await client.refused('mutation { deleteNote(id: "note-2") }')).codes).toEqual([
      'NOT_FOUND',
    ]);
  });

  it.each([
    ['a title of the wrong type', { title: 3 }, 'title'],
    ['an oversize title', { title: 'x'.repeat(201) }, 'title'],
    ['oversize content', { content: 'x'.repeat(10_001) }, 'content'],
    ['an unknown label', { labels: ['nope'] }, 'labels.0'],
    ['a javascript: image', { image: 'javascript:alert(1)' }, 'image'],
    ['an SVG data image', { image: 'data:image/svg+xml;base64,PHN2Zz4=' }, 'image'],
    ['a reminder that is no date', { reminder: 'pronto' }, 'reminder'],
    ['a task without content', { tasks: [{ completed: true }] }, 'tasks.0.content'],
    ['too many tasks', { tasks: Array.from({ length: 101 }, () => ({ content: 'x' })) }, 'tasks'],
    ['an archived flag of the wrong type', { archived: 'yes' }, 'archived'],
  ])(
    'refuses %s on create and update, through REST and GraphQL, changing nothing',
    async (_n, note, field) => {
      const before = await snapshot(app, ['notes']);
      const created = await client.post('/api/apps/notes', { note });
      expect(created.status).toBe(400);
      expect(Object.keys(created.body.fields)).toContain(field);
      const updated = await client.patch('/api/apps/notes', {
        updatedNote: { id: 'note-1', ...note },
      });
      expect(updated.status).toBe(400);
      for (const [mutation, type] of [
        ['createNote(input: $input)', 'CreateNoteInput'],
        ['updateNote(id: "note-1", input: $input)', 'UpdateNoteInput'],
      ]) {
        const response = await client.graphql(`mutation($input: ${type}!) { ${mutation} { id } }`, {
          input: note,
        });
        expect(response.status).toBeLessThan(500);
        expect(response.body.errors?.length).toBeGreaterThan(0);
      }
      expect(await snapshot(app, ['notes'])).toEqual(before);
    },
  );

  it('answers 400 for a missing note or id and 404 for an unknown one', async () => {
    expect((await client.post('/api/apps/notes', {})).body.fields).toEqual({ note: 'Required' });
    expect((await client.patch('/api/apps/notes', {})).body.fields).toEqual({
      updatedNote: 'Required',
    });
    expect(
      (await client.patch('/api/apps/notes', { updatedNote: { title: 'x' } })).body.fields,
    ).toEqual({
      'updatedNote.id': 'Required',
    });
    expect((await client.patch('/api/apps/notes', { updatedNote: { id: 'nope' } })).status).toBe(
      404,
    );
    expect(
      (await client.refused('mutation { updateNote(id: "nope", input: {}) { id } }')).codes,
    ).toEqual(['NOT_FOUND']);
  });
});

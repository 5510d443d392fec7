import { bodyField, nestedField } from '../../http/body';
import { gql, type RouteGroup } from '../../http/route-table';
import { createNoteLabel, deleteNoteLabel, listNoteLabels, updateNoteLabel } from './labels';
import { addNoteTask, createNote, deleteNote, listNotes, updateNote } from './service';

const BASE = '/apps/notes';

/**
 * The template's notes paths under /api/apps/notes: `labels` GET, POST `{title}`, PATCH
 * `{label: {id, title}}`, DELETE `?id` (each change answers the whole label list, as the
 * template's client expects); POST `tasks {note, task}` (adds a checklist item, answers the
 * note); GET `notes/all`; POST `notes {note}`; PATCH `notes {updatedNote}` (with its id); DELETE
 * `notes?id` (true). Notes carry their labels written out.
 */
export const notesRoutes: RouteGroup = {
  title: 'Notes',
  demo: true,
  routes: [
    {
      method: 'GET',
      path: `${BASE}/labels`,
      summary: 'The note labels.',
      auth: ['notes', 'read'],
      graphql: 'Query.noteLabels',
      handler: async (req, res) => {
        res.json(await listNoteLabels(req.ctx));
      },
    },
    {
      method: 'POST',
      path: `${BASE}/labels`,
      summary: 'Adds a label; answers every label.',
      auth: ['notes', 'create'],
      body: '`{ title }`',
      response: gql('[NoteLabel]'),
      graphql: 'Mutation.createNoteLabel',
      handler: async (req, res) => {
        await createNoteLabel(req.ctx, bodyField(req, 'title'));
        res.json(await listNoteLabels(req.ctx));
      },
    },
    {
      method: 'PATCH',
      path: `${BASE}/labels`,
      summary: 'Renames a label; answers every label.',
      auth: ['notes', 'update'],
      body: '`{ label: { id, title } }`',
      response: gql('[NoteLabel]'),
      graphql: 'Mutation.updateNoteLabel',
      handler: async (req, res) => {
        const label = bodyField(req, 'label');
        await updateNoteLabel(req.ctx, nestedField(label, 'id'), label, 'label');
        res.json(await listNoteLabels(req.ctx));
      },
    },
    {
      method: 'DELETE',
      path: `${BASE}/labels`,
      summary: 'Removes a label; answers every label.',
      auth: ['notes', 'delete'],
      query: '`id`',
      response: gql('[NoteLabel]'),
      graphql: 'Mutation.deleteNoteLabel',
      handler: async (req, res) => {
        await deleteNoteLabel(req.ctx, req.query.id);
        res.json(await listNoteLabels(req.ctx));
      },
    },
    {
      method: 'POST',
      path: `${BASE}/tasks`,
      summary: 'Adds a checklist item to a note; answers the note.',
      auth: ['notes', 'update'],
      body: '`{ note, task }`',
      graphql: 'Mutation.addNoteTask',
      handler: async (req, res) => {
        res.json(await addNoteTask(req.ctx, bodyField(req, 'note'), bodyField(req, 'task')));
      },
    },
    {
      method: 'GET',
      path: `${BASE}/all`,
      summary: 'Every note, with its labels written out.',
      auth: ['notes', 'read'],
      graphql: 'Query.notes',
      handler: async (req, res) => {
        res.json(await listNotes(req.ctx));
      },
    },
    {
      method: 'POST',
      path: BASE,
      summary: 'Adds a note.',
      auth: ['notes', 'create'],
      body: gql('CreateNoteInput', 'as `{ note }`'),
      graphql: 'Mutation.createNote',
      handler: async (req, res) => {
        res.json(await createNote(req.ctx, bodyField(req, 'note'), 'note'));
      },
    },
    {
      method: 'PATCH',
      path: BASE,
      summary: 'Changes a note.',
      auth: ['notes', 'update'],
      body: gql('UpdateNoteInput', 'as `{ updatedNote }`, with its `id`'),
      graphql: 'Mutation.updateNote',
      handler: async (req, res) => {
        const note = bodyField(req, 'updatedNote');
        res.json(await updateNote(req.ctx, nestedField(note, 'id'), note, 'updatedNote'));
      },
    },
    {
      method: 'DELETE',
      path: BASE,
      summary: 'Removes a note.',
      auth: ['notes', 'delete'],
      query: '`id`',
      response: '`true`',
      graphql: 'Mutation.deleteNote',
      handler: async (req, res) => {
        await deleteNote(req.ctx, req.query.id);
        res.json(true);
      },
    },
  ],
};

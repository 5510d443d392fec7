import { Router } from 'express';
import { bodyField, nestedField } from '../../http/body';
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
export function notesRoutes(): Router {
  const router = Router();
  router.get(`${BASE}/labels`, async (req, res) => {
    res.json(await listNoteLabels(req.ctx));
  });
  router.post(`${BASE}/labels`, async (req, res) => {
    await createNoteLabel(req.ctx, bodyField(req, 'title'));
    res.json(await listNoteLabels(req.ctx));
  });
  router.patch(`${BASE}/labels`, async (req, res) => {
    const label = bodyField(req, 'label');
    await updateNoteLabel(req.ctx, nestedField(label, 'id'), nestedField(label, 'title'), 'label.');
    res.json(await listNoteLabels(req.ctx));
  });
  router.delete(`${BASE}/labels`, async (req, res) => {
    await deleteNoteLabel(req.ctx, req.query.id);
    res.json(await listNoteLabels(req.ctx));
  });
  router.post(`${BASE}/tasks`, async (req, res) => {
    res.json(await addNoteTask(req.ctx, bodyField(req, 'note'), bodyField(req, 'task')));
  });
  router.get(`${BASE}/all`, async (req, res) => {
    res.json(await listNotes(req.ctx));
  });
  router.post(BASE, async (req, res) => {
    res.json(await createNote(req.ctx, bodyField(req, 'note'), 'note'));
  });
  router.patch(BASE, async (req, res) => {
    const note = bodyField(req, 'updatedNote');
    res.json(await updateNote(req.ctx, nestedField(note, 'id'), note, 'updatedNote'));
  });
  router.delete(BASE, async (req, res) => {
    await deleteNote(req.ctx, req.query.id);
    res.json(true);
  });
  return router;
}

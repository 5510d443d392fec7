import { randomUUID } from 'node:crypto';
import { authorize } from '../../auth/authorize';
import { type Context, nowIso } from '../../context';
import { BadRequestError, type FieldErrors, NotFoundError } from '../../errors';
import type { Data } from '../../store/types';
import { idSchema, parseInput } from '../../validation';
import { archivedFilter, idOrObject, type NoteInput, noteSchema, taskContent } from './input';
import type { NoteLabelRecord, NoteRecord } from './model';

/** A note as both transports answer it: its labels written out. */
export type NoteView = Omit<NoteRecord, 'labels'> & { labels: NoteLabelRecord[] };

/**
 * Notes, most recently changed first; with `archived` true or false only those archived or
 * not (null or absent: all).
 */
export async function listNotes(ctx: Context, archived?: unknown): Promise<NoteView[]> {
  authorize(ctx, 'notes', 'read');
  const filter = parseInput(archivedFilter, archived, 'archived');
  const notes = await ctx.store.notes.list(
    (note) => filter === null || filter === undefined || note.archived === filter,
  );
  notes.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id));
  return withLabels(notes, await ctx.store.noteLabels.list());
}

/** One note; NOT_FOUND when there is none. */
export async function getNote(ctx: Context, id: unknown): Promise<NoteView> {
  authorize(ctx, 'notes', 'read');
  const note = await ctx.store.notes.get(parseInput(idSchema, id, 'id'));
  if (!note) throw notFound();
  return (await withLabels([note], await ctx.store.noteLabels.list()))[0] as NoteView;
}

/** Writes a new note; labels must exist (400 naming them otherwise). */
export async function createNote(ctx: Context, input: unknown, root = 'input'): Promise<NoteView> {
  authorize(ctx, 'notes', 'create');
  const fields = parseInput(noteSchema, input, root);
  const now = nowIso(ctx);
  return ctx.store.transaction((data) => {
    const note: NoteRecord = {
      id: randomUUID(),
      title: '',
      content: '',
      tasks: [],
      image: null,
      reminder: null,
      labels: [],
      archived: false,
      ...resolve(data, null, fields),
      createdAt: now,
      updatedAt: now,
    };
    data.notes.push(note);
    return view(data, note);
  });
}

/** Changes the given fields of a note; NOT_FOUND when there is none. */
export async function updateNote(
  ctx: Context,
  id: unknown,
  input: unknown,
  root = 'input',
): Promise<NoteView> {
  authorize(ctx, 'notes', 'update');
  // The input first: REST sends the id inside it (`{ updatedNote: { id, … } }`).
  const fields = parseInput(noteSchema, input, root);
  const noteId = parseInput(idSchema, id, root === 'input' ? 'id' : `${root}.id`);
  const now = nowIso(ctx);
  return ctx.store.transaction((data) => {
    const note = data.notes.find((item) => item.id === noteId);
    if (!note) throw notFound();
    Object.assign(note, resolve(data, note, fields), { updatedAt: now });
    return view(data, note);
  });
}

/** Removes a note; NOT_FOUND when there is none. */
export async function deleteNote(ctx: Context, id: unknown): Promise<NoteRecord> {
  authorize(ctx, 'notes', 'delete');
  const noteId = parseInput(idSchema, id, 'id');
  return ctx.store.transaction((data) => {
    const index = data.notes.findIndex((item) => item.id === noteId);
    const [removed] = index === -1 ? [] : data.notes.splice(index, 1);
    if (!removed) throw notFound();
    return removed;
  });
}

/** Adds an unchecked item at the end of a note's checklist; `note` is its id or the note. */
export async function addNoteTask(ctx: Context, note: unknown, task: unknown): Promise<NoteView> {
  authorize(ctx, 'notes', 'update');
  const noteId = parseInput(idOrObject, note, 'note');
  const content = parseInput(taskContent, task, 'task');
  const now = nowIso(ctx);
  return ctx.store.transaction((data) => {
    const stored = data.notes.find((item) => item.id === noteId);
    if (!stored) throw notFound();
    if (stored.tasks.length >= 100) {
      throw new BadRequestError('Invalid input', { task: 'At most 100 tasks' });
    }
    stored.tasks.push({ id: randomUUID(), content, completed: false });
    stored.updatedAt = now;
    return view(data, stored);
  });
}

/** The store fields of a checked input; throws (before any change) on unknown labels. */
function resolve(data: Data, note: NoteRecord | null, input: NoteInput): Partial<NoteRecord> {
  const problems: FieldErrors = {};
  const { tasks, labels, image, reminder, ...rest } = input;
  // Only the fields given: a key present but undefined would erase a stored value.
  const patch: Partial<NoteRecord> = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  );
  if (image !== undefined) patch.image = image;
  if (reminder !== undefined) patch.reminder = reminder;
  if (labels) {
    const known = new Set(data.noteLabels.map((label) => label.id));
    labels.forEach((labelId, index) => {
      if (!known.has(labelId)) problems[`labels.${index}`] = 'Unknown label';
    });
    patch.labels = [...new Set(labels)];
  }
  if (tasks) {
    const ids = new Set<string>();
    patch.tasks = tasks.map((item, index) => {
      const taskId = item.id ?? randomUUID();
      if (ids.has(taskId)) problems[`tasks.${index}.id`] = 'Listed twice';
      ids.add(taskId);
      const before = note?.tasks.find((old) => old.id === taskId);
      return {
        id: taskId,
        content: item.content,
        completed: item.completed ?? before?.completed ?? false,
      };
    });
  }
  if (Object.keys(problems).length > 0) throw new BadRequestError('Invalid input', problems);
  return patch;
}

function view(data: Data, note: NoteRecord): NoteView {
  return withLabels([note], data.noteLabels)[0] as NoteView;
}

function withLabels(notes: NoteRecord[], labels: NoteLabelRecord[]): NoteView[] {
  const byId = new Map(labels.map((label) => [label.id, label]));
  return notes.map((note) => ({
    ...note,
    labels: note.labels.flatMap((labelId) => {
      const label = byId.get(labelId);
      return label ? [{ ...label }] : [];
    }),
  }));
}

const notFound = () => new NotFoundError('Note not found');

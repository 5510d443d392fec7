import { randomUUID } from 'node:crypto';
import { type Context, nowIso } from '../../context';
import { BadRequestError, type FieldErrors, NotFoundError } from '../../errors';
import { authorize } from '../../security/authorize';
import { ownerWithinCap } from '../../security/record-caps';
import { timeOrderedId } from '../../store/ids';
import type { Repositories, Transaction } from '../../store/types';
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
  const notes = await ctx.store.notes.list({
    where: filter === null || filter === undefined ? {} : { archived: filter },
    orderBy: [{ field: 'updatedAt', descending: true }, { field: 'id' }],
  });
  return withLabels(ctx.store, notes);
}

/** One note; NOT_FOUND when there is none. */
export async function getNote(ctx: Context, id: unknown): Promise<NoteView> {
  authorize(ctx, 'notes', 'read');
  const note = await ctx.store.notes.get(parseInput(idSchema, id, 'id'));
  if (!note) throw notFound();
  return view(ctx.store, note);
}

/**
 * Writes a new note; labels must exist (400 naming them otherwise); 409 LIMIT_REACHED when the
 * user created as many notes as one account may.
 */
export async function createNote(ctx: Context, input: unknown, root = 'input'): Promise<NoteView> {
  authorize(ctx, 'notes', 'create');
  const fields = parseInput(noteSchema, input, root);
  const now = nowIso(ctx);
  return ctx.store.transaction(async (tx) => {
    const owner = await ownerWithinCap(ctx, tx, 'notes');
    const note = await tx.notes.insert(
      {
        id: timeOrderedId(),
        title: '',
        content: '',
        tasks: [],
        image: null,
        reminder: null,
        labels: [],
        archived: false,
        ...(await resolve(tx, null, fields)),
        createdAt: now,
        updatedAt: now,
      },
      { owner },
    );
    return view(tx, note);
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
  return ctx.store.transaction(async (tx) => {
    const note = await tx.notes.get(noteId);
    if (!note) throw notFound();
    const patch = await resolve(tx, note, fields);
    return view(tx, (await tx.notes.update(noteId, { ...patch, updatedAt: now })) as NoteRecord);
  });
}

/** Removes a note; NOT_FOUND when there is none. */
export async function deleteNote(ctx: Context, id: unknown): Promise<NoteRecord> {
  authorize(ctx, 'notes', 'delete');
  const noteId = parseInput(idSchema, id, 'id');
  return ctx.store.transaction(async (tx) => {
    const removed = await tx.notes.get(noteId);
    if (!removed) throw notFound();
    await tx.notes.remove(noteId);
    return removed;
  });
}

/** Adds an unchecked item at the end of a note's checklist; `note` is its id or the note. */
export async function addNoteTask(ctx: Context, note: unknown, task: unknown): Promise<NoteView> {
  authorize(ctx, 'notes', 'update');
  const noteId = parseInput(idOrObject, note, 'note');
  const content = parseInput(taskContent, task, 'task');
  const now = nowIso(ctx);
  return ctx.store.transaction(async (tx) => {
    const stored = await tx.notes.get(noteId);
    if (!stored) throw notFound();
    if (stored.tasks.length >= 100) {
      throw new BadRequestError('Invalid input', { task: 'At most 100 tasks' });
    }
    const tasks = [...stored.tasks, { id: randomUUID(), content, completed: false }];
    return view(tx, (await tx.notes.update(noteId, { tasks, updatedAt: now })) as NoteRecord);
  });
}

/** The store fields of a checked input; throws (before any change) on unknown labels. */
async function resolve(
  tx: Transaction,
  note: NoteRecord | null,
  input: NoteInput,
): Promise<Partial<NoteRecord>> {
  const problems: FieldErrors = {};
  const { tasks, labels, image, reminder, ...rest } = input;
  // Only the fields given: a key present but undefined would erase a stored value.
  const patch: Partial<NoteRecord> = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  );
  if (image !== undefined) patch.image = image;
  if (reminder !== undefined) patch.reminder = reminder;
  if (labels) {
    const known = await tx.noteLabels.list({ where: { id: { in: labels } } });
    labels.forEach((labelId, index) => {
      if (!known.some((label) => label.id === labelId))
        problems[`labels.${index}`] = 'Unknown label';
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

type NoteRepositories = Pick<Repositories, 'noteLabels'>;

async function view(db: NoteRepositories, note: NoteRecord): Promise<NoteView> {
  return (await withLabels(db, [note]))[0] as NoteView;
}

/** The notes with their labels written out, in each note's order. */
async function withLabels(db: NoteRepositories, notes: NoteRecord[]): Promise<NoteView[]> {
  const ids = [...new Set(notes.flatMap((note) => note.labels))];
  const labels = await db.noteLabels.list({ where: { id: { in: ids } } });
  return notes.map((note) => ({
    ...note,
    labels: note.labels.flatMap((labelId) => labels.filter((label) => label.id === labelId)),
  }));
}

const notFound = () => new NotFoundError('Note not found');

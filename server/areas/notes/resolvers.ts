import type { Resolvers } from '../../../generated/graphql';
import { createNoteLabel, deleteNoteLabel, listNoteLabels, updateNoteLabel } from './labels';
import { addNoteTask, createNote, deleteNote, getNote, listNotes, updateNote } from './service';

export const notesResolvers: Resolvers = {
  Query: {
    notes: (_parent, { archived }, ctx) => listNotes(ctx, archived),
    note: (_parent, { id }, ctx) => getNote(ctx, id),
    noteLabels: (_parent, _args, ctx) => listNoteLabels(ctx),
  },
  Mutation: {
    createNote: (_parent, { input }, ctx) => createNote(ctx, input),
    updateNote: (_parent, { id, input }, ctx) => updateNote(ctx, id, input),
    deleteNote: async (_parent, { id }, ctx) => Boolean(await deleteNote(ctx, id)),
    addNoteTask: (_parent, { noteId, content }, ctx) => addNoteTask(ctx, noteId, content),
    createNoteLabel: (_parent, { title }, ctx) => createNoteLabel(ctx, title),
    updateNoteLabel: (_parent, { id, title }, ctx) => updateNoteLabel(ctx, id, { title }),
    deleteNoteLabel: async (_parent, { id }, ctx) => Boolean(await deleteNoteLabel(ctx, id)),
  },
};

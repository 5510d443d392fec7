import { defineCollection } from '../../store/collection';
import type { NoteLabelRecord, NoteRecord } from './model';
import { seedNoteLabels, seedNotes } from './seed';

declare module '../../store/types' {
  interface Collections {
    notes: NoteRecord;
    noteLabels: NoteLabelRecord;
  }
}

export const notesCollection = defineCollection('notes', {
  seed: (now) => seedNotes(now),
});

export const noteLabelsCollection = defineCollection('noteLabels', {
  seed: () => seedNoteLabels(),
});

import type { DirectoryImportRecord } from './model';

/**
 * An import as staff read it: people by name, without the rows the store keeps to apply it or
 * what it keeps to undo it.
 */
export function directoryImportView({ rows: _rows, undo, ...record }: DirectoryImportRecord) {
  return {
    ...record,
    createdBy: record.createdBy.name,
    appliedBy: record.appliedBy?.name ?? null,
    undoneAt: record.undoneAt ?? null,
    undoneBy: record.undoneBy?.name ?? null,
    /** Whether it keeps what undoing needs (an import applied before undo existed does not). */
    undoable: Boolean(undo) && !record.undoneAt,
  };
}

export type DirectoryImportView = ReturnType<typeof directoryImportView>;

import type { DirectoryImportRecord } from './model';

/** An import as staff read it: people by name, without the rows the store keeps to apply it. */
export function directoryImportView({ rows: _rows, ...record }: DirectoryImportRecord) {
  return {
    ...record,
    createdBy: record.createdBy.name,
    appliedBy: record.appliedBy?.name ?? null,
  };
}

export type DirectoryImportView = ReturnType<typeof directoryImportView>;

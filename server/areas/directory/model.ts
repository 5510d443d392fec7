import type { DirectoryTarget } from '../../../generated/graphql';
import type { DirectoryRows } from './entries';
import type { DirectoryPreview } from './preview';

export type { DirectoryMarks } from '../../registry/directory-marks';

/**
 * The rows a preview keeps to apply: the refused ones are kept once, in its preview, and only
 * counted here.
 */
export type StoredRows = Omit<DirectoryRows, 'rejected'>;

/**
 * One import of a directory file: a preview until staff confirm it (then `appliedAt`), gone
 * when a preview expires unconfirmed. Applied ones stay as the audit of the import itself.
 */
export interface DirectoryImportRecord {
  id: string;
  target: DirectoryTarget;
  fileName: string;
  /** FECHA_CORTE: the latest cut-off of the region's rows. */
  cutoff: string | null;
  region: string;
  createdAt: string;
  createdBy: { id: string; name: string };
  /**
   * The account whose preview this is while it waits to be applied (null once applied), so
   * that its waiting previews can be counted.
   */
  pendingBy: string | null;
  /** An unconfirmed preview can no longer be applied after this instant. */
  expiresAt: string;
  /**
   * The region's rows as read, so that applying meets the registry as it is then without the
   * file; dropped once applied.
   */
  rows: StoredRows | null;
  /** What confirming would do, as staff saw it; dropped once applied. */
  preview: DirectoryPreview | null;
  appliedAt: string | null;
  appliedBy: { id: string; name: string } | null;
  /** What applying did: the preview computed again at that moment, as counts. */
  applied: DirectoryImportCounts | null;
  /** What applying wrote, to undo it (undo.ts); absent on imports applied before undo existed. */
  undo?: DirectoryImportUndo | null;
  /** When and by whom the import was undone; null (or absent) while it stands. */
  undoneAt?: string | null;
  undoneBy?: { id: string; name: string } | null;
}

/** What an undo reverses: the records an import created, and the fields it wrote before it. */
export interface DirectoryImportUndo {
  /** Removed by an undo. */
  created: string[];
  /**
   * The records it wrote to, each with the fields it wrote as they were before; `audited` when
   * the import wrote the record's history (a change, a mark), not only its directory marks.
   */
  restored: { id: string; before: Record<string, unknown>; audited: boolean }[];
}

export interface DirectoryImportCounts {
  created: number;
  changed: number;
  unchanged: number;
  missing: number;
  rejected: number;
}

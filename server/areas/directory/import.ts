import { randomUUID } from 'node:crypto';
import type { DirectoryTarget } from '../../../generated/graphql';
import { missingNeedsConfirmation } from '../../../shared/directory-preview';
import { BadRequestError } from '../../errors';
import { type AuditInput, changesBetween, insertAudits } from '../../registry/audit-trail';
import type { ItemPatch, Repositories } from '../../store/types';
import { readDirectoryCsv } from './csv-file';
import { type DirectoryRows, directoryEntries } from './entries';
import type {
  DirectoryImportCounts,
  DirectoryImportRecord,
  DirectoryImportUndo,
  StoredRows,
} from './model';
import {
  type DirectoryPreview,
  type ImportedRecord,
  listedMarks,
  previewImport,
  sameMarks,
  writesRecord,
} from './preview';
import type { DirectorySettings } from './settings';
import { inSlices } from './slices';
import { DIRECTORY_TARGETS } from './targets';

/**
 * The import itself, below authorization: what the HTTP service (service.ts) and the operator's
 * command (npm run directory:import) share. Only the repositories are touched.
 */

/** Reads a file of the directory and answers its region's rows and what importing them would do. */
export async function planImport(
  repositories: Repositories,
  target: DirectoryTarget,
  file: Buffer,
  settings: DirectorySettings,
): Promise<{ rows: DirectoryRows; preview: DirectoryPreview }> {
  const definition = DIRECTORY_TARGETS[target];
  const rows = directoryEntries(readDirectoryCsv(file, settings), settings.region);
  const records = await definition.repository(repositories).list();
  return { rows, preview: previewImport(rows, records, definition.rules) };
}

/** A file name as shown back: no path, no control characters, at most 200 characters. */
export function fileNameOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what goes
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 200) || 'directorio.csv';
}

export interface PreviewInput {
  target: DirectoryTarget;
  fileName: string;
  plan: Awaited<ReturnType<typeof planImport>>;
  settings: DirectorySettings;
  /** Milliseconds since the epoch. */
  now: number;
  actor: { id: string; name: string };
}

/** An import as it is kept until confirmed: the rows to apply and what applying would do. */
export function previewRecord(input: PreviewInput): DirectoryImportRecord {
  const { plan, settings, now } = input;
  // The refused rows are kept once, in the preview that shows them.
  const { rejected: _, ...rows } = plan.rows;
  return {
    id: randomUUID(),
    target: input.target,
    fileName: fileNameOf(input.fileName),
    cutoff: plan.rows.cutoff,
    region: settings.region,
    createdAt: new Date(now).toISOString(),
    createdBy: input.actor,
    pendingBy: input.actor.id,
    expiresAt: new Date(now + settings.previewTtlMs).toISOString(),
    rows,
    preview: plan.preview,
    appliedAt: null,
    appliedBy: null,
    applied: null,
  };
}

export interface ApplyInput {
  target: DirectoryTarget;
  rows: StoredRows;
  /** The import, as each history entry names it. */
  source: { id: string; fileName: string; cutoff: string | null };
  /** The instant of the import (ISO) and its day in Cusco. */
  at: string;
  today: string;
  actor: { id: string; name: string };
  /**
   * How many records the person agreed to mark as no longer listed, when applying marks more
   * than a tenth of the registry (missingNeedsConfirmation); null when they were not asked.
   */
  confirmedMissing: number | null;
}

/** What applying did, and what undoing it reverses. */
export interface AppliedRows {
  counts: DirectoryImportCounts;
  undo: DirectoryImportUndo;
}

/**
 * Refuses (400) to mark more than a tenth of a registry missing without the person's
 * confirmation of at least that many: tourists would read every one of them as not listed.
 */
function checkMissingConfirmed(missing: number, total: number, confirmed: number | null): void {
  if (!missingNeedsConfirmation(missing, total) || (confirmed ?? -1) >= missing) return;
  throw new BadRequestError(
    `Applying would mark ${missing} of ${total} records as not in the directory, and tourists who verify them are told they are not listed: confirm with confirmMissing ${missing}`,
    { confirmMissing: `Confirm marking ${missing} records as not in the directory` },
  );
}

/**
 * Applies rows to the registry as it is inside `tx` (call it inside one transaction): new
 * records created, changes written (a person's edit kept), records no longer listed marked,
 * never deleted; each change an entry of the record's history naming the import. Applying the
 * same rows again writes nothing.
 */
export async function applyRows(
  tx: Repositories,
  { target, rows, source, at, today, actor, confirmedMissing }: ApplyInput,
): Promise<AppliedRows> {
  const definition = DIRECTORY_TARGETS[target];
  const repository = definition.repository(tx);
  const records = await repository.list();
  const preview = previewImport(rows, records, definition.rules);
  checkMissingConfirmed(preview.missing.length, records.length, confirmedMissing);
  const byId = new Map(records.map((record) => [record.id, record]));
  const cutoff = source.cutoff;
  const listedAs = cutoff ?? today;
  const history = (recordId: string, recordLabel: string, action: 'CREATE' | 'UPDATE') => ({
    area: definition.auditArea,
    recordId,
    recordLabel,
    action,
    directoryImport: source,
  });
  const marksOf = (values: Record<string, unknown>) => listedMarks(cutoff, values);
  // Gathered first, then written together: a first import writes thousands of records.
  const patches: ItemPatch<ImportedRecord & { updatedAt: string }>[] = [];
  const entries: AuditInput[] = [];
  const restored: DirectoryImportUndo['restored'] = [];
  /** A patch of a record, and what it held before in the fields the patch writes. */
  const write = (id: string, patch: Record<string, unknown>, audited: boolean) => {
    const record = (byId.get(id) ?? {}) as Record<string, unknown>;
    const before = Object.fromEntries(Object.keys(patch).map((key) => [key, record[key] ?? null]));
    patches.push({ id, patch });
    restored.push({ id, before, audited });
  };

  const created = preview.created.map(({ values }) => ({
    ...definition.newRecord(values),
    id: randomUUID(),
    createdAt: at,
    updatedAt: at,
    ...marksOf(values),
  }));
  for (const one of created) {
    const { directoryValues: _, ...shown } = one;
    entries.push({
      ...history(one.id, definition.rules.label(one), 'CREATE'),
      changes: changesBetween(null, shown),
    });
  }

  const byLine = new Map(rows.entries.map((entry) => [entry.line, entry]));
  const written = new Set<string>();
  for (const change of preview.changed) {
    const before = byId.get(change.id);
    const entry = byLine.get(change.line);
    if (!before || !entry) continue;
    written.add(before.id);
    const patch = Object.fromEntries(change.changes.map(({ field, after }) => [field, after]));
    const marks = marksOf(definition.rules.fields(entry));
    if (!writesRecord(change)) {
      // Only the person's edits differ: nothing of theirs changes; the marks move on.
      write(before.id, marks, false);
      continue;
    }
    write(before.id, { ...patch, ...marks, updatedAt: at }, true);
    entries.push({
      ...history(before.id, definition.rules.label({ ...before, ...patch }), 'UPDATE'),
      changes: change.listedAgain
        ? [
            ...change.changes,
            { field: 'notInDirectoryAsOf', before: before.notInDirectoryAsOf, after: null },
          ]
        : change.changes,
    });
  }

  // Listed and as the directory says: only the marks follow the new cut-off, when they differ.
  const listed = new Map(
    rows.entries.map((entry) => [definition.rules.entryKey(entry), entry] as const),
  );
  for (const one of records) {
    if (written.has(one.id)) continue;
    const entry = listed.get(definition.rules.recordKey(one));
    if (!entry) continue;
    const marks = marksOf(definition.rules.fields(entry));
    if (sameMarks(one, marks)) continue;
    write(one.id, marks, false);
  }

  for (const missing of preview.missing) {
    write(missing.id, { notInDirectoryAsOf: listedAs, updatedAt: at }, true);
    entries.push({
      ...history(missing.id, missing.label, 'UPDATE'),
      changes: [{ field: 'notInDirectoryAsOf', before: null, after: listedAs }],
    });
  }

  await inSlices(created, (slice) => repository.insertMany(slice));
  await inSlices(patches, (slice) => repository.updateMany(slice));
  await inSlices(entries, (slice) => insertAudits(tx, slice, at, actor));

  return {
    counts: {
      created: preview.created.length,
      changed: preview.changed.filter(writesRecord).length,
      unchanged: preview.unchanged,
      missing: preview.missing.length,
      rejected: preview.rejectedCount,
    },
    undo: { created: created.map((one) => one.id), restored },
  };
}

import { ConflictError } from '../../errors';
import { type AuditInput, changesBetween, insertAudits } from '../../registry/audit-trail';
import type { ItemPatch, Repositories, Repository } from '../../store/types';
import type { DirectoryImportRecord } from './model';
import type { ImportedRecord } from './preview';
import { inSlices, WRITE_SLICE } from './slices';
import { DIRECTORY_TARGETS } from './targets';

type Imported = ImportedRecord & { updatedAt: string };

/** How many records edited since an import a refusal names; the rest it counts. */
const NAMED_EDITS = 10;

/** What an undo did, as counts. */
export interface UndoneCounts {
  removed: number;
  restored: number;
}

/**
 * Reverses an applied import inside `tx` (call it inside one transaction): the records it
 * created removed, the fields it wrote (changes, "not in the directory" marks, its directory
 * marks) put back as they were, each record whose history it wrote given an entry saying the
 * import was undone. Refused (409), changing nothing, when the import was undone already, when a
 * later import of the registry stands, or when a person changed one of its records since: the
 * refusal names them, since undoing would overwrite (or delete) their work.
 */
export async function undoRows(
  tx: Repositories,
  found: DirectoryImportRecord,
  at: string,
  actor: { id: string; name: string },
): Promise<UndoneCounts> {
  if (found.undoneAt) {
    throw new ConflictError('This import was already undone', { undone: found.undoneAt });
  }
  const undo = found.undo;
  if (!found.appliedAt || !undo) {
    throw new ConflictError('This import cannot be undone: it keeps no record of what it wrote');
  }
  const appliedAt = found.appliedAt;
  const later = await tx.directoryImports.list({
    where: { target: found.target, appliedAt: { gt: appliedAt }, undoneAt: { isNull: true } },
    orderBy: [{ field: 'createdAt', descending: true }],
    limit: 1,
  });
  if (later[0]?.appliedAt) {
    throw new ConflictError(
      `A later import (${later[0].fileName}, applied ${later[0].appliedAt}) stands: undo it first`,
      { laterImport: later[0].appliedAt },
    );
  }

  const definition = DIRECTORY_TARGETS[found.target];
  const area = definition.auditArea;
  const audited = new Set([
    ...undo.created,
    ...undo.restored.filter((one) => one.audited).map((one) => one.id),
  ]);
  // A later import undone since wrote and took back its own entries: neither is a person's edit.
  const undoneSince = await tx.directoryImports.list({
    where: { target: found.target, appliedAt: { gt: appliedAt }, undoneAt: { isNull: false } },
  });
  const cancelled = new Set(undoneSince.map((one) => one.id));
  const since = await tx.auditTrail.list({
    where: { area, at: { gt: appliedAt } },
    orderBy: [{ field: 'at' }],
  });
  const edits = since.filter(
    (entry) => audited.has(entry.recordId) && !cancelled.has(entry.directoryImport?.id ?? ''),
  );
  const edited = [...new Map(edits.map((entry) => [entry.recordId, entry.recordLabel])).values()];
  if (edited.length > 0) {
    const named = edited.slice(0, NAMED_EDITS);
    const more = edited.length - named.length;
    const names = `${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
    throw new ConflictError(
      `Cannot undo: ${edited.length} of its records were changed since the import: ${names}`,
      { editedSince: names },
    );
  }

  const repository: Repository<Imported> = definition.repository(tx);
  const source = { id: found.id, fileName: found.fileName, cutoff: found.cutoff, undone: true };
  const entries: AuditInput[] = [];
  const created = new Set(undo.created);
  const removedRecords = await recordsOf(repository, [...created]);
  for (const record of removedRecords) {
    const { directoryValues: _, ...shown } = record;
    entries.push({
      area,
      recordId: record.id,
      recordLabel: definition.rules.label(record),
      action: 'DELETE',
      changes: changesBetween(shown, null),
      directoryImport: source,
    });
  }
  const current = new Map(
    (
      await recordsOf(
        repository,
        undo.restored.map((one) => one.id),
      )
    ).map((r) => [r.id, r]),
  );
  const patches: ItemPatch<Imported>[] = [];
  for (const { id, before, audited: wroteHistory } of undo.restored) {
    const record = current.get(id);
    // Gone since: only an import's bookkeeping was written to it (an edit would have refused).
    if (!record) continue;
    patches.push({ id, patch: before as Partial<Imported> });
    if (!wroteHistory) continue;
    const after = { ...record, ...before };
    const { directoryValues: _a, ...was } = record;
    const { directoryValues: _b, ...becomes } = after;
    entries.push({
      area,
      recordId: id,
      recordLabel: definition.rules.label(after),
      action: 'UPDATE',
      changes: changesBetween(was, becomes),
      directoryImport: source,
    });
  }

  await inSlices([...created], (ids) => repository.removeWhere({ id: { in: ids } }));
  await inSlices(patches, (slice) => repository.updateMany(slice));
  await inSlices(entries, (slice) => insertAudits(tx, slice, at, actor));
  return { removed: removedRecords.length, restored: patches.length };
}

/** The records of these ids that still exist, read a slice at a time. */
async function recordsOf(repository: Repository<Imported>, ids: string[]): Promise<Imported[]> {
  const found: Imported[] = [];
  for (let start = 0; start < ids.length; start += WRITE_SLICE) {
    const slice = ids.slice(start, start + WRITE_SLICE);
    found.push(...(await repository.list({ where: { id: { in: slice } } })));
  }
  return found;
}

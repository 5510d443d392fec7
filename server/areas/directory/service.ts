import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import type { DirectoryTarget } from '../../../generated/graphql';
import { type Context, nowIso } from '../../context';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { appendAudit, changesBetween, signedInActor } from '../../registry/audit-trail';
import { cuscoToday } from '../../registry/dates';
import { authorize } from '../../security/authorize';
import { audit } from '../../security/security-log';
import type { Repositories } from '../../store/types';
import { idSchema, parseInput } from '../../validation';
import { readDirectoryCsv } from './csv-file';
import { directoryEntries } from './entries';
import type { DirectoryImportCounts, DirectoryImportRecord, DirectoryMarks } from './model';
import { type DirectoryPreview, previewImport } from './preview';
import { DIRECTORY_TARGETS } from './targets';
import { type DirectoryImportView, directoryImportView } from './view';

/** An uploaded file: its name as the person's computer called it, and its bytes. */
export interface DirectoryFile {
  name: string;
  bytes: Buffer;
}

const targetSchema = z.enum(
  Object.keys(DIRECTORY_TARGETS) as [DirectoryTarget, ...DirectoryTarget[]],
  'A registry the directory is imported into',
);

/** A file name as shown back: no path, no control characters, at most 200 characters. */
function fileNameOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what goes
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 200) || 'directorio.csv';
}

/**
 * Reads a file of the directory and answers what importing it would do, keeping it as a
 * preview for staff to confirm (previewTtlMs). Nothing of the registry changes here.
 */
export async function previewDirectoryImport(
  ctx: Context,
  target: unknown,
  file: DirectoryFile | undefined,
): Promise<DirectoryImportView> {
  const which = parseInput(targetSchema, target, 'target');
  const definition = DIRECTORY_TARGETS[which];
  authorize(ctx, 'directory-imports', 'create');
  authorize(ctx, definition.area, 'update');
  if (!file) throw new BadRequestError('Invalid input', { file: 'A CSV file of the directory' });
  const settings = ctx.directory;
  const rows = directoryEntries(readDirectoryCsv(file.bytes, settings), settings.region);
  const now = ctx.auth.clock();
  const records = await definition.repository(ctx.store).list();
  const preview = previewImport(rows, records, definition.rules);
  const saved = await ctx.store.transaction(async (tx) => {
    // Unconfirmed previews of earlier files are of no use once expired: they hold whole files.
    await tx.directoryImports.removeWhere({
      appliedAt: null,
      expiresAt: { lt: new Date(now).toISOString() },
    });
    return tx.directoryImports.insert({
      id: randomUUID(),
      target: which,
      fileName: fileNameOf(file.name),
      cutoff: rows.cutoff,
      region: settings.region,
      createdAt: new Date(now).toISOString(),
      createdBy: await signedInActor(tx, ctx),
      expiresAt: new Date(now + settings.previewTtlMs).toISOString(),
      rows,
      preview,
      appliedAt: null,
      appliedBy: null,
      applied: null,
    });
  });
  return directoryImportView(saved);
}

export async function getDirectoryImport(ctx: Context, id: unknown): Promise<DirectoryImportView> {
  authorize(ctx, 'directory-imports', 'read');
  const found = await ctx.store.directoryImports.get(parseInput(idSchema, id, 'id'));
  if (!found) throw new NotFoundError('Directory import not found');
  return directoryImportView(found);
}

/** The imports applied to a registry, newest first. */
export async function listDirectoryImports(
  ctx: Context,
  target: unknown,
): Promise<DirectoryImportView[]> {
  authorize(ctx, 'directory-imports', 'read');
  const which = parseInput(targetSchema, target, 'target');
  const applied = await ctx.store.directoryImports.list({
    where: { target: which, appliedAt: { isNull: false } },
    orderBy: [{ field: 'createdAt', descending: true }],
    limit: 20,
  });
  return applied.map(directoryImportView);
}

/**
 * Applies a preview in one transaction. The file's rows meet the registry as it is now (a
 * person may have edited since the preview): new records are created, changes written (a
 * person's edit kept), records no longer listed marked as such, never deleted; each change an
 * entry of the record's history naming the import. Applying the same file again changes nothing.
 */
export async function applyDirectoryImport(
  ctx: Context,
  id: unknown,
): Promise<DirectoryImportView> {
  authorize(ctx, 'directory-imports', 'update');
  const key = parseInput(idSchema, id, 'id');
  const at = nowIso(ctx);
  const applied = await ctx.store.transaction(async (tx) => {
    const found = await tx.directoryImports.get(key);
    if (!found || (found.appliedAt === null && found.expiresAt < at) || !found.rows) {
      if (found?.appliedAt) throw new ConflictError('This import was already applied');
      throw new NotFoundError('Preview not found or expired: upload the file again');
    }
    const definition = DIRECTORY_TARGETS[found.target];
    authorize(ctx, definition.area, 'update');
    const counts = await writeImport(ctx, tx, found, at);
    return tx.directoryImports.update(found.id, {
      appliedAt: at,
      appliedBy: await signedInActor(tx, ctx),
      applied: counts,
      rows: null,
      preview: null,
    });
  });
  if (!applied) throw new NotFoundError('Directory import not found');
  audit(ctx, {
    event: 'directory.imported',
    outcome: 'success',
    target: { area: DIRECTORY_TARGETS[applied.target].auditArea, id: applied.id },
    details: { fileName: applied.fileName, cutoff: applied.cutoff, ...applied.applied },
  });
  return directoryImportView(applied);
}

async function writeImport(
  ctx: Context,
  tx: Repositories,
  found: DirectoryImportRecord,
  at: string,
): Promise<DirectoryImportCounts> {
  const definition = DIRECTORY_TARGETS[found.target];
  const repository = definition.repository(tx);
  const rows = found.rows as NonNullable<DirectoryImportRecord['rows']>;
  const records = await repository.list();
  const preview: DirectoryPreview = previewImport(rows, records, definition.rules);
  const byId = new Map(records.map((record) => [record.id, record]));
  const listedAs = found.cutoff ?? cuscoToday(ctx.auth.clock());
  const source = { id: found.id, fileName: found.fileName, cutoff: found.cutoff };
  const history = (recordId: string, recordLabel: string, action: 'CREATE' | 'UPDATE') => ({
    area: definition.auditArea,
    recordId,
    recordLabel,
    action,
    directoryImport: source,
  });

  for (const { values } of preview.created) {
    const record = {
      ...definition.newRecord(values),
      id: randomUUID(),
      createdAt: at,
      updatedAt: at,
      directoryCutoff: found.cutoff,
      notInDirectoryAsOf: null,
      directoryValues: values,
    };
    await repository.insert(record);
    const { directoryValues: _, ...shown } = record;
    await appendAudit(tx, ctx, {
      ...history(record.id, definition.rules.label(record), 'CREATE'),
      changes: changesBetween(null, shown),
    });
  }

  const byLine = new Map(rows.entries.map((entry) => [entry.line, entry]));
  const written = new Set<string>();
  for (const change of preview.changed) {
    const record = byId.get(change.id);
    const entry = byLine.get(change.line);
    if (!record || !entry) continue;
    written.add(record.id);
    const values = definition.rules.fields(entry);
    const patch = Object.fromEntries(change.changes.map(({ field, after }) => [field, after]));
    const marks: DirectoryMarks = {
      directoryCutoff: found.cutoff,
      notInDirectoryAsOf: null,
      directoryValues: values,
    };
    const changes = [...change.changes];
    if (change.listedAgain) {
      changes.push({ field: 'notInDirectoryAsOf', before: record.notInDirectoryAsOf, after: null });
    }
    if (changes.length === 0) {
      // Only the person's edits differ: nothing of theirs changes; the marks move on.
      await repository.update(record.id, marks);
      continue;
    }
    await repository.update(record.id, { ...patch, ...marks, updatedAt: at });
    await appendAudit(tx, ctx, {
      ...history(record.id, definition.rules.label({ ...record, ...patch }), 'UPDATE'),
      changes,
    });
  }

  // Listed and as the directory says: only the marks follow the new cut-off, when they differ.
  const listed = new Map(
    rows.entries.map((entry) => [definition.rules.entryKey(entry), entry] as const),
  );
  for (const record of records) {
    if (written.has(record.id)) continue;
    const entry = listed.get(definition.rules.recordKey(record));
    if (!entry) continue;
    const marks: DirectoryMarks = {
      directoryCutoff: found.cutoff,
      notInDirectoryAsOf: null,
      directoryValues: definition.rules.fields(entry),
    };
    if (!sameMarks(record, marks)) await repository.update(record.id, marks);
  }

  for (const missing of preview.missing) {
    await repository.update(missing.id, { notInDirectoryAsOf: listedAs, updatedAt: at });
    await appendAudit(tx, ctx, {
      ...history(missing.id, missing.label, 'UPDATE'),
      changes: [{ field: 'notInDirectoryAsOf', before: null, after: listedAs }],
    });
  }

  return {
    created: preview.created.length,
    changed: preview.changed.filter((one) => one.changes.length > 0 || one.listedAgain).length,
    unchanged: preview.unchanged,
    missing: preview.missing.length,
    rejected: preview.rejected.length,
  };
}

function sameMarks(record: DirectoryMarks, marks: DirectoryMarks): boolean {
  return (
    (record.directoryCutoff ?? null) === marks.directoryCutoff &&
    (record.notInDirectoryAsOf ?? null) === marks.notInDirectoryAsOf &&
    isDeepStrictEqual(record.directoryValues ?? null, marks.directoryValues)
  );
}

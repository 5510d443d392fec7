import { z } from 'zod';
import { type Context, nowIso } from '../../context';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { signedInActor } from '../../registry/audit-trail';
import { cuscoToday } from '../../registry/dates';
import { authorize } from '../../security/authorize';
import { audit } from '../../security/security-log';
import { idSchema, inputObject, parseInput } from '../../validation';
import { applyRows, planImport, previewRecord } from './import';
import { makeRoomForPreview } from './pending';
import { DIRECTORY_TARGETS, targetSchema } from './targets';
import { undoRows } from './undo';
import { type DirectoryImportView, directoryImportView } from './view';

/** An uploaded file: its name as the person's computer called it, and its bytes. */
export interface DirectoryFile {
  name: string;
  bytes: Buffer;
}

const applyInput = inputObject({
  confirmMissing: z
    .number('A whole number')
    .int('A whole number')
    .min(0, 'At least 0')
    .nullish()
    .transform((value) => value ?? null),
});

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
  const settings = ctx.settings.directory;
  const now = ctx.clock();
  const plan = await planImport(ctx.store, which, file.bytes, settings);
  const saved = await ctx.store.transaction(async (tx) => {
    const actor = await signedInActor(tx, ctx);
    await makeRoomForPreview(tx, actor.id);
    return tx.directoryImports.insert(
      previewRecord({ target: which, fileName: file.name, plan, settings, now, actor }),
    );
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
 * Marking more than a tenth of the registry needs `confirmMissing`: how many the person agreed
 * to mark (400 without it, changing nothing).
 */
export async function applyDirectoryImport(
  ctx: Context,
  id: unknown,
  input: unknown = {},
): Promise<DirectoryImportView> {
  authorize(ctx, 'directory-imports', 'update');
  const key = parseInput(idSchema, id, 'id');
  const { confirmMissing } = parseInput(applyInput, input ?? {});
  const at = nowIso(ctx);
  const applied = await ctx.store.transaction(async (tx) => {
    const found = await tx.directoryImports.get(key);
    if (!found?.rows || (found.appliedAt === null && found.expiresAt < at)) {
      if (found?.appliedAt) throw new ConflictError('This import was already applied');
      throw new NotFoundError('Preview not found or expired: upload the file again');
    }
    const definition = DIRECTORY_TARGETS[found.target];
    authorize(ctx, definition.area, 'update');
    const actor = await signedInActor(tx, ctx);
    const { counts, undo } = await applyRows(tx, {
      target: found.target,
      rows: found.rows,
      source: { id: found.id, fileName: found.fileName, cutoff: found.cutoff },
      at,
      today: cuscoToday(ctx.clock()),
      actor,
      confirmedMissing: confirmMissing,
    });
    return tx.directoryImports.update(found.id, {
      appliedAt: at,
      appliedBy: actor,
      pendingBy: null,
      applied: counts,
      undo,
      undoneAt: null,
      undoneBy: null,
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

/**
 * Undoes an applied import in one transaction: what it created removed, what it changed and
 * marked put back, each in the records' history; refused (409, naming them) when records it
 * wrote were changed since, or a later import of the registry stands. Authorized as applying.
 */
export async function undoDirectoryImport(ctx: Context, id: unknown): Promise<DirectoryImportView> {
  authorize(ctx, 'directory-imports', 'update');
  const key = parseInput(idSchema, id, 'id');
  const at = nowIso(ctx);
  const result = await ctx.store.transaction(async (tx) => {
    const found = await tx.directoryImports.get(key);
    if (!found?.appliedAt) throw new NotFoundError('Directory import not found');
    authorize(ctx, DIRECTORY_TARGETS[found.target].area, 'update');
    const actor = await signedInActor(tx, ctx);
    const undone = await undoRows(tx, found, at, actor);
    const saved = await tx.directoryImports.update(found.id, {
      undoneAt: at,
      undoneBy: actor,
      undo: null,
    });
    return { saved, undone };
  });
  if (!result.saved) throw new NotFoundError('Directory import not found');
  audit(ctx, {
    event: 'directory.undone',
    outcome: 'success',
    target: { area: DIRECTORY_TARGETS[result.saved.target].auditArea, id: result.saved.id },
    details: { fileName: result.saved.fileName, ...result.undone },
  });
  return directoryImportView(result.saved);
}

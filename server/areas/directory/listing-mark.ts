import { type Context, nowIso } from '../../context';
import { ConflictError, NotFoundError } from '../../errors';
import { appendAudit, logChange } from '../../registry/audit-trail';
import type { AuditEntryRecord } from '../../registry/audit-trail-model';
import { authorize } from '../../security/authorize';
import { idSchema, inputObject, parseInput, requiredText } from '../../validation';
import { DIRECTORY_TARGETS, targetSchema } from './targets';

const clearMarkInput = inputObject({ reason: requiredText(500) });

/**
 * Clears the "not in the directory" mark an import put on a record (staff found it is listed,
 * or the file was wrong), so that tourists no longer read it as unlisted. For staff who may
 * change the registry; the reason is kept in the record's history entry, which is answered.
 * 409 for a record without the mark.
 */
export async function clearDirectoryMark(
  ctx: Context,
  target: unknown,
  id: unknown,
  input: unknown,
): Promise<AuditEntryRecord> {
  const which = parseInput(targetSchema, target, 'target');
  const definition = DIRECTORY_TARGETS[which];
  authorize(ctx, definition.area, 'update');
  const key = parseInput(idSchema, id, 'id');
  const { reason } = parseInput(clearMarkInput, input ?? {});
  const at = nowIso(ctx);
  const entry = await ctx.store.transaction(async (tx) => {
    const repository = definition.repository(tx);
    const record = await repository.get(key);
    if (!record) throw new NotFoundError('Record not found');
    if (!record.notInDirectoryAsOf) {
      throw new ConflictError('This record is not marked as not in the directory');
    }
    await repository.update(key, { notInDirectoryAsOf: null, updatedAt: at });
    return appendAudit(tx, ctx, {
      area: definition.auditArea,
      recordId: record.id,
      recordLabel: definition.rules.label(record),
      action: 'UPDATE',
      changes: [{ field: 'notInDirectoryAsOf', before: record.notInDirectoryAsOf, after: null }],
      reason,
    });
  });
  logChange(ctx, entry);
  return entry;
}

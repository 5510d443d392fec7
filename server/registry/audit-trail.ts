import { isDeepStrictEqual } from 'node:util';
import type { AuditAction, RegistryArea } from '../../generated/graphql';
import { type Context, nowIso } from '../context';
import { authorize, signedIn } from '../security/authorize';
import { areaOfHistory, HISTORY_ACTION } from '../security/permissions';
import { audit } from '../security/security-log';
import { timeOrderedId } from '../store/ids';
import type { Repositories, Transaction } from '../store/types';
import type { AuditEntryRecord, FieldChangeRecord } from './audit-trail-model';
import { type NamedAuditEntry, withReferenceNames } from './history-names';

/** Bookkeeping fields that every write touches: never listed as a change. */
const NOT_CHANGES = new Set(['id', 'createdAt', 'updatedAt']);

/**
 * The fields that differ between two versions of a record, in the order of their names.
 * A missing version (create, delete) counts as every field null. `secret` fields (a password
 * hash) are named when they change but their values are never kept.
 */
export function changesBetween(
  before: object | null,
  after: object | null,
  secret: readonly string[] = [],
): FieldChangeRecord[] {
  const from = (before ?? {}) as Record<string, unknown>;
  const to = (after ?? {}) as Record<string, unknown>;
  // By name: a database does not keep the order of a record's fields, so no store decides it.
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])].sort();
  return fields
    .filter((field) => !NOT_CHANGES.has(field))
    .filter((field) => !isDeepStrictEqual(from[field] ?? null, to[field] ?? null))
    .map((field) =>
      secret.includes(field)
        ? { field, before: null, after: null }
        : { field, before: from[field] ?? null, after: to[field] ?? null },
    );
}

export interface AuditInput {
  area: RegistryArea;
  recordId: string;
  recordLabel: string;
  recordLabels?: AuditEntryRecord['recordLabels'];
  action: AuditAction;
  changes: FieldChangeRecord[];
  directoryImport?: AuditEntryRecord['directoryImport'];
  reason?: string;
}

/** Who made a change the server made on its own (a retention job), in the audit trail. */
export const SERVER_ACTOR = { id: 'server', name: 'Turismo Seguro Cusco' } as const;

/**
 * Appends an entry for a change made by the signed-in user (or, for work the server does on its
 * own, by SERVER_ACTOR). Call it with the transaction of the change itself, so that a change is
 * never saved without its entry.
 */
export async function appendAudit(
  tx: Transaction,
  ctx: Context,
  input: AuditInput,
  actor?: typeof SERVER_ACTOR,
): Promise<AuditEntryRecord> {
  return insertAudit(tx, input, nowIso(ctx), actor ? { ...actor } : await signedInActor(tx, ctx));
}

/** An audit entry by a given actor at a given time: for work without a request (the console). */
export function insertAudit(
  tx: Transaction,
  input: AuditInput,
  at: string,
  actor: { id: string; name: string },
): Promise<AuditEntryRecord> {
  return tx.auditTrail.insert(auditEntry(input, at, actor));
}

/**
 * Many audit entries by one actor at one time, written together (an import's thousands), in
 * order: their ids keep it where entries of one instant are ordered by id.
 */
export function insertAudits(
  tx: Transaction,
  inputs: readonly AuditInput[],
  at: string,
  actor: { id: string; name: string },
): Promise<AuditEntryRecord[]> {
  return tx.auditTrail.insertMany(inputs.map((input) => auditEntry(input, at, actor)));
}

function auditEntry(
  input: AuditInput,
  at: string,
  actor: { id: string; name: string },
): AuditEntryRecord {
  return { id: timeOrderedId(), ...input, at, actor };
}

/** Who the signed-in user is, as the audit trail names them. */
export async function signedInActor(tx: Repositories, ctx: Context) {
  const user = signedIn(ctx);
  // The session read the name with the account; a context without it reads it here.
  return { id: user.id, name: user.name ?? (await tx.users.get(user.id))?.name ?? user.id };
}

/**
 * Writes the audit log's line for a registry change once it is saved (SECURITY 14): who, which
 * record, what kind of change and the names of the fields changed (never their values, which
 * the audit trail keeps for those who may change the registry).
 */
export function logChange(ctx: Context, entry: AuditEntryRecord): void {
  audit(ctx, {
    event: 'registry.changed',
    outcome: 'success',
    target: { area: entry.area, id: entry.recordId },
    details: { action: entry.action, fields: entry.changes.map((change) => change.field) },
  });
}

/**
 * The history of one record, newest first, also after it was deleted: for the roles that may
 * change its registry (HISTORY_ACTION).
 */
export async function recordHistory(
  ctx: Context,
  area: RegistryArea,
  recordId: string,
): Promise<NamedAuditEntry[]> {
  authorize(ctx, areaOfHistory(area), HISTORY_ACTION);
  const entries = await ctx.store.auditTrail.list({
    where: { area, recordId },
    orderBy: [{ field: 'at', descending: true }],
  });
  return withReferenceNames(ctx, entries);
}

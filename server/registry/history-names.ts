import type { Context } from '../context';
import type { AuditEntryRecord, NamedFieldChange } from './audit-trail-model';

// The audit trail keeps what a field held: for a link to another record, its id. A history
// names that record as it is called now, so a reader sees an officer, not `officer-006`.

/** Fields of any registry that hold a police officer's id. */
const OFFICER_FIELDS = new Set(['officerId', 'responsibleOfficerId']);

export type NamedAuditEntry = Omit<AuditEntryRecord, 'changes'> & { changes: NamedFieldChange[] };

/**
 * The entries with each officer id among their changes named ("Juan Quispe Mamani"); an id
 * whose officer is gone stays unnamed (the history then shows the id).
 */
export async function withReferenceNames(
  ctx: Context,
  entries: readonly AuditEntryRecord[],
): Promise<NamedAuditEntry[]> {
  const ids = new Set<string>();
  for (const entry of entries) {
    for (const change of entry.changes) {
      if (!OFFICER_FIELDS.has(change.field)) continue;
      for (const value of [change.before, change.after]) {
        if (typeof value === 'string') ids.add(value);
      }
    }
  }
  if (ids.size === 0) return [...entries];
  const officers = await ctx.store.police.list({ where: { id: { in: [...ids] } } });
  const names = new Map(
    officers.map((officer) => [officer.id, `${officer.firstNames} ${officer.lastNames}`]),
  );
  const nameOf = (value: unknown) => (typeof value === 'string' ? names.get(value) : undefined);
  return entries.map((entry) => ({
    ...entry,
    changes: entry.changes.map((change) =>
      OFFICER_FIELDS.has(change.field)
        ? { ...change, beforeName: nameOf(change.before), afterName: nameOf(change.after) }
        : change,
    ),
  }));
}

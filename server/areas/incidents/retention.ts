import { type Context, nowIso } from '../../context';
import { appendAudit, SERVER_ACTOR } from '../../registry/audit-trail';
import { audit } from '../../security/security-log';
import type { IncidentRecord } from './model';

/**
 * SECURITY 31: erases the personal data (the reporter, the tourist's account) of every case
 * closed longer ago than the retention time (INCIDENT_RETENTION). What the police and the
 * tourist need to know of the case stays: its code, type, place, items, status and notes. Each
 * erasure is an event of the case and an entry of the audit trail, saved together; running it
 * again, or on several instances at once, erases nothing twice. Answers how many were erased.
 */
export async function erasePersonalData(ctx: Context, retentionMs: number): Promise<number> {
  const now = nowIso(ctx);
  const closedBefore = new Date(Date.parse(now) - retentionMs).toISOString();
  const due = await ctx.store.incidents.list({
    where: { status: 'CERRADO', closedAt: { lte: closedBefore }, personalDataErasedAt: null },
  });
  let erased = 0;
  for (const { id } of due) {
    const done = await ctx.store.transaction(async (tx) => {
      const before = await tx.incidents.get(id);
      // Erased meanwhile by another instance.
      if (!before || before.personalDataErasedAt !== null) return false;
      const after: IncidentRecord = {
        ...before,
        reporter: null,
        account: null,
        personalDataErasedAt: now,
        history: [
          ...before.history,
          { at: now, kind: 'ERASED', status: before.status, note: null, byUserId: null },
        ],
        updatedAt: now,
      };
      await tx.incidents.update(id, after);
      await appendAudit(
        tx,
        ctx,
        {
          area: 'incidents',
          recordId: id,
          recordLabel: before.code,
          action: 'UPDATE',
          // The fields erased, never their values.
          changes: [
            { field: 'reporter', before: null, after: null },
            { field: 'account', before: null, after: null },
          ],
        },
        SERVER_ACTOR,
      );
      return true;
    });
    if (done) {
      erased += 1;
      audit(ctx, { event: 'incident.erased', outcome: 'success', target: { incidentId: id } });
    }
  }
  return erased;
}

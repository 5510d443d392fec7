import { cuscoDate } from '../../../shared/dates';
import { type Context, nowIso } from '../../context';
import { appendAudit, changesBetween, SERVER_ACTOR } from '../../registry/audit-trail';
import { audit } from '../../security/security-log';
import { INCIDENT_STATUSES, type IncidentEventRecord, type IncidentRecord } from './model';
import { notifyAbandoning } from './recipients';
import { eraseCase } from './retention';
import { audited } from './service';
import { ABANDONED_NOTICE_MS } from './settings';

// A case nobody works on (spam, a report the tourist never followed, one an office forgot) is
// never closed, so its personal data was never erased. Its last change (`updatedAt`: the report,
// or a status, note, assignment or re-route by an officer) starts the count. ABANDONED_NOTICE_MS
// before INCIDENT_ABANDONED_AFTER runs out, its officers are warned; any change or note keeps
// it open. Then it is closed as abandoned and its personal data erased at once: the retention
// time after closing serves police who worked a case, and nobody worked this one.

const UNCLOSED = INCIDENT_STATUSES.filter((status) => status !== 'CERRADO');

const iso = (ms: number) => new Date(ms).toISOString();

/** The warning given since the case was last changed, if any (a warning changes nothing). */
function warningOf(record: IncidentRecord): IncidentEventRecord | undefined {
  return record.history.findLast(
    (event) => event.kind === 'ABANDON_WARNED' && event.at >= record.updatedAt,
  );
}

/**
 * Warns the officers of each open case unchanged for INCIDENT_ABANDONED_AFTER less the notice
 * (once per quiet spell): an ABANDON_WARNED event, saved with the notifications, that leaves
 * the case's last change as it was. Answers how many were warned.
 */
async function warnUnattended(ctx: Context, afterMs: number): Promise<number> {
  const now = Date.parse(nowIso(ctx));
  const quietSince = iso(now - afterMs + ABANDONED_NOTICE_MS);
  const due = await ctx.store.incidents.list({
    where: { status: { in: UNCLOSED }, updatedAt: { lte: quietSince } },
  });
  let warned = 0;
  for (const { id } of due.filter((record) => !warningOf(record))) {
    const done = await ctx.store.transaction(async (tx) => {
      const before = await tx.incidents.get(id);
      // Changed, closed or warned meanwhile (an officer, another instance).
      if (!before || before.status === 'CERRADO' || before.updatedAt > quietSince) return false;
      if (warningOf(before)) return false;
      const warning: IncidentEventRecord = {
        at: iso(now),
        kind: 'ABANDON_WARNED',
        status: before.status,
        note: null,
        byUserId: null,
      };
      await tx.incidents.update(id, { history: [...before.history, warning] });
      // A case found late (the server was off) still gets its full notice.
      const closesAt = Math.max(Date.parse(before.updatedAt) + afterMs, now + ABANDONED_NOTICE_MS);
      await notifyAbandoning(ctx, tx, before, cuscoDate(new Date(closesAt)));
      return true;
    });
    if (done) warned += 1;
  }
  return warned;
}

/**
 * Closes as abandoned each open case unchanged for INCIDENT_ABANDONED_AFTER whose officers were
 * warned at least the notice before, and erases its personal data in the same transaction: an
 * ABANDONED event (the reason, in its history), the closing in the audit trail, then the erasure
 * as the retention job makes it. Answers how many were closed.
 */
async function closeWarned(ctx: Context, afterMs: number): Promise<number> {
  const now = Date.parse(nowIso(ctx));
  const quietSince = iso(now - afterMs);
  const warnedBefore = iso(now - ABANDONED_NOTICE_MS);
  const isDue = (record: IncidentRecord) => {
    const warning = warningOf(record);
    return (
      record.status !== 'CERRADO' &&
      record.updatedAt <= quietSince &&
      warning !== undefined &&
      warning.at <= warnedBefore
    );
  };
  const due = await ctx.store.incidents.list({
    where: { status: { in: UNCLOSED }, updatedAt: { lte: quietSince } },
  });
  let closed = 0;
  for (const { id } of due.filter(isDue)) {
    const done = await ctx.store.transaction(async (tx) => {
      const before = await tx.incidents.get(id);
      if (!before || !isDue(before)) return false;
      const at = iso(now);
      const after: IncidentRecord = {
        ...before,
        status: 'CERRADO',
        closedAt: at,
        history: [
          ...before.history,
          { at, kind: 'ABANDONED', status: 'CERRADO', note: null, byUserId: null },
        ],
        updatedAt: at,
      };
      const { status, closedAt, history, updatedAt } = after;
      await tx.incidents.update(id, { status, closedAt, history, updatedAt });
      await appendAudit(
        tx,
        ctx,
        {
          area: 'incidents',
          recordId: id,
          recordLabel: before.code,
          action: 'UPDATE',
          changes: changesBetween(audited(before), audited(after)),
        },
        SERVER_ACTOR,
      );
      await eraseCase(ctx, tx, after);
      return true;
    });
    if (done) {
      closed += 1;
      audit(ctx, {
        event: 'incident.erased',
        outcome: 'success',
        target: { incidentId: id },
        details: { reason: 'abandoned' },
      });
    }
  }
  return closed;
}

/**
 * The abandoned cases' job (INCIDENT_ABANDONED_AFTER): closes and erases the cases warned long
 * enough ago, then warns of those coming due. Safe on several instances at once: each case is
 * checked again inside its transaction. Answers how many cases were warned or closed.
 */
export async function closeAbandonedCases(ctx: Context, afterMs: number): Promise<number> {
  return (await closeWarned(ctx, afterMs)) + (await warnUnattended(ctx, afterMs));
}

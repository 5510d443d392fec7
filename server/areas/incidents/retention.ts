import { caseLink } from '../../../shared/incident-links';
import { type Context, nowIso } from '../../context';
import { appendAudit, SERVER_ACTOR } from '../../registry/audit-trail';
import { audit } from '../../security/security-log';
import type { Transaction } from '../../store/types';
import { reviseNotifications } from '../notifications/deliver';
import type { IncidentRecord } from './model';
import { placeWords } from './recipients';

/**
 * What the erasure empties: who the tourist is and everything they wrote or their phone sent
 * (the account, the place in their words, the items' descriptions, the GPS position). Named in
 * the audit trail, never with their values.
 */
const ERASED_FIELDS = [
  'reporter',
  'account',
  'place.description',
  'place.position',
  'items.description',
] as const;

/**
 * Erases the personal data of one case inside `tx`: the case (with its ERASED event), its
 * audit-trail entry and the place the officers' notifications copied change together. What the
 * police and the tourist need to know of the case stays: its code, type, status, district,
 * items' values and the notes.
 */
export async function eraseCase(
  ctx: Context,
  tx: Transaction,
  before: IncidentRecord,
): Promise<void> {
  const now = nowIso(ctx);
  const place = { ...before.place, description: null, position: null };
  const patch = {
    reporter: null,
    account: null,
    place,
    items: before.items.map((item) => ({ ...item, description: null })),
    personalDataErasedAt: now,
    history: [
      ...before.history,
      { at: now, kind: 'ERASED', status: before.status, note: null, byUserId: null } as const,
    ],
    updatedAt: now,
  } satisfies Partial<IncidentRecord>;
  await tx.incidents.update(before.id, patch);
  await appendAudit(
    tx,
    ctx,
    {
      area: 'incidents',
      recordId: before.id,
      recordLabel: before.code,
      action: 'UPDATE',
      changes: ERASED_FIELDS.map((field) => ({ field, before: null, after: null })),
    },
    SERVER_ACTOR,
  );
  await reviseNotifications(tx, caseLink(before.id), { place: placeWords(place) });
}

/**
 * SECURITY 31: erases the personal data of every case closed longer ago than the retention time
 * (INCIDENT_RETENTION). Each erasure is an event of the case and an entry of the audit trail,
 * saved together; running it again, or on several instances at once, erases nothing twice.
 * Answers how many were erased.
 */
export async function erasePersonalData(ctx: Context, retentionMs: number): Promise<number> {
  const closedBefore = new Date(Date.parse(nowIso(ctx)) - retentionMs).toISOString();
  const due = await ctx.store.incidents.list({
    where: { status: 'CERRADO', closedAt: { lte: closedBefore }, personalDataErasedAt: null },
  });
  let erased = 0;
  for (const { id } of due) {
    const done = await ctx.store.transaction(async (tx) => {
      const before = await tx.incidents.get(id);
      // Erased meanwhile by another instance.
      if (!before || before.personalDataErasedAt !== null) return false;
      await eraseCase(ctx, tx, before);
      return true;
    });
    if (done) {
      erased += 1;
      audit(ctx, { event: 'incident.erased', outcome: 'success', target: { incidentId: id } });
    }
  }
  return erased;
}
